// @pglite-in-ci: CI runs this file on PGlite too (.ci/run): it covers code with a PGlite branch of its own.
import { eq } from 'drizzle-orm';
import { coordinateMessages } from '@servenear/shared/endpoints';
import { partnerProfiles, partnerLocations, partnerServices, reviews, services, users } from '../../db/schema';
import { createTestApp, type TestApp } from '../../../test/testApp';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

/** Nagpur: no seeded partner works within 25 km of it. */
const nagpur = { latitude: 21.1458, longitude: 79.0882 };
const KM_PER_DEGREE_LATITUDE = 111.32;
const north = (km: number) => ({ latitude: nagpur.latitude + km / KM_PER_DEGREE_LATITUDE, longitude: nagpur.longitude });

let nextMobile = 8800000000;
async function addPartner(serviceName: string, at: { latitude: number; longitude: number }, status: 'verified' | 'pending' = 'verified') {
  const db = testApp.db;
  const [service] = await db.select({ id: services.id }).from(services).where(eq(services.name, serviceName));
  const [user] = await db
    .insert(users)
    .values({ role: 'employee', name: 'Test Partner', mobile: String((nextMobile += 1)), passwordHash: 'disabled', isVerified: status === 'verified' })
    .returning({ id: users.id });
  await db.insert(partnerProfiles).values({ userId: user!.id, partnerType: 'permenent', verificationStatus: status });
  await db.insert(partnerServices).values({ userId: user!.id, serviceId: service!.id });
  await db.insert(partnerLocations).values({ userId: user!.id, city: 'Nagpur', ...at });
  return { userId: user!.id, serviceId: service!.id };
}

const get = async (url: string) => {
  const response = await testApp.app.inject({ method: 'GET', url });
  return { status: response.statusCode, body: response.json() };
};
const near = (point: { latitude: number; longitude: number }) => `latitude=${point.latitude}&longitude=${point.longitude}`;
const names = (body: { data: Array<{ name: string }> }) => body.data.map((service) => service.name);

describe('near-me service lists', () => {
  it('lists a service only when a verified partner works within 25 km', async () => {
    const carpenterList = () => get(`/api/sublist/service/3/${homeRepairsId}?${near(nagpur)}`);
    const homeRepairsId = (await get('/api/subcategory/3')).body.data.find((sub: { name: string }) => sub.name === 'Home Repairs').id;

    expect(names((await carpenterList()).body)).toEqual([]);

    await addPartner('Carpenter', north(30));
    expect(names((await carpenterList()).body)).toEqual([]);

    await addPartner('Carpenter', north(10));
    const listed = await carpenterList();
    expect(listed.status).toBe(200);
    expect(names(listed.body)).toEqual(['Carpenter']);
    expect(names((await get(`/api/catlist/service/3?${near(nagpur)}`)).body)).toEqual(['Carpenter']);
  });

  it('never lists a service for an unverified or deleted partner', async () => {
    await addPartner('Painter', north(1), 'pending');
    const deleted = await addPartner('Plumber', north(2));
    await testApp.db.update(users).set({ deletedAt: new Date(), mobile: null }).where(eq(users.id, deleted.userId));

    const listed = names((await get(`/api/catlist/service/3?${near(nagpur)}`)).body);

    expect(listed).not.toContain('Painter');
    expect(listed).not.toContain('Plumber');
  });

  it("never lists the seeded unverified partner's services", async () => {
    const [suresh] = await testApp.db.select({ id: users.id }).from(users).where(eq(users.mobile, '9876500003'));
    const offered = await testApp.db.select().from(partnerServices).where(eq(partnerServices.userId, suresh!.id));
    expect(offered.length).toBeGreaterThan(0);
    // Move him where no verified partner works: only his offers could list anything there.
    const kochi = { latitude: 9.9312, longitude: 76.2673 };
    await testApp.db.update(partnerLocations).set(kochi).where(eq(partnerLocations.userId, suresh!.id));

    for (const category of [1, 2, 3, 4]) {
      expect((await get(`/api/catlist/service/${category}?${near(kochi)}`)).body.data).toEqual([]);
    }
  });

  it('lists the category services offered in Chennai with the list fields', async () => {
    const { status, body } = await get(`/api/catlist/service/1?latitude=13.0827&longitude=80.2707`);

    expect(status).toBe(200);
    expect(body.data.length).toBeGreaterThanOrEqual(15);
    const shed = body.data.find((service: { name: string }) => service.name === 'Factory shed construction');
    expect(shed).toMatchObject({ servicetype: 'enquiry', category_id: 1, working_per_day: 0, working_per_hour: 0 });
    const helper = body.data.find((service: { name: string }) => service.name === 'Warehouse Helper');
    expect(helper).toMatchObject({ servicetype: 'service', working_per_hour: 180, working_per_day: 900, image_url: '/api/images/service/warehouse-helper.svg' });
    expect(helper.average_rating).toBe(helper.avergae_ratting);
    expect(helper.total_reviews).toBeGreaterThanOrEqual(3);
    expect(Object.keys(helper).sort()).toEqual(
      ['about_us', 'average_rating', 'avergae_ratting', 'category_id', 'id', 'image_url', 'name', 'overview', 'servicetype', 'subcategory_id', 'total_reviews', 'working_per_day', 'working_per_hour'].sort(),
    );
    for (const service of body.data) expect(service.category_id).toBe(1);
  });

  it('lists every service with a verified partner when no coordinates are sent', async () => {
    const { body } = await get('/api/catlist/service/4');

    expect(names(body)).toEqual(expect.arrayContaining(['Home Tutor – Maths', 'Study-abroad counselling', 'Spoken English Tutor']));
  });

  it.each([
    ['latitude=91&longitude=80', { latitude: [coordinateMessages.latitude] }],
    ['latitude=13&longitude=-181', { longitude: [coordinateMessages.longitude] }],
    ['latitude=north&longitude=80', { latitude: [coordinateMessages.latitude] }],
    ['latitude=13', { longitude: [coordinateMessages.both] }],
    ['longitude=80', { latitude: [coordinateMessages.both] }],
  ])('answers 422 for %s', async (query, errors) => {
    for (const url of [`/api/catlist/service/3?${query}`, `/api/sublist/service/3/1?${query}`, `/api/services/search?query=a&${query}`]) {
      const { status, body } = await get(url);
      expect(status).toBe(422);
      expect(body).toEqual({ status: 422, errors });
    }
  });
});

