import * as z from 'zod/mini';
import type * as core from 'zod/v4/core';

/*
 * One definition per API call (docs/decisions/0035-endpoint-catalogue.md): its method, its path,
 * what it takes (params, query, body) and what it answers (reply), in zod — `zod/mini` here, so a
 * page pays for the few checks its calls use — and how a screen reads the answer (toModel) under
 * which query key. The server registers its route from the same object (server/src/http/
 * endpointRoute.ts), so the OpenAPI document is what is enforced; the browser's calls
 * (../api/endpointCalls.ts) and the server's page preloads build their URLs with `endpointUrl`.
 */

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** `:lineId` in 'employee/earning-data/:lineId' → 'lineId'. */
type PathParamNames<Path extends string> = Path extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParamNames<Rest>
  : Path extends `${string}:${infer Name}`
    ? Name
    : never;

/** The values a path's `:name` segments take when a URL is built. */
export type PathParams<Path extends string> = [PathParamNames<Path>] extends [never] ? undefined : Record<PathParamNames<Path>, string | number>;

type OptionalSchema = core.$ZodType | undefined;

/** What a query string takes, as the caller writes it: numbers and text, absent or null to leave a key out. */
export type QueryValues<Query extends OptionalSchema> = Query extends core.$ZodType
  ? { [Key in keyof core.input<Query>]?: string | number | boolean | null }
  : undefined;

export interface EndpointSpec<Path extends string, Params extends OptionalSchema, Query extends OptionalSchema, Body extends OptionalSchema, Reply extends core.$ZodType, Model> {
  method: HttpMethod;
  /** Under /api, as the spec writes it, with `:name` for each path parameter. */
  path: Path;
  /** OpenAPI's one-line summary. */
  summary: string;
  description?: string;
  /** How the server reads the path's parameters (ids as text: `idParams` of the server). */
  params?: Params;
  query?: Query;
  /** A JSON body's schema, where it is a few lines of its own. */
  body?: Body;
  /**
   * A body whose rules are a form's (shared/src/schemas): loaded when first needed, so a page
   * pays for them only with its form (which loads them itself when a field takes the focus,
   * lazyResolver), never for calling the endpoint. The server loads them as it registers the route.
   */
  loadBody?: () => Promise<Body>;
  /**
   * The request headers the route reads, by the lower-case names Node gives them (an
   * `idempotency-key`); a caller sends them with `headers`.
   */
  headers?: core.$ZodType;
  /**
   * A form with files: multipart (and JSON where the form may come without files). The route
   * reads the parts itself, after validation, so `body` is not its schema.
   */
  consumes?: readonly ('multipart/form-data' | 'application/json')[];
  /** The status of a success: 201 for a route that creates, 204 for one that answers no body (reply `z.null()`), else 200. */
  successStatus?: 200 | 201 | 204;
  /** The whole success body: `envelope(x)`, `messageEnvelope(x)`, `messageReply` or the route's own. */
  reply: Reply;
  /**
   * Answers besides the success that carry a body of their own, by status: health/ready's 503
   * 'not ready', which a probe reads. A refusal's error body, which every route may answer, needs none.
   */
  otherReplies?: Readonly<Record<number, core.$ZodType>>;
  /** What a screen reads of the reply; the reply as it is when absent. */
  toModel?: (reply: core.output<Reply>) => Model;
  /**
   * A read's query key, from what the call names (the host contract's `queryKeys`): a write
   * invalidates by the widest key covering what it changed.
   */
  key?: (target: CallTarget<Path, Query>) => readonly unknown[];
}

export interface Endpoint<
  Path extends string = string,
  Params extends OptionalSchema = OptionalSchema,
  Query extends OptionalSchema = OptionalSchema,
  Body extends OptionalSchema = OptionalSchema,
  Reply extends core.$ZodType = core.$ZodType,
  Model = unknown,
> extends Readonly<Omit<EndpointSpec<Path, Params, Query, Body, Reply, Model>, 'toModel'>> {
  readonly toModel: (reply: core.output<Reply>) => Model;
}

