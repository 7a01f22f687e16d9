import { createTestApp, type TestApp } from '../../test/testApp';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

type JsonSchema = Record<string, unknown> & {
  $ref?: string;
  type?: string | string[];
  maxLength?: number;
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  additionalProperties?: JsonSchema | boolean;
};
interface Operation {
  parameters?: { name: string; in: string; schema: JsonSchema }[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
  responses: Record<string, unknown>;
}
interface OpenApiDocument {
  openapi: string;
  info: { title: string };
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, JsonSchema> };
}

async function openApiDocument(): Promise<OpenApiDocument> {
  const response = await testApp.app.inject({ method: 'GET', url: '/api/openapi.json' });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toContain('application/json');
  return response.json();
}

/** Paths (a.b[].c) of strings a client may send that have no length bound. */
function unboundedStrings(document: OpenApiDocument, schema: JsonSchema, at: string, seen = new Set<string>()): string[] {
  if (schema.$ref) {
    const name = schema.$ref.split('/').pop()!;
    if (seen.has(name)) return [];
    return unboundedStrings(document, document.components!.schemas![name]!, at, new Set([...seen, name]));
  }
  const found: string[] = [];
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  const bounded = schema.maxLength !== undefined || 'enum' in schema || 'const' in schema || schema.format === 'binary';
  if (types.includes('string') && !bounded) found.push(at);
  for (const [name, property] of Object.entries(schema.properties ?? {})) found.push(...unboundedStrings(document, property, `${at}.${name}`, seen));
  if (schema.items) found.push(...unboundedStrings(document, schema.items, `${at}[]`, seen));
  if (typeof schema.additionalProperties === 'object') found.push(...unboundedStrings(document, schema.additionalProperties, `${at}.*`, seen));
  for (const branch of [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])]) found.push(...unboundedStrings(document, branch, at, seen));
  return found;
}

describe('OpenAPI document', () => {
  it('describes the API from the route schemas at /api/openapi.json', async () => {
    const document = await openApiDocument();
    expect(document.openapi).toBe('3.1.0');
    expect(document.info.title).toBe('ServeNear API');
    const search = document.paths['/api/services/search']!.get!;
    expect(search.parameters!.map((parameter) => parameter.name).sort()).toEqual(['latitude', 'longitude', 'query']);
    expect(Object.keys(search.responses)).toEqual(expect.arrayContaining(['200', '4XX']));
    expect(document.paths['/api/user/getservice/{id}']!.get!.parameters).toContainEqual(
      expect.objectContaining({ name: 'id', in: 'path', required: true }),
    );
    // Only the API: not the shell's files, the releases or the docs themselves.
    expect(Object.keys(document.paths).every((path) => path.startsWith('/api/') && !path.startsWith('/api/docs'))).toBe(true);
  });

  it('bounds the length of every string a client can send', async () => {
    const document = await openApiDocument();
    const unbounded: string[] = [];
    for (const [path, operations] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        for (const parameter of operation.parameters ?? []) {
          unbounded.push(...unboundedStrings(document, parameter.schema, `${method.toUpperCase()} ${path} ${parameter.in}:${parameter.name}`));
        }
        for (const [type, { schema }] of Object.entries(operation.requestBody?.content ?? {})) {
          unbounded.push(...unboundedStrings(document, schema, `${method.toUpperCase()} ${path} body(${type})`));
        }
      }
    }
    expect(unbounded).toEqual([]);
  });

  it('serves a reference page at /api/docs under the site security headers', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/docs' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain('swagger-ui');
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['x-frame-options']).toBe('DENY');
  });
});
