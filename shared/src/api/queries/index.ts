export { sessionEndedText, useLeaveEndedSession, useSignedInQuery } from './signedIn';
export * from './account';
export * from './auth';
export * from './bookings';
export * from './cart';
export * from './catalog';
export * from './payments';
export * from './notifications';
