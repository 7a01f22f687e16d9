/**
 * The endpoint catalogue (docs/architecture.md §5): every API call defined once. The server
 * registers its routes from these (server/src/http/endpointRoute.ts), the browser calls them
 * through @servenear/shared/api's `callEndpoint` and `endpointQuery`, the server's page preloads
 * build their URLs with `endpointUrl`, and the fuzz suite checks each one is served.
 */
export * from './define';
export * from './pages';
export * from './earnings';
export * from './invoices';
export * from './partnerBookings';
export * from './pdJobs';
export * from './moveSteps';
export * from './enquiries';
export * from './admin';
export * from './ops';
export * from './opsBookings';
export * from './opsReports';
export * from './opsPages';
export * from './releases';
export * from './site';
export * from './account';
export * from './codes';
export * from './profile';
export * from './notifications';
export * from './reports';
export * from './session';
export * from './telemetry';
export * from './catalog';
export * from './services';
export * from './geo';
export type { Point } from './coordinates';
/** @internal The server's tests read the messages of a refused point. */
export { coordinateMessages } from './coordinates';
export * from './cart';
export * from './bookings';
export * from './disputes';
export * from './money';
export * from './payments';
export * from './partner';
export * from './partnerServices';
export * from './workAreas';
/** Every endpoint a server serves: the publish gate reads from it what the server sends (issue 42). */
export { allEndpoints } from './all';
/** @internal The catalogue's tests and the fuzz suite walk this list too. */
export { devOnlyEndpoints } from './all';
export * from './places';
export * from './servedPlaces';
/** The rules and texts of the account's places and arrival requests (issue 37): the server's; the browser loads them with the calls' bodies. */
export * from '../schemas/places';
