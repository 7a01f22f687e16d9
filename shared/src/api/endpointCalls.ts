import * as z from 'zod/mini';
import type { AxiosProgressEvent } from 'axios';
import type * as core from 'zod/v4/core';
import { queryOptions, type QueryKey } from '@servenear/shared/query';
import { endpointUrl, type CallTarget, type Endpoint, type PathParams, type QueryValues } from '../endpoints/define';
import { ApiError } from './ApiError';
import { apiClient } from './client';
import { unwrapEnvelope } from './normalise';
import { apiTexts } from './texts';

type OptionalSchema = core.$ZodType | undefined;

/**
 * What a call of one endpoint takes: the path's values, the query, the body, headers the
 * endpoint reads (an Idempotency-Key), a signal to abandon it, and for a form with files, axios's
 * upload progress (a progress bar while the files go up).
 */
export type CallInput<Path extends string, Query extends OptionalSchema, Body extends OptionalSchema> = (PathParams<Path> extends undefined
  ? { params?: undefined }
  : { params: PathParams<Path> }) &
  (Query extends core.$ZodType ? { query?: QueryValues<Query> } : { query?: undefined }) &
  (Body extends core.$ZodType ? { body: core.input<Body> | FormData } : { body?: undefined }) & {
    headers?: Record<string, string>;
    signal?: AbortSignal;
    onUploadProgress?: (event: AxiosProgressEvent) => void;
  };

/** True when nothing of the input is required, so a call may leave it out. */
type NothingRequired<Input> = object extends Omit<Input, 'headers' | 'signal' | 'onUploadProgress'> ? true : false;

type CallArguments<Path extends string, Query extends OptionalSchema, Body extends OptionalSchema> =
  NothingRequired<CallInput<Path, Query, Body>> extends true ? [input?: CallInput<Path, Query, Body>] : [input: CallInput<Path, Query, Body>];

/**
 * Calls an endpoint the one way (docs/architecture.md §5): the URL from its path and query, the
 * body as JSON (or a FormData as multipart), and the reply checked against the endpoint's reply
 * schema — first that it is one of ours and not a failure (unwrapEnvelope), then its shape: a
 * body of another shape is the ApiError of an unexpected reply, with the HTTP status. The answer
 * is what the screen reads (the endpoint's toModel).
 */
export async function callEndpoint<Path extends string, Params extends OptionalSchema, Query extends OptionalSchema, Body extends OptionalSchema, Reply extends core.$ZodType, Model>(
  endpoint: Endpoint<Path, Params, Query, Body, Reply, Model>,
  ...[input]: CallArguments<Path, Query, Body>
): Promise<Model> {
  const target = (input ?? {}) as CallTarget<Path, Query> & {
    body?: unknown;
    headers?: Record<string, string>;
    signal?: AbortSignal;
    onUploadProgress?: (event: AxiosProgressEvent) => void;
  };
  const response = await apiClient.request<unknown>({
    method: endpoint.method,
    url: endpointUrl(endpoint, target),
    data: target.body,
    ...(target.headers ? { headers: target.headers } : {}),
    signal: target.signal,
    onUploadProgress: target.onUploadProgress,
  });
  unwrapEnvelope(response.status, response.data);
  const parsed = z.safeParse(endpoint.reply, response.data);
  if (!parsed.success) throw new ApiError(response.status, {}, apiTexts.unexpectedReply);
  return endpoint.toModel(parsed.data);
}

/**
 * A read as TanStack Query options: the endpoint's key for what the call names, and the call.
 * Spread extra options (staleTime, enabled) over it where a screen needs them.
 */
export function endpointQuery<Path extends string, Params extends OptionalSchema, Query extends OptionalSchema, Reply extends core.$ZodType, Model>(
  endpoint: Endpoint<Path, Params, Query, undefined, Reply, Model>,
  ...[input]: CallArguments<Path, Query, undefined>
) {
  if (!endpoint.key) throw new Error(`${endpoint.method} ${endpoint.path} has no query key`);
  return queryOptions({
    queryKey: endpoint.key((input ?? {}) as CallTarget<Path, Query>) as QueryKey,
    queryFn: ({ signal }) => callEndpoint(endpoint, ...([{ ...input, signal }] as CallArguments<Path, Query, undefined>)),
  });
}