/** Any endpoint, whatever its types: the server's registration and the fuzz suite walk these. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the catalogue's lists hold endpoints of every shape.
export type AnyEndpoint = Endpoint<string, OptionalSchema, OptionalSchema, OptionalSchema, core.$ZodType, any>;

const pathParamNames = (path: string) => [...path.matchAll(/:([A-Za-z]\w*)/g)].map((match) => match[1]!);

/**
 * Defines one API call. Its params schema must name exactly the path's `:name` segments: a
 * mismatch is a programming error, thrown when the module loads (every test and the server's
 * start load the catalogue).
 */
export function defineEndpoint<Path extends string, Reply extends core.$ZodType, Model = core.output<Reply>, Params extends OptionalSchema = undefined, Query extends OptionalSchema = undefined, Body extends OptionalSchema = undefined>(
  spec: EndpointSpec<Path, Params, Query, Body, Reply, Model>,
): Endpoint<Path, Params, Query, Body, Reply, Model> {
  const named = pathParamNames(spec.path).sort().join(',');
  const declared = spec.params && 'shape' in (spec.params as object) ? Object.keys((spec.params as unknown as { shape: object }).shape).sort().join(',') : '';
  if (named !== declared) throw new Error(`${spec.method} ${spec.path}: the params schema names [${declared}], the path [${named}]`);
  return { ...spec, toModel: spec.toModel ?? ((reply) => reply as unknown as Model) };
}

/** The path with its parameters written in, each encoded once: 'employee/earning-data/12'. */
export function endpointPath<Path extends string>(endpoint: Pick<Endpoint<Path>, 'path'>, params: PathParams<Path>): string {
  const values = (params ?? {}) as Record<string, string | number>;
  return endpoint.path.replace(/:([A-Za-z]\w*)/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`${endpoint.path}: no value for :${name}`);
    return encodeURIComponent(String(value));
  });
}

/** A query string in the order its keys are given, without the absent ones: '' or '?a=1&b=2'. */
export function queryString(query: Record<string, string | number | boolean | null | undefined> | undefined): string {
  const entries = Object.entries(query ?? {}).filter((entry): entry is [string, string | number | boolean] => entry[1] !== undefined && entry[1] !== null);
  return entries.length === 0 ? '' : `?${new URLSearchParams(entries.map(([key, value]) => [key, String(value)]))}`;
}

/** What one call of an endpoint names: its path parameters and its query. */
export interface CallTarget<Path extends string = string, Query extends OptionalSchema = OptionalSchema> {
  params?: PathParams<Path>;
  query?: QueryValues<Query>;
}

/**
 * The URL under /api that a call asks for, exactly as the browser's client writes it — the
 * server's page preloads use this, so what is preloaded is what the page asks for.
 */
export function endpointUrl<Path extends string, Query extends OptionalSchema>(endpoint: Endpoint<Path, OptionalSchema, Query>, target: CallTarget<Path, Query> = {}): string {
  return `${endpointPath(endpoint, target.params as PathParams<Path>)}${queryString(target.query as Record<string, string | number | null | undefined>)}`;
}

/** `{ status: 200, data }`, the spec's envelope (customer §7). */
export const envelope = <Data extends core.$ZodType>(data: Data) => z.object({ status: z.int(), data });

/** `{ status: 200, message, data }`: a change that says what it did and answers with the result. */
export const messageEnvelope = <Data extends core.$ZodType>(data: Data) => z.object({ status: z.int(), message: z.string(), data });

/**
 * `{ status: 200, data: [...], total, page, per_page }`: one page of a list the server pages (the
 * ops console's tables, issue 39), how many match over all pages, and which page this is.
 */
export const pageEnvelope = <Item extends core.$ZodType>(item: Item) => z.object({ status: z.int(), data: z.array(item), total: z.int(), page: z.int(), per_page: z.int() });

/** `{ status: 200, message }`: an action that answers only with what it did. */
export const messageReply = /* @__PURE__ */ z.object({ status: z.int(), message: z.string() });

/**
 * The body of a POST that reads none (logout, verify): any fields a client sends are dropped, and
 * a missing body is fine. Declared so that the route, like every other, states what it takes.
 */
export const emptyBody = /* @__PURE__ */ z.object({});
