// The service details overlay, opened from the home's cards, the service list and /service-popup;
// its body also draws the full-page details (/description, /enquiry-product-description) and the
// /component demo.
export { ServiceDetailsDialog } from './ServiceDetailsDialog';
export { ServiceDetailsBody } from './ServiceDetailsBody';
export { serviceDetailsStates } from './serviceDetailsStates';
export { serviceDetailsTexts } from './texts';
