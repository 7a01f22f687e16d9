import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { createRequire } from 'node:module';
import type { FastifyInstance } from 'fastify';
import { createJsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';

export const OPENAPI_JSON_PATH = '/api/openapi.json';
export const API_DOCS_PATH = '/api/docs';

const transformRouteSchema = createJsonSchemaTransform({ skipList: [] });

/**
 * The OpenAPI 3 document, generated from the routes' zod schemas (docs/architecture.md §11), at
 * /api/openapi.json, and a reference page to read it at /api/docs. Registered before the routes:
 * @fastify/swagger collects them as they are added, so this runs on the root instance first. Only /api routes are described: the shell's
 * files, the releases and the docs themselves are not the API.
 */
export function registerOpenApi(app: FastifyInstance): void {
  const { version } = createRequire(import.meta.url)('../../package.json') as { version: string };
  app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'ServeNear API',
        description:
          'The marketplace API: customers, partners and ops. Every refusal answers `{ status, errors, message }` ' +
          '(422 for input that breaks a route schema, with one message per field). A signed-in browser sends its ' +
          'session cookie; state-changing calls must come from the site itself (same origin).',
        version,
      },
      servers: [],
    },
    transform: (document) => {
      if (!document.url.startsWith('/api/') || document.url.startsWith(API_DOCS_PATH) || document.url === OPENAPI_JSON_PATH) {
        return { schema: { ...document.schema, hide: true }, url: document.url };
      }
      return transformRouteSchema(document);
    },
    transformObject: jsonSchemaTransformObject,
  });
  app.register(swaggerUi, {
    routePrefix: API_DOCS_PATH,
    uiConfig: { docExpansion: 'list', deepLinking: true, defaultModelsExpandDepth: 0 },
    // Nothing loads from elsewhere: the page works under the site's own Content-Security-Policy.
    staticCSP: false,
  });
  app.get(OPENAPI_JSON_PATH, { schema: { hide: true } }, (_request, reply) => {
    reply.header('cache-control', 'no-cache');
    return reply.type('application/json; charset=utf-8').send(JSON.stringify(app.swagger()));
  });
}
