import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { createRequire } from 'node:module';
import type { FastifyInstance } from 'fastify';
import { createJsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';

export const OPENAPI_JSON_PATH = '/api/openapi.json';
export const API_DOCS_PATH = '/api/docs';

const transformRouteSchema = createJsonSchemaTransform({ skipList: [] });

/** The reference page's sections: the first pattern that matches a path names its section. */
const SECTIONS: Array<[tag: string, pattern: RegExp]> = [
  // Partners' service photos and videos are served under files/ but belong to the partner's services.
  ['Partner', /^\/api\/(employee\/|files\/service-)/],
  ['Ops', /^\/api\/admin\//],
  ['Cart', /^\/api\/user\/(addtocart|cartcount|cartlist|updatecart|deletecart)/],
  ['Payments', /^\/api\/(user\/(createRazorpayOrder|updaterazorpay|updatePayment|payments)|payments)/],
  ['Bookings', /^\/api\/user\/(createbooking|book\/|getbooking|completedbookings|canceledbookings|cancelbooking|service\/|task-status)/],
  ['Customer account', /^\/api\/(user\/(user-register|login|logout|resend-otp|verify-otp|forgot-password|verify-reset-otp|reset-password|changepassword|user-details|userprofile|updateprofile|deleteacount|notifications)|session|files\/)/],
  ['Site', /^\/api\/(health|pages|report|telemetry|dev|onbrowseropen|geocode)/],
  ['Catalogue', /^\/api\//],
];
const sectionOf = (url: string) => SECTIONS.find(([, pattern]) => pattern.test(url))![0];

/** The brand mark of the site header, with the page's name, for the reference page's top bar. */
const LOGO = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="220" height="32" viewBox="0 0 220 32">' +
    '<rect width="32" height="32" rx="9" fill="#fff"/>' +
    '<path d="M16 7a7 7 0 0 0-7 7c0 5 7 11 7 11s7-6 7-11a7 7 0 0 0-7-7Z" fill="#0f6e78"/>' +
    '<circle cx="16" cy="14" r="2.6" fill="#b4490f"/>' +
    '<text x="42" y="22" font-family="system-ui, sans-serif" font-size="18" font-weight="700" fill="#fff">ServeNear API</text>' +
    '</svg>',
);
const THEME_CSS = '.swagger-ui .topbar { background-color: #0f6e78; } .swagger-ui .topbar .download-url-wrapper { display: none; }';

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
      const transformed = transformRouteSchema(document);
      return { ...transformed, schema: { ...transformed.schema, tags: [sectionOf(document.url)] } };
    },
    transformObject: jsonSchemaTransformObject,
  });
  app.register(swaggerUi, {
    routePrefix: API_DOCS_PATH,
    uiConfig: { docExpansion: 'list', deepLinking: true, defaultModelsExpandDepth: 0 },
    // Nothing loads from elsewhere: the page works under the site's own Content-Security-Policy.
    staticCSP: false,
    logo: { type: 'image/svg+xml', content: LOGO, href: API_DOCS_PATH, target: '_self' },
    theme: { title: 'ServeNear API reference', css: [{ filename: 'servenear.css', content: THEME_CSS }] },
  });
  app.get(OPENAPI_JSON_PATH, { schema: { hide: true } }, (_request, reply) => {
    reply.header('cache-control', 'no-cache');
    return reply.type('application/json; charset=utf-8').send(JSON.stringify(app.swagger()));
  });
}
