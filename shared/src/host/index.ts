export * from './contract';
export { HostContext, useHost } from './HostContext';
export { personalKeyRoots, queryKeys } from './queryKeys';
export { liveEventsOff, onPersonalChange, useLiveRefresh, usePollWhileLiveIsDown, type LiveRefresh } from './live';
