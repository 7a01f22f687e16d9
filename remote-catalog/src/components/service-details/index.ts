// The service details overlay, opened from the home's cards, the service list and /service-popup.
export { ServiceDetailsDialog } from './ServiceDetailsDialog';
