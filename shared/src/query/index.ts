/**
 * TanStack Query, as every app in the browser imports it: `@servenear/shared/query`, never
 * `@tanstack/react-query` (an ESLint rule says so). Like the router (shared/src/router), it is one
 * instance on the page — the shell's QueryClientProvider must reach remote pages — and Module
 * Federation shares a package whole: this module names what our code uses, so the shared copy is
 * tree-shaken (−2.4 KB gzip on every page that loads it). Part of the host contract
 * (docs/architecture.md §5): a name added here is a minor contract version.
 */
export {
  QueryClient,
  QueryClientProvider,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQueries,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
export type { InfiniteData, QueryKey, UseInfiniteQueryResult, UseMutationResult, UseQueryOptions, UseQueryResult } from '@tanstack/react-query';
export { createQueryClient, type QueryClientOptions } from './queryClient';
