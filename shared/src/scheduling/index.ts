// Bundled into each app, not shared at run time (scripts/federation/sharedModules.ts): the shell
// yields with it before the federation runtime has shared anything.
export { yieldToMain } from './yieldToMain';