describe('the cards the database writes as JSON', () => {
  const cardKeys = ['about_us', 'average_rating', 'avergae_ratting', 'category_id', 'id', 'image_url', 'name', 'overview', 'servicetype', 'subcategory_id', 'total_reviews', 'working_per_day', 'working_per_hour'];
  const cardOf = (details: Record<string, unknown>) => Object.fromEntries(cardKeys.map((key) => [key, details[key]]));

  it('gives every listed card exactly the fields and values of the details overlay, awkward text included, as application/json', async () => {
    const awkward = 'Quotes " and \\ backslash, a tab\tand a new\nline, \u0001 a control character, हिन्दी, emoji 🔧, and </script>';
    const [before] = await testApp.db.select().from(services).where(eq(services.name, 'Warehouse Helper'));
    await testApp.db.update(services).set({ aboutUs: awkward, overview: `${awkward} (overview)`, imageUrl: null }).where(eq(services.id, before!.id));
    try {
      await expectCardsAsInDetails(awkward);
    } finally {
      await testApp.db.update(services).set({ aboutUs: before!.aboutUs, overview: before!.overview, imageUrl: before!.imageUrl }).where(eq(services.id, before!.id));
    }
  });

  async function expectCardsAsInDetails(awkward: string) {

    const lists = [
      await testApp.app.inject({ method: 'GET', url: '/api/catlist/service/1' }),
      await testApp.app.inject({ method: 'GET', url: '/api/catlist/service/1?page=1&latitude=13.0827&longitude=80.2707' }),
      await testApp.app.inject({ method: 'GET', url: '/api/user/mostpopulerservice?latitude=13.0827&longitude=80.2707' }),
      await testApp.app.inject({ method: 'GET', url: '/api/user/industryservices' }),
    ];
    let compared = 0;
    for (const list of lists) {
      expect(list.statusCode).toBe(200);
      expect(list.headers['content-type']).toBe('application/json; charset=utf-8');
      const body = list.json();
      expect(body.status).toBe(200);
      for (const card of body.data) {
        expect(Object.keys(card).sort()).toEqual([...cardKeys].sort());
        const details = (await get(`/api/user/getdescription/${card.id}`)).body.data;
        expect(card).toStrictEqual(cardOf(details));
        compared += 1;
      }
    }
    expect(compared).toBeGreaterThan(20);
    const helper = lists[0]!.json().data.find((card: { name: string }) => card.name === 'Warehouse Helper');
    expect(helper).toMatchObject({ about_us: awkward, overview: `${awkward} (overview)`, image_url: null });
  }
});

