import { AxiosError, AxiosHeaders, type AxiosAdapter, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { apiClient } from '@servenear/shared/api';

export interface FakeRequest {
  method: string;
  url: string;
  /** JSON bodies parsed; multipart bodies as the FormData the page built. */
  body: unknown;
}

/** Kept beside the requests rather than in them, so a test can compare a request as a whole. */
const sentHeaders = new WeakMap<FakeRequest, Record<string, unknown>>();

/** The headers a request was sent with, e.g. its Idempotency-Key. */
export function headersOf(request: FakeRequest): Record<string, unknown> {
  return sentHeaders.get(request) ?? {};
}

/** A reply the fake server sends, or 'network-error' for a request that never gets one. */
export type FakeReply = { status: number; body: unknown } | 'network-error';

/** Resolves a reply later, so a test can look at the page while the request is in flight. */
export interface PendingReply {
  promise: Promise<FakeReply>;
  resolve(reply: FakeReply): void;
}

export function pendingReply(): PendingReply {
  let resolve: (reply: FakeReply) => void = () => undefined;
  const promise = new Promise<FakeReply>((done) => (resolve = done));
  return { promise, resolve };
}

export interface FakeTransport {
  /** Reports upload progress to the page, as a browser does while a body goes up. */
  reportUpload(loaded: number, total: number): void;
}

export type FakeRoute = FakeReply | PendingReply | ((request: FakeRequest, transport: FakeTransport) => FakeReply | Promise<FakeReply>);

async function replyFor(route: FakeRoute | undefined, request: FakeRequest, transport: FakeTransport): Promise<FakeReply> {
  if (route === undefined) return { status: 404, body: { status: 404, errors: {}, message: 'Not found' } };
  if (typeof route === 'function') return route(request, transport);
  if (typeof route === 'object' && 'promise' in route) return route.promise;
  return route;
}

/**
 * Replaces the transport of the shared API client with an in-memory server at the network
 * boundary: the real typed calls and error normalisation run, only the socket is fake.
 * Routes are keyed 'METHOD path', path relative to /api (e.g. 'GET pages/about-us').
 */
export function fakeApi(routes: Record<string, FakeRoute>) {
  const requests: FakeRequest[] = [];

  const adapter: AxiosAdapter = async (config: InternalAxiosRequestConfig) => {
    const request: FakeRequest = {
      method: (config.method ?? 'get').toUpperCase(),
      url: config.url ?? '',
      body: typeof config.data === 'string' ? JSON.parse(config.data) : config.data,
    };
    sentHeaders.set(request, { ...config.headers.toJSON() });
    requests.push(request);
    const transport: FakeTransport = {
      reportUpload: (loaded, total) =>
        config.onUploadProgress?.({ loaded, total, progress: loaded / total, bytes: loaded, lengthComputable: true, upload: true }),
    };
    const reply = await replyFor(routes[`${request.method} ${request.url}`], request, transport);

    if (reply === 'network-error') throw new AxiosError('Network Error', AxiosError.ERR_NETWORK, config, {});
    const response: AxiosResponse = {
      data: reply.body,
      status: reply.status,
      statusText: String(reply.status),
      headers: new AxiosHeaders({ 'content-type': 'application/json' }),
      config,
      request: {},
    };
    if (reply.status >= 200 && reply.status < 300) return response;
    throw new AxiosError(
      `Request failed with status code ${reply.status}`,
      reply.status >= 500 ? AxiosError.ERR_BAD_RESPONSE : AxiosError.ERR_BAD_REQUEST,
      config,
      {},
      response,
    );
  };

  apiClient.defaults.adapter = adapter;
  return { requests };
}

export const ok = (data: unknown, message?: string): FakeReply => ({ status: 200, body: { status: 200, data, message } });

export const failed = (status: number, message: string, errors: Record<string, string[]> = {}): FakeReply => ({
  status,
  body: { status, errors, message },
});

/** The fields a multipart body carries, files by name, in the order they were appended. */
export function formFields(body: unknown): Array<[string, string]> {
  if (!(body instanceof FormData)) throw new Error('expected a multipart body');
  return [...body.entries()].map(([field, value]) => [field, typeof value === 'string' ? value : value.name]);
}
