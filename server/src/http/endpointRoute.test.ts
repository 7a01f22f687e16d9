import { allEndpoints } from '@servenear/shared/endpoints';
import { createTestApp, type TestApp } from '../../test/testApp';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

interface OpenApiDocument {
  paths: Record<string, Record<string, { summary?: string; responses: Record<string, unknown> }>>;
}

/** 'employee/earning-data/:lineId' as the OpenAPI document writes it: /api/employee/earning-data/{lineId}. */
const documentPath = (path: string) => `/api/${path.replace(/:([A-Za-z]\w*)/g, '{$1}')}`;

describe('the endpoint catalogue on the server', () => {
  it('serves every endpoint with the definition’s method, path, summary and reply', async () => {
    const document = (await testApp.app.inject({ method: 'GET', url: '/api/openapi.json' })).json<OpenApiDocument>();
    const missing = allEndpoints.filter((endpoint) => !document.paths[documentPath(endpoint.path)]?.[endpoint.method.toLowerCase()]);
    expect(missing.map((endpoint) => `${endpoint.method} ${endpoint.path}`)).toEqual([]);
    for (const endpoint of allEndpoints) {
      const operation = document.paths[documentPath(endpoint.path)]![endpoint.method.toLowerCase()]!;
      expect(operation.summary).toBe(endpoint.summary);
      expect(Object.keys(operation.responses)).toContain(String(endpoint.successStatus ?? 200));
      // Another status with a body of its own (health/ready's 503) is documented as well.
      for (const status of Object.keys(endpoint.otherReplies ?? {})) expect(Object.keys(operation.responses)).toContain(status);
    }
  });

  it('checks a path parameter with the definition’s schema', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: `/api/pages/${'a'.repeat(81)}` });
    expect(response.statusCode).toBe(422);
  });
});