describe('pages of a service list', () => {
  /** Kanpur: nothing is offered near it until these tests add it. */
  const kanpur = { latitude: 26.4499, longitude: 80.3319 };

  it('gives 48 services a page with next_page, the rest on the last page with next_page null', async () => {
    const rows = await testApp.db
      .insert(services)
      .values(Array.from({ length: 50 }, (_, index) => ({ name: `Warehouse shift ${String(index).padStart(2, '0')}`, categoryId: 1, subcategoryId: 1 })))
      .returning({ id: services.id });
    const [user] = await testApp.db
      .insert(users)
      .values({ role: 'employee', name: 'Kanpur Partner', mobile: '8899000001', passwordHash: 'disabled', isVerified: true })
      .returning({ id: users.id });
    await testApp.db.insert(partnerProfiles).values({ userId: user!.id, partnerType: 'permenent', verificationStatus: 'verified' });
    await testApp.db.insert(partnerLocations).values({ userId: user!.id, city: 'Kanpur', ...kanpur });
    await testApp.db.insert(partnerServices).values(rows.map((row) => ({ userId: user!.id, serviceId: row.id })));

    const first = await get(`/api/catlist/service/1?${near(kanpur)}`);
    const second = await get(`/api/catlist/service/1?${near(kanpur)}&page=2`);
    const third = await get(`/api/catlist/service/1?${near(kanpur)}&page=3`);

    expect(first.status).toBe(200);
    expect(first.body.data).toHaveLength(48);
    expect(first.body.next_page).toBe(2);
    expect(second.body.data).toHaveLength(2);
    expect(second.body.next_page).toBeNull();
    expect(new Set([...first.body.data, ...second.body.data].map((service: { id: number }) => service.id)).size).toBe(50);
    expect(third.body).toEqual({ status: 200, data: [], next_page: null });
    expect((await get(`/api/sublist/service/1/1?${near(kanpur)}`)).body.next_page).toBe(2);
  });

  it('refuses a page that is not a whole number from 1', async () => {
    for (const page of ['0', '-1', '1.5', 'two']) {
      const { status, body } = await get(`/api/catlist/service/1?page=${page}`);
      expect(status).toBe(422);
      expect(body.errors).toEqual({ page: ['Page must be a whole number from 1.'] });
    }
  });
});

describe('categories and subcategories', () => {
  it('lists the four categories with their images', async () => {
    const { body } = await get('/api/category');

    expect(body.data.map((category: { id: number; category_name: string }) => [category.id, category.category_name])).toEqual([
      [1, 'Industry & Factory'],
      [2, 'Retail & Shop'],
      [3, 'Home & Personal'],
      [4, 'Tutor/Consultancies'],
    ]);
    expect(body.data[0].image_url).toBe('/api/images/category/industry-and-factory.svg');
  });

  it('lists the subcategories of a category, 404 for an unknown one and 422 for a malformed id', async () => {
    const { body } = await get('/api/subcategory/2');
    expect(body.data[0]).toEqual({ id: expect.any(Number), category_id: 2, name: 'Shop Staff', subcategory_name: 'Shop Staff', image_url: '/api/images/subcategory/shop-staff.svg' });
    expect(body.data.length).toBeGreaterThanOrEqual(4);

    const missing = await get('/api/subcategory/99');
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ status: 404, errors: {}, message: 'No subcategory exist' });

    for (const malformed of ['abc', '0', '2147483648', '-1', '1.5']) {
      const refused = await get(`/api/subcategory/${malformed}`);
      expect(refused.status).toBe(422);
      expect(refused.body).toEqual({ status: 422, errors: { categoryId: ['Must be a positive whole number.'] } });
    }
  });

  it('gives a category with its subcategories', async () => {
    const { body } = await get('/api/categorylist/4');

    expect(body.data).toMatchObject({ id: 4, category_name: 'Tutor/Consultancies' });
    expect(body.data.subcategories.map((sub: { name: string }) => sub.name)).toContain('Home Tutors');
    expect((await get('/api/categorylist/77')).status).toBe(404);
  });

  it('lists the services of one subcategory', async () => {
    const sub = (await get('/api/subcategory/4')).body.data.find((entry: { name: string }) => entry.name === 'Home Tutors');

    const { body } = await get(`/api/sublist/service/4/${sub.id}?latitude=12.9716&longitude=77.5946`);

    expect(names(body).sort()).toEqual(['Home Tutor – English', 'Home Tutor – Maths', 'Home Tutor – Science', 'Primary Classes Tutor']);
    expect((await get(`/api/sublist/service/1/${sub.id}`)).body.data).toEqual([]);
  });
});

