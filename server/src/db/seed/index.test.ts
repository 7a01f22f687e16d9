// @pglite-in-ci: CI runs this file on PGlite too (.ci/run): it covers code with a PGlite branch of its own.
import { asc, eq, inArray } from 'drizzle-orm';
import { contentPages, partnerProfiles, services, users } from '../schema';
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

    expect(result).toEqual({
      pages: 0,
      services: 0,
      catalogue: { categories: 0, subcategories: 0, reviews: 0, partners: 0, banners: 0 },
      accounts: [],
    });
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
        status: partnerProfiles.verificationStatus,
      })
      .from(users)
      .leftJoin(partnerProfiles, eq(partnerProfiles.userId, users.id))
      .where(inArray(users.mobile, ['9000000001', '9876500001', '9876500002', '9876500003']))
      .orderBy(asc(users.mobile));

    expect(rows).toEqual([
      { role: 'admin', name: 'ServeNear Admin', mobile: '9000000001', isVerified: true, address: null, status: null },
      { role: 'user', name: 'Asha Verma', mobile: '9876500001', isVerified: true, address: null, status: null },
      { role: 'employee', name: 'Ravi Kumar', mobile: '9876500002', isVerified: true, address: 'Anna Nagar, Chennai', status: 'verified' },
      { role: 'employee', name: 'Suresh Pillai', mobile: '9876500003', isVerified: false, address: 'T. Nagar, Chennai', status: 'pending' },
    ]);
  });
});

describe('catalogue seed', () => {
  it('has the four categories, their subcategories and services with rupee rates', async () => {
    const { categories, subcategories, reviews, partnerLocations, partnerServices } = await import('../schema');
    const db = database.db;
    expect((await db.select().from(categories).orderBy(asc(categories.id))).map((row) => row.name)).toEqual([
      'Industry & Factory',
      'Retail & Shop',
      'Home & Personal',
      'Tutor/Consultancies',
    ]);
    const subs = await db.select().from(subcategories);
    const all = await db.select().from(services);
    for (const categoryId of [1, 2, 3, 4]) {
      const ofCategory = subs.filter((sub) => sub.categoryId === categoryId);
      expect(ofCategory.length).toBeGreaterThanOrEqual(4);
      expect(ofCategory.length).toBeLessThanOrEqual(6);
      for (const sub of ofCategory) {
        const count = all.filter((service) => service.subcategoryId === sub.id).length;
        expect(count).toBeGreaterThanOrEqual(3);
        expect(count).toBeLessThanOrEqual(5);
      }
      expect(all.some((service) => service.categoryId === categoryId && service.serviceType === 'enquiry')).toBe(true);
    }
    expect(all.find((service) => service.name === 'Electrician')).toMatchObject({ ratePerHour: 650, ratePerDay: 3800 });
    expect(all.find((service) => service.name === 'Warehouse Helper')).toMatchObject({ ratePerHour: 180, ratePerDay: 900 });
    expect(all.find((service) => service.name === 'Home Tutor – Maths')).toMatchObject({ ratePerHour: 400 });

    const allReviews = await db.select().from(reviews);
    for (const service of all.filter((row) => row.serviceType === 'service')) {
      const count = allReviews.filter((review) => review.serviceId === service.id).length;
      expect(count).toBeGreaterThanOrEqual(3);
      expect(count).toBeLessThanOrEqual(8);
    }
    const cities = new Set((await db.select().from(partnerLocations)).map((location) => location.city));
    expect(cities.size).toBeGreaterThanOrEqual(6);
    expect((await db.select().from(partnerServices)).length).toBeGreaterThan(100);
    // Every seeded link has the catalogue offer the partner's service list shows (partner §2 /employee-service-edit).
    const { partnerServiceOffers } = await import('../schema');
    const offers = await db.select().from(partnerServiceOffers);
    const links = await db.select().from(partnerServices);
    expect(offers.length).toBe(links.length);
    expect(new Set(offers.map((offer) => `${offer.userId}:${offer.serviceId}`))).toEqual(new Set(links.map((link) => `${link.userId}:${link.serviceId}`)));
    expect(offers.every((offer) => offer.origin === 'catalogue' && offer.approval === 'approved' && offer.photos.length === 0)).toBe(true);
  });
});
