import { asc, eq } from 'drizzle-orm';
import { contentPages, employeeProfiles, services, users } from '../schema';
import { createTestDatabase } from '../../../test/testDb';
import type { DatabaseHandle } from '../client';
import { seedDatabase } from './index';

const footerSlugs = [
  'about-us',
  'terms-and-conditions',
  'privacy-policy',
  'cancellation-policy',
  'trust-safety-security',
  'how-to-hire',
  'why-choose-us',
  'why-choose-us-partners',
  'contact-us',
  'how-to-find-work',
  'contact-us-partners',
  'business-partners',
];

let database: DatabaseHandle;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const snapshot = async () => ({
  pages: await database.db.select().from(contentPages).orderBy(asc(contentPages.id)),
  services: await database.db.select().from(services).orderBy(asc(services.id)),
  users: await database.db.select().from(users).orderBy(asc(users.id)),
});

describe('demo seed', () => {
  it('has a written page for every footer slug', async () => {
    const { pages } = await snapshot();

    expect(pages.map((page) => page.slug).sort()).toEqual([...footerSlugs].sort());
    for (const page of pages) {
      const words = page.content.replace(/<[^>]+>/g, ' ').split(/\s+/).filter(Boolean);
      expect(words.length).toBeGreaterThanOrEqual(150);
      expect(page.content).toMatch(/<h2>/);
    }
  });

  it('changes nothing when it runs again', async () => {
    const before = await snapshot();

    const result = await seedDatabase(database.db);

    expect(result).toEqual({ pages: 0, services: 0, accounts: [] });
    expect(await snapshot()).toEqual(before);
  });

  it('has the demo admin, customer and partners with their verification states', async () => {
    const rows = await database.db
      .select({
        role: users.role,
        name: users.name,
        mobile: users.mobile,
        isVerified: users.isVerified,
        address: users.address,
        status: employeeProfiles.verificationStatus,
      })
      .from(users)
      .leftJoin(employeeProfiles, eq(employeeProfiles.userId, users.id))
      .orderBy(asc(users.mobile));

    expect(rows).toEqual([
      { role: 'admin', name: 'ServeNear Admin', mobile: '9000000001', isVerified: true, address: null, status: null },
      { role: 'user', name: 'Asha Verma', mobile: '9876500001', isVerified: true, address: null, status: null },
      { role: 'employee', name: 'Ravi Kumar', mobile: '9876500002', isVerified: true, address: 'Anna Nagar, Chennai', status: 'verified' },
      { role: 'employee', name: 'Suresh Pillai', mobile: '9876500003', isVerified: false, address: 'T. Nagar, Chennai', status: 'pending' },
    ]);
  });
});
