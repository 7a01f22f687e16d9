// @pglite-in-ci: CI runs this file on PGlite too (.ci/run): it covers code with a PGlite branch of its own.
import { seedCategories } from '../../db/seed/catalog/data';
import { createTestApp, type TestApp } from '../../../test/testApp';

/** Every seeded service name: the report form's select lists them all. */
const seedServiceNames = seedCategories.flatMap((category) => category.subcategories.flatMap((subcategory) => subcategory.services.map((service) => service.name)));

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

describe('GET /api/service/all', () => {
  it('lists every service as id and name, sorted by name', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/service/all' });

    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.status).toBe(200);
    expect(body.data).toHaveLength(seedServiceNames.length);
    const names = body.data.map((service: { name: string }) => service.name);
    expect(names.slice(0, 6)).toEqual([
      'AC Repair & Service',
      'Appliance Repair',
      'Beautician at Home',
      'Carpenter',
      'Cashier',
      'CCTV Installation',
    ]);
    expect(names).toContain('Electrician');
    for (const service of body.data) {
      expect(Object.keys(service).sort()).toEqual(['id', 'name']);
      expect(Number.isInteger(service.id)).toBe(true);
    }
  });
});
