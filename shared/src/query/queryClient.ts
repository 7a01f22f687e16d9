import { QueryClient } from '@tanstack/react-query';
/** No answer at all (status 0), or the server failing: worth one more try on a phone's patchy
 * network. Read structurally: the query area does not load the API client's ApiError. */
function isTransient(error: unknown): boolean {
  const status = typeof error === 'object' && error !== null && 'status' in error ? error.status : undefined;
  return typeof status === 'number' && (status === 0 || status >= 500);
}

export interface QueryClientOptions {
  /** Tests turn retries off, so a failure shows at once. */
  retry?: boolean;
}

/**
 * The one QueryClient of a page (docs/architecture.md §5): the shell makes it and hands it to
 * every remote through the host contract; TestHost makes one per test. A read is asked again
 * when a page that shows it mounts and its answer is older than 30 s, or when a write
 * invalidates it — not on window focus, which on a phone is every return from another app.
 */
export function createQueryClient({ retry = true }: QueryClientOptions = {}): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        retry: retry ? (failures, error) => failures < 1 && isTransient(error) : false,
      },
      mutations: { retry: false },
    },
  });
}
