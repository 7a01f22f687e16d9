export * from './contract';
export { HostContext, useHost } from './HostContext';
export { personalKeyRoots, queryKeys } from './queryKeys';
