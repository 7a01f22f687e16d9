/**
 * The customer's bookings and payments (remote-booking's pages), a subpath of their own so the
 * catalogue's and the account's pages do not download them (docs/architecture.md §5). They
 * build on @servenear/shared/api (client, callEndpoint) through its package path, so the page
 * has one ApiError class whichever app's copy of each area it loaded.
 */
export type { PaymentOrder, PaymentResult } from '../endpoints/payments';
export type { Booking, BookingLine, CancelledBooking, CancelledLine, CompletedLine } from '../endpoints/bookings';
export * from './queries/bookings';
export * from './queries/payments';
