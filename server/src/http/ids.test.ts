/**
 * One rule for what an id is (shared/src/schemas/id.ts), whichever module's route reads it and
 * wherever the id sits: a path segment or a JSON body, as text or as a number.
 */
import { ID_PATTERN, MAX_ID_LENGTH } from '@servenear/shared/id';
import { bearer, demo, login } from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/testApp';

let testApp: TestApp;
let tokens: Record<'user' | 'employee' | 'admin', string>;

beforeAll(async () => {
  testApp = await createTestApp();
  tokens = {
    user: (await login(testApp.app, 'user', demo.customer)).token,
    employee: (await login(testApp.app, 'employee', demo.partner)).token,
    admin: (await login(testApp.app, 'admin', demo.admin)).token,
  };
});
afterAll(() => testApp.close());

interface IdRoute {
  /** Where the route reads the id, and under which field its refusal is reported. */
  name: string;
  field: string;
  send(id: string | number): Promise<{ statusCode: number; json(): unknown }>;
}

const inPath = (role: keyof typeof tokens | null, path: (id: string) => string, field: string): IdRoute => ({
  name: `GET ${path(':id')}`,
  field,
  send: (id) => testApp.app.inject({ method: 'GET', url: path(encodeURIComponent(String(id))), headers: role ? bearer(tokens[role]) : {} }),
});
const inBody = (role: keyof typeof tokens, path: string, field: string): IdRoute => ({
  name: `POST ${path} {${field}}`,
  field,
  send: (id) => testApp.app.inject({ method: 'POST', url: path, headers: bearer(tokens[role]), payload: { [field]: id } }),
});

/** Routes of five modules: catalogue, ops, partner earnings, partner bookings, customer bookings. */
const routes: IdRoute[] = [
  inPath(null, (id) => `/api/user/getservice/${id}`, 'id'),
  inPath('admin', (id) => `/api/admin/partners/${id}`, 'id'),
  inPath('employee', (id) => `/api/employee/earning-data/${id}`, 'lineId'),
  inBody('employee', '/api/employee/generate/otp', 'bookingId'),
  inBody('user', '/api/user/cancelbooking', 'bookingId'),
];

const refusal = (field: string) => ({ status: 422, errors: { [field]: ['Must be a positive whole number.'] } });

describe('an id that is not one', () => {
  it.each(['1e3', ' 1', '01', '+1', '-1', '0', '1.5', '2147483648'])('%j is refused by every route the same way', async (id) => {
    const answers = await Promise.all(routes.map(async (route) => {
      const response = await route.send(id);
      return [route.name, response.statusCode, response.json()];
    }));
    expect(answers).toEqual(routes.map((route) => [route.name, 422, refusal(route.field)]));
  });

  it('2**53 in a body is refused as the text "1e3" is', async () => {
    for (const route of routes.filter((candidate) => candidate.name.startsWith('POST'))) {
      const response = await route.send(2 ** 53);
      expect([route.name, response.statusCode, response.json()]).toEqual([route.name, 422, refusal(route.field)]);
    }
  });

  it('"1e3" as the report form’s service is refused with the form’s own message', async () => {
    const report = { name: 'Asha', email: 'asha@example.in', mobile: '9876543210', description: 'Late' };
    const response = await testApp.app.inject({ method: 'POST', url: '/api/report/create', headers: bearer(tokens.user), payload: { ...report, service: '1e3' } });
    expect(response.json()).toEqual({ status: 422, errors: { service: ['Please select a service.'] } });
  });
});

describe('an id that names no row', () => {
  it('passes every route schema and is looked up, in the path and in the body', async () => {
    for (const route of routes) {
      for (const id of ['2147483647', 2147483647]) {
        if (route.name.startsWith('GET') && typeof id === 'number') continue;
        const response = await route.send(id);
        expect([route.name, id, response.statusCode]).toEqual([route.name, id, 404]);
      }
    }
  });
});

describe('the OpenAPI document', () => {
  type Schema = Record<string, unknown>;
  interface Operation {
    parameters?: { name: string; in: string; schema: Schema }[];
    requestBody?: { content: Record<string, { schema: Schema & { properties?: Record<string, Schema> } }> };
  }

  const digits = { type: 'string', maxLength: MAX_ID_LENGTH, pattern: ID_PATTERN.source };

  it('describes every id in a path, and the ids of these bodies, as the rule the routes enforce', async () => {
    const document = (await testApp.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as { paths: Record<string, Record<string, Operation>> };
    const pathIds = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.entries(operations).flatMap(([method, operation]) =>
        (operation.parameters ?? []).filter((parameter) => parameter.in === 'path' && /(^id|Id)$/.test(parameter.name)).map((parameter) => [method, path, parameter.name, parameter.schema]),
      ),
    );
    expect(pathIds.length).toBeGreaterThan(20);
    expect(pathIds).toEqual(pathIds.map(([method, path, name]) => [method, path, name, digits]));

    const bodyField = (path: string, field: string) => document.paths[path]!.post!.requestBody!.content['application/json']!.schema.properties![field];
    const either = { anyOf: [{ type: 'integer', minimum: 1, maximum: 2147483647 }, digits] };
    expect(bodyField('/api/employee/generate/otp', 'bookingId')).toEqual(either);
    expect(bodyField('/api/user/cancelbooking', 'bookingId')).toEqual(either);
    expect(bodyField('/api/report/create', 'service')).toEqual(either);
  });
});