describe('GET /api/services/search', () => {
  const search = (query: string) => get(`/api/services/search?query=${encodeURIComponent(query)}`);

  it('ranks names that start with the text before names that contain it', async () => {
    const { status, body } = await search('Cle');

    expect(status).toBe(200);
    const found = names(body);
    const startsWith = found.findIndex((name) => !name.toLowerCase().startsWith('cle'));
    expect(found.slice(0, startsWith).every((name) => name.toLowerCase().startsWith('cle'))).toBe(true);
    expect(found).toEqual(expect.arrayContaining(['House Cleaning', 'Factory Deep Cleaning', 'Kitchen Deep Cleaning']));
    expect(found.length).toBeLessThanOrEqual(10);
  });

  it('puts a prefix match first and returns both ids and names', async () => {
    await testApp.db.insert(services).values({ name: 'Cleaning Supervisor', categoryId: 1, subcategoryId: 1, ratePerHour: 200, ratePerDay: 1200 });
    await addPartner('Cleaning Supervisor', north(0));

    const { body } = await search('clean');

    expect(body.data[0]).toEqual({
      id: expect.any(Number),
      name: 'Cleaning Supervisor',
      category_id: 1,
      subcategory_id: 1,
      category_name: 'Industry & Factory',
      subcategory_name: 'Machine Maintenance',
    });
    expect(names(body)).toContain('House Cleaning');
  });

  it('matches subcategory and category names from one character, at most 10', async () => {
    expect(names((await search('Home Tutors')).body)).toEqual(expect.arrayContaining(['Home Tutor – Maths', 'Primary Classes Tutor']));
    expect(names((await search('Tutor/Consult')).body).length).toBeGreaterThan(0);
    expect((await search('e')).body.data).toHaveLength(10);
  });

  it('treats % and _ as plain characters', async () => {
    expect((await search('%')).body.data).toEqual([]);
    expect((await search('_')).body.data).toEqual([]);
    await testApp.db.insert(services).values({ name: 'Flat 50% Deep Clean', categoryId: 3, subcategoryId: 12 });
    await addPartner('Flat 50% Deep Clean', north(0));
    expect(names((await search('50%')).body)).toEqual(['Flat 50% Deep Clean']);
  });

  it('answers an empty list for no match or an empty query', async () => {
    expect((await search('zzzqx')).body).toEqual({ status: 200, data: [] });
    expect((await search('  ')).body).toEqual({ status: 200, data: [] });
  });

  it('applies the near-me rule', async () => {
    const { body } = await get(`/api/services/search?query=Carpenter&${near({ latitude: 15, longitude: 75 })}`);
    expect(body.data).toEqual([]);
  });
});

