export * from './contract';
export { HostContext, useHost } from './HostContext';
export { TestHost, type Notice, type TestHostOptions } from './testHost';
export { createQueryClient, type QueryClientOptions } from './queryClient';
export { personalKeyRoots, queryKeys } from './queryKeys';
