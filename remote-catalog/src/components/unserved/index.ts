export { UnservedPlace } from './UnservedPlace';
