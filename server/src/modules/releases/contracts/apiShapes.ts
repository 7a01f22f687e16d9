// The API side of a contract record (issue 42): for each endpoint of the catalogue, the shape of
// its success reply — as a build's code reads it, and as a server sends it.
import * as z from 'zod/mini';
import type { AnyEndpoint } from '@servenear/shared/endpoints';
import { replyShape, type ReplyShape } from './replyShape';

/** 'GET user/getbookings': an endpoint as the catalogue names it (its path under /api). */
export const endpointKey = (endpoint: Pick<AnyEndpoint, 'method' | 'path'>) => `${endpoint.method} ${endpoint.path}`;

/** Endpoint key → the shape a server sends. */
export type ApiSends = Map<string, ReplyShape>;

/** What the browser's client accepts (the reply schema's input) or a server sends (its output). */
export function endpointReplyShape(endpoint: Pick<AnyEndpoint, 'reply'>, io: 'input' | 'output'): ReplyShape {
  return replyShape(z.toJSONSchema(endpoint.reply, { io, unrepresentable: 'any' }));
}

/** What a server built from this catalogue sends. */
export function catalogueSends(endpoints: readonly AnyEndpoint[]): ApiSends {
  return new Map(endpoints.map((endpoint) => [endpointKey(endpoint), endpointReplyShape(endpoint, 'output')]));
}

interface OpenApiDocument {
  paths?: Record<string, Record<string, { responses?: Record<string, { content?: Record<string, { schema?: unknown }> }> }>>;
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

/**
 * What a running server sends, read from its OpenAPI document (/api/openapi.json): each
 * operation's first success reply. '/api/user/getbooking/{id}' is the catalogue's 'user/getbooking/:id'.
 */
export function openApiSends(document: OpenApiDocument): ApiSends {
  const sends: ApiSends = new Map();
  for (const [url, operations] of Object.entries(document.paths ?? {})) {
    if (!url.startsWith('/api/')) continue;
    const path = url.slice('/api/'.length).replace(/\{([^}]+)\}/g, ':$1');
    for (const method of METHODS) {
      const responses = operations[method]?.responses;
      if (!responses) continue;
      const success = Object.keys(responses).filter((status) => /^2\d\d$/.test(status)).sort()[0];
      const schema = success ? responses[success]?.content?.['application/json']?.schema : undefined;
      sends.set(`${method.toUpperCase()} ${path}`, schema ? replyShape(schema, document) : {});
    }
  }
  return sends;
}
