/**
 * Signing in and up, password resets, reports and the customer's notifications (remote-account's
 * pages, the report form), a subpath of their own so the catalogue's and the booking pages do not
 * download them (docs/architecture.md §5). They build on @servenear/shared/api through its
 * package path, like ./booking-api.
 */
export * from './queries/auth';
export * from './queries/notifications';
export * from './queries/reports';
export * from './queries/codes';
export type { CodeTimings } from '../endpoints/codes';
