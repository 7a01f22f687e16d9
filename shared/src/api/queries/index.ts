export { sessionEndedText, useLeaveEndedSession, useSignedInQuery } from './signedIn';
export * from './account';
export * from './cart';
export * from './catalog';
