// The service list's address, which the home, the search and the service details link to.
export { serviceListUrl } from './listUrl';
