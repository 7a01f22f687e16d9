import type { RouteOptions } from 'fastify';
import { createTestApp, type TestApp } from '../../test/testApp';

/**
 * The boundary's own rule (docs/architecture.md §11): every API route states what it takes and
 * what it answers, so nothing reaches a service unchecked and the OpenAPI document is whole.
 */
let testApp: TestApp;
const routes: RouteOptions[] = [];

beforeAll(async () => {
  // DEV_OUTBOX adds the loopback-only outbox route, which needs a schema like any other.
  testApp = await createTestApp({ env: { DEV_OUTBOX: 'true' } });
  testApp.app.addHook('onRoute', (route) => {
    routes.push(route);
  });
  await testApp.app.ready();
});
afterAll(() => testApp.close());

const methodsOf = (route: RouteOptions) => (Array.isArray(route.method) ? route.method : [route.method]);
const described = (route: RouteOptions) =>
  route.url.startsWith('/api/') && !route.url.startsWith('/api/docs') && route.url !== '/api/openapi.json' && !methodsOf(route).every((method) => method === 'HEAD');
const nameOf = (route: RouteOptions) => `${methodsOf(route).join(',')} ${route.url}`;

type Schema = { params?: unknown; body?: unknown; response?: Record<string, unknown>; consumes?: string[] };
const schemaOf = (route: RouteOptions) => (route.schema ?? {}) as Schema;

describe('route schemas', () => {
  it('finds the API routes', () => {
    expect(routes.filter(described).length).toBeGreaterThan(60);
  });

  it('gives every API route a response schema for its success answer', () => {
    const missing = routes
      .filter(described)
      .filter((route) => !Object.keys(schemaOf(route).response ?? {}).some((code) => /^(2|3)/.test(code)))
      .map(nameOf);
    expect(missing).toEqual([]);
  });

  it('gives every route with path parameters a params schema', () => {
    const missing = routes
      .filter(described)
      .filter((route) => route.url.includes(':') && !schemaOf(route).params)
      .map(nameOf);
    expect(missing).toEqual([]);
  });

  it('gives every route that reads a body a body schema, or declares it multipart', () => {
    const missing = routes
      .filter(described)
      .filter((route) => methodsOf(route).some((method) => ['POST', 'PUT', 'PATCH'].includes(method)))
      .filter((route) => !schemaOf(route).body && !schemaOf(route).consumes?.length)
      .map(nameOf);
    expect(missing).toEqual([]);
  });

  it('lists every API route in the OpenAPI document', async () => {
    const document = (await testApp.app.inject({ method: 'GET', url: '/api/openapi.json' })).json<{ paths: Record<string, object> }>();
    const missing = routes
      .filter(described)
      .flatMap((route) => methodsOf(route).filter((method) => method !== 'HEAD').map((method) => ({ method, route })))
      .filter(({ method, route }) => !(method.toLowerCase() in (document.paths[route.url.replace(/:(\w+)/g, '{$1}')] ?? {})))
      .map(({ method, route }) => `${method} ${route.url}`);
    expect(missing).toEqual([]);
  });
});
