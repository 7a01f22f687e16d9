import axios, { type AxiosAdapter, type AxiosInstance } from 'axios';
import { toApiError } from './normalise';

export interface ApiClientOptions {
  baseURL?: string;
  /** Replaces the transport, e.g. a fake backend in tests. */
  adapter?: AxiosAdapter;
  timeoutMs?: number;
}

/**
 * The one way to talk to the API (docs/architecture.md §5): site-relative `/api`, the session cookie
 * sent along, and every failure turned into an ApiError.
 */
export function createApiClient({ baseURL = '/api', adapter, timeoutMs = 20_000 }: ApiClientOptions = {}): AxiosInstance {
  const client = axios.create({
    baseURL,
    withCredentials: true,
    timeout: timeoutMs,
    headers: { Accept: 'application/json' },
    ...(adapter ? { adapter } : {}),
  });
  client.interceptors.response.use(undefined, (error: unknown) => Promise.reject(toApiError(error)));
  return client;
}

/** The client every typed call below uses. */
export const apiClient = createApiClient();

/** What every read call takes: a signal to abandon it when the page no longer needs the answer. */
export interface CallOptions {
  signal?: AbortSignal;
}
