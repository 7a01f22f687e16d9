import type { FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import type * as core from 'zod/v4/core';
import type { AnyEndpoint, Endpoint } from '@servenear/shared/endpoints';
import { named } from './pluginName';
import { errorResponses } from './replies';

type Output<Schema> = Schema extends core.$ZodType ? core.output<Schema> : undefined;

/* eslint-disable @typescript-eslint/no-explicit-any -- only the one generic parameter is read. */
type ParamsOf<E> = E extends Endpoint<string, infer Params, any, any, any, any> ? Params : never;
type QueryOf<E> = E extends Endpoint<string, any, infer Query, any, any, any> ? Query : never;
type BodyOf<E> = E extends Endpoint<string, any, any, infer Body, any, any> ? Body : never;
/* eslint-enable @typescript-eslint/no-explicit-any */

/** The request a route of this endpoint handles: its params, query and body as its schemas read them. */
export type EndpointRequest<E extends AnyEndpoint> = Omit<FastifyRequest, 'params' | 'query' | 'body'> & {
  params: Output<ParamsOf<E>>;
  query: Output<QueryOf<E>>;
  body: Output<BodyOf<E>>;
};

/**
 * What its handler answers: the reply schema's input (the serializer checks it on the way out),
 * or the reply itself, sent with another status whose body the definition's `otherReplies` states.
 */
export type EndpointHandler<E extends AnyEndpoint> = (
  request: EndpointRequest<E>,
  reply: FastifyReply,
) => Promise<core.input<E['reply']> | FastifyReply> | core.input<E['reply']> | FastifyReply;

/** The route's options beside its schema: guards, rate limits, body limits. */
export type EndpointRouteOptions = Omit<RouteShorthandOptions, 'schema'> & {
  /**
   * The body's rules as this server states them, where they read its clock or its config (a
   * slot's earliest day, the largest work radius): the definition's body built with them, so
   * the same shape and messages. The definition's own copy reads the machine's clock and the
   * defaults, which is what the browser checks before sending.
   */
  bodySchema?: core.$ZodType;
};

/**
 * Registers the route of a catalogue endpoint (@servenear/shared/endpoints) on a plugin mounted
 * under /api (and a prefix such as /employee): method and path from the definition, its schemas
 * as the route's (so the OpenAPI document is what is enforced), the refusals every route can
 * answer documented once. A definition whose path is not under this plugin's prefix is a
 * programming error, thrown when the server starts.
 */
export function routeOf<E extends AnyEndpoint>(app: FastifyInstance, endpoint: E, { bodySchema, ...options }: EndpointRouteOptions, handler: EndpointHandler<E>): void {
  const fullPath = `/api/${endpoint.path}`;
  if (!fullPath.startsWith(`${app.prefix}/`)) throw new Error(`${endpoint.method} ${fullPath} is not under this plugin's prefix ${app.prefix}`);
  const register = (scope: FastifyInstance, body: core.$ZodType | undefined) =>
    scope.route({
      ...options,
      method: endpoint.method,
      url: fullPath.slice(scope.prefix.length),
      schema: {
        summary: endpoint.summary,
        ...(endpoint.description ? { description: endpoint.description } : {}),
        ...(endpoint.params ? { params: endpoint.params } : {}),
        ...(endpoint.query ? { querystring: endpoint.query } : {}),
        ...(endpoint.headers ? { headers: endpoint.headers } : {}),
        ...(endpoint.consumes ? { consumes: [...endpoint.consumes] } : body ? { body } : {}),
        response: { [endpoint.successStatus ?? 200]: endpoint.reply, ...endpoint.otherReplies, ...errorResponses },
      },
      handler: handler as unknown as (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>,
    });
  const { loadBody } = endpoint;
  if (bodySchema || !loadBody) {
    register(app, bodySchema ?? endpoint.body);
    return;
  }
  // A form's rules load on demand (the definition's loadBody): the route is registered once they
  // have, in a child context that shares this plugin's prefix, hooks and error handler.
  const withRules = async (scope: FastifyInstance) => {
    register(scope, await loadBody());
  };
  void app.register(named(withRules, `${endpoint.method} ${fullPath} with its rules`));
}
