export { renderStandalone } from './renderStandalone';
