/**
 * The endpoint catalogue (docs/architecture.md §5): every API call defined once. The server
 * registers its routes from these (server/src/http/endpointRoute.ts), the browser calls them
 * through @servenear/shared/api's `callEndpoint` and `endpointQuery`, the server's page preloads
 * build their URLs with `endpointUrl`, and the fuzz suite checks each one is served.
 */
export * from './define';
export * from './pages';
export * from './earnings';
export * from './partnerBookings';
export * from './pdJobs';
export * from './enquiries';
export * from './partner';
export * from './partnerServices';
export * from './workAreas';
export { allEndpoints } from './all';