describe('service details', () => {
  async function serviceWithReviews(name: string, ratings: number[]) {
    const [row] = await testApp.db.insert(services).values({ name, categoryId: 3, subcategoryId: 11, ratePerHour: 500, ratePerDay: 3000, aboutUs: 'One. Two. Three.', mediaUrls: ['/api/images/service/x.svg'] }).returning({ id: services.id });
    if (ratings.length === 0) return row!.id;
    await testApp.db.insert(reviews).values(
      ratings.map((rating, index) => ({
        serviceId: row!.id,
        reviewerName: `Reviewer ${index}`,
        rating,
        comment: `Comment ${index}`,
        createdAt: new Date(Date.UTC(2026, 0, 1 + index)),
      })),
    );
    return row!.id;
  }

  it('gives the reviews newest first with counts per star and the rounded average', async () => {
    const id = await serviceWithReviews('Geyser Installation', [5, 4, 4, 5, 3, 5, 1]);

    for (const path of [`/api/user/getservice/${id}?latitude=13.08&longitude=80.27`, `/api/user/getdescription/${id}`]) {
      const { status, body } = await get(path);
      expect(status).toBe(200);
      expect(body.data).toMatchObject({
        id,
        name: 'Geyser Installation',
        servicetype: 'service',
        average_rating: 3.9,
        avergae_ratting: 3.9,
        total_reviews: 7,
        working_per_day: 3000,
        working_per_hour: 500,
        media_urls: ['/api/images/service/x.svg'],
        rating_counts: { '5': 3, '4': 2, '3': 1, '2': 0, '1': 1 },
      });
      expect(body.data.reviews.map((review: { name: string }) => review.name)).toEqual(
        ['Reviewer 6', 'Reviewer 5', 'Reviewer 4', 'Reviewer 3', 'Reviewer 2', 'Reviewer 1', 'Reviewer 0'],
      );
      expect(body.data.reviews[0]).toEqual({ name: 'Reviewer 6', comment: 'Comment 6', rating: 1, created_at: '2026-01-07T00:00:00.000Z' });
    }
  });

  it('rounds halves up like the lists do', async () => {
    // 87 / 20 = 4.35 → 4.4 (a float average would give 4.3).
    const id = await serviceWithReviews('Inverter Battery Service', [...Array(7).fill(5), ...Array(13).fill(4)]);
    await addPartner('Inverter Battery Service', north(0));

    const details = (await get(`/api/user/getdescription/${id}`)).body.data;
    const listed = (await get(`/api/sublist/service/3/11?${near(nagpur)}`)).body.data.find((service: { id: number }) => service.id === id);

    expect(details.average_rating).toBe(4.4);
    expect(listed.average_rating).toBe(4.4);
    expect(listed.total_reviews).toBe(20);
  });

  it('keeps the list summary equal to the reviews when one is added, changed or deleted', async () => {
    const id = await serviceWithReviews('Sofa Shampooing', [5, 3]);
    await addPartner('Sofa Shampooing', north(0));
    const listed = async () =>
      (await get(`/api/sublist/service/3/11?${near(nagpur)}`)).body.data.find((service: { id: number }) => service.id === id);
    expect(await listed()).toMatchObject({ average_rating: 4, total_reviews: 2 });

    const [added] = await testApp.db.insert(reviews).values({ serviceId: id, reviewerName: 'New', rating: 1, comment: 'Late' }).returning({ id: reviews.id });
    expect(await listed()).toMatchObject({ average_rating: 3, total_reviews: 3 });

    await testApp.db.update(reviews).set({ rating: 4 }).where(eq(reviews.id, added!.id));
    expect(await listed()).toMatchObject({ average_rating: 4, total_reviews: 3 });

    await testApp.db.delete(reviews).where(eq(reviews.serviceId, id));
    expect(await listed()).toMatchObject({ average_rating: 0, total_reviews: 0 });
  });

  it('gives zero rating and empty reviews for a new service, 404 for an unknown one, 422 for a malformed id', async () => {
    const id = await serviceWithReviews('Chimney Cleaning', []);
    const { body } = await get(`/api/user/getservice/${id}`);
    expect(body.data).toMatchObject({ average_rating: 0, total_reviews: 0, reviews: [], rating_counts: { '5': 0, '4': 0, '3': 0, '2': 0, '1': 0 } });

    const missing = await get('/api/user/getservice/999999');
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ status: 404, errors: {}, message: 'Failed to load product data' });
    const malformed = await get('/api/user/getservice/abc');
    expect(malformed.status).toBe(422);
    expect(malformed.body).toEqual({ status: 422, errors: { id: ['Must be a positive whole number.'] } });
  });

  it('refuses an over-long search text and a repeated page in the spec shape', async () => {
    const long = await get(`/api/services/search?query=${'a'.repeat(501)}`);
    expect(long.status).toBe(422);
    expect(long.body).toEqual({ status: 422, errors: { query: ['Must be at most 500 characters.'] } });
    const control = await get('/api/services/search?query=plumb%01er');
    expect(control.status).toBe(422);
    expect(control.body.errors).toEqual({ query: ['Remove the control characters from this field.'] });
  });

  it('has seeded about text of 3–5 sentences and 1–6 media pictures', async () => {
    const [electrician] = await testApp.db.select({ id: services.id }).from(services).where(eq(services.name, 'Electrician'));
    const { body } = await get(`/api/user/getdescription/${electrician!.id}`);

    const sentences = body.data.about_us.split('.').filter((part: string) => part.trim() !== '');
    expect(sentences.length).toBeGreaterThanOrEqual(3);
    expect(sentences.length).toBeLessThanOrEqual(5);
    expect(body.data.media_urls.length).toBeGreaterThanOrEqual(1);
    expect(body.data.media_urls.length).toBeLessThanOrEqual(6);
    expect(body.data.total_reviews).toBeGreaterThanOrEqual(3);
    expect(body.data.total_reviews).toBeLessThanOrEqual(8);
  });
});
