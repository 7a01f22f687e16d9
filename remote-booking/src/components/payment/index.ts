// Payments of a booking, used by the booking summary and by the completed-bookings tab.
export { usePayBooking } from './usePayBooking';
