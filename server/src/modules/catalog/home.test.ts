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

interface Point {
  latitude: number;
  longitude: number;
}
interface ListedService {
  id: number;
  name: string;
  category_id: number;
  average_rating: number;
  total_reviews: number;
}

/** Nagpur and Jaipur: no seeded partner works within 25 km of either. */
const nagpur = { latitude: 21.1458, longitude: 79.0882 };
const jaipur = { latitude: 26.9124, longitude: 75.7873 };
const chennai = { latitude: 13.0827, longitude: 80.2707 };
const KM_PER_DEGREE_LATITUDE = 111.32;
const northOf = (point: Point, km: number) => ({ latitude: point.latitude + km / KM_PER_DEGREE_LATITUDE, longitude: point.longitude });

let nextMobile = 8700000000;
async function addPartner(serviceName: string, at: Point) {
  const db = testApp.db;
  const [service] = await db.select({ id: services.id }).from(services).where(eq(services.name, serviceName));
  const [user] = await db
    .insert(users)
    .values({ role: 'employee', name: 'Test Partner', mobile: String((nextMobile += 1)), passwordHash: 'disabled', isVerified: true })
    .returning({ id: users.id });
  await db.insert(partnerProfiles).values({ userId: user!.id, partnerType: 'permenent', verificationStatus: 'verified' });
  await db.insert(partnerServices).values({ userId: user!.id, serviceId: service!.id });
  await db.insert(partnerLocations).values({ userId: user!.id, city: 'Test city', ...at });
}

async function serviceWithRatings(name: string, categoryId: number, subcategoryId: number, ratings: number[]) {
  const [row] = await testApp.db.insert(services).values({ name, categoryId, subcategoryId, ratePerHour: 300, ratePerDay: 2000 }).returning({ id: services.id });
  await testApp.db.insert(reviews).values(ratings.map((rating, index) => ({ serviceId: row!.id, reviewerName: `Reviewer ${index}`, rating, comment: 'Good work.' })));
}

const get = async (url: string) => {
  const response = await testApp.app.inject({ method: 'GET', url });
  return { status: response.statusCode, body: response.json() };
};
const near = (point: Point) => `latitude=${point.latitude}&longitude=${point.longitude}`;
const list = async (url: string): Promise<ListedService[]> => {
  const { status, body } = await get(url);
  expect(status).toBe(200);
  return body.data;
};
const names = (services: ListedService[]) => services.map((service) => service.name);

const categorySections = [
  ['/api/user/industryservices', 1],
  ['/api/user/retailservices', 2],
  ['/api/user/homeandpersonal', 3],
  ['/api/user/gettutoringandconsulting', 4],
] as const;

describe('home category sections', () => {
  it.each(categorySections)('%s lists 12 services of category %i, best rated first', async (path, categoryId) => {
    const listed = await list(path);

    expect(listed).toHaveLength(12);
    for (const service of listed) expect(service.category_id).toBe(categoryId);
    const ratings = listed.map((service) => service.average_rating);
    expect(ratings).toEqual([...ratings].sort((a, b) => b - a));
    expect(Object.keys(listed[0]!).sort()).toEqual(
      ['about_us', 'average_rating', 'avergae_ratting', 'category_id', 'id', 'image_url', 'name', 'overview', 'servicetype', 'subcategory_id', 'total_reviews', 'working_per_day', 'working_per_hour'].sort(),
    );
  });

  it('lists a service near the point only when a verified partner works within 25 km', async () => {
    await addPartner('Carpenter', northOf(nagpur, 30));
    await addPartner('Warehouse Helper', northOf(nagpur, 30));
    expect(await list(`/api/user/homeandpersonal?${near(nagpur)}`)).toEqual([]);
    expect(await list(`/api/user/industryservices?${near(nagpur)}`)).toEqual([]);

    await addPartner('Carpenter', northOf(nagpur, 10));
    await addPartner('Warehouse Helper', northOf(nagpur, 10));

    expect(names(await list(`/api/user/homeandpersonal?${near(nagpur)}`))).toEqual(['Carpenter']);
    expect(names(await list(`/api/user/industryservices?${near(nagpur)}`))).toEqual(['Warehouse Helper']);
    expect(await list(`/api/user/retailservices?${near(nagpur)}`)).toEqual([]);
    expect(await list(`/api/user/gettutoringandconsulting?${near(nagpur)}`)).toEqual([]);
  });

  it('orders by average rating, then by number of reviews, then by name', async () => {
    await serviceWithRatings('Board Exam Physics Tutor', 4, 16, [4, 4, 4, 4, 4, 4, 4, 4, 4, 4]);
    await serviceWithRatings('Abacus Teacher', 4, 16, [5]);
    await serviceWithRatings('Vedic Maths Tutor', 4, 16, [4, 4]);
    await serviceWithRatings('Chess Coach', 4, 16, [4, 4]);
    for (const name of ['Board Exam Physics Tutor', 'Abacus Teacher', 'Vedic Maths Tutor', 'Chess Coach']) await addPartner(name, jaipur);

    const listed = await list(`/api/user/gettutoringandconsulting?${near(jaipur)}`);

    expect(names(listed)).toEqual(['Abacus Teacher', 'Board Exam Physics Tutor', 'Chess Coach', 'Vedic Maths Tutor']);
    expect(listed[0]).toMatchObject({ average_rating: 5, total_reviews: 1 });
  });

  it('answers 422 for bad or half coordinates', async () => {
    const { status, body } = await get('/api/user/retailservices?latitude=13');
    expect(status).toBe(422);
    expect(body).toEqual({ status: 422, errors: { longitude: [coordinateMessages.both] } });
    expect((await get('/api/user/industryservices?latitude=95&longitude=80')).body.errors).toEqual({ latitude: [coordinateMessages.latitude] });
  });
});

describe('GET /api/user/mostpopulerservice', () => {
  it('lists the 12 most reviewed services near the point across categories', async () => {
    const listed = await list(`/api/user/mostpopulerservice?${near(chennai)}`);

    expect(listed).toHaveLength(12);
    expect(new Set(listed.map((service) => service.category_id)).size).toBeGreaterThan(1);
    const byPopularity = [...listed].sort(
      (a, b) => b.total_reviews - a.total_reviews || b.average_rating - a.average_rating || a.name.toLowerCase().localeCompare(b.name.toLowerCase()),
    );
    expect(names(listed)).toEqual(names(byPopularity));
  });

  it('puts more reviews first, then the higher rating, then the name', async () => {
    const point = { latitude: 23.2599, longitude: 77.4126 };
    await serviceWithRatings('Dry Cleaning Pickup', 3, 12, [3, 3, 3]);
    await serviceWithRatings('Bathroom Cleaning', 3, 12, [5, 5]);
    await serviceWithRatings('Balcony Cleaning', 3, 12, [4, 4]);
    await serviceWithRatings('Window Cleaning', 3, 12, [4, 4]);
    for (const name of ['Window Cleaning', 'Balcony Cleaning', 'Bathroom Cleaning', 'Dry Cleaning Pickup']) await addPartner(name, northOf(point, 5));
    await addPartner('Painter', northOf(point, 30));

    const listed = await list(`/api/user/mostpopulerservice?${near(point)}`);

    expect(names(listed)).toEqual(['Dry Cleaning Pickup', 'Bathroom Cleaning', 'Balcony Cleaning', 'Window Cleaning']);
  });

  it.each([
    ['', { latitude: [coordinateMessages.both], longitude: [coordinateMessages.both] }],
    ['?latitude=13.08', { longitude: [coordinateMessages.both] }],
    ['?longitude=80.27', { latitude: [coordinateMessages.both] }],
    ['?latitude=13.08&longitude=200', { longitude: [coordinateMessages.longitude] }],
  ])('answers 422 without both coordinates (%s)', async (query, errors) => {
    const { status, body } = await get(`/api/user/mostpopulerservice${query}`);

    expect(status).toBe(422);
    expect(body).toEqual({ status: 422, errors });
  });
});

describe('home banners', () => {
  it('lists the banners for the top-rated slider with their fields', async () => {
    const { status, body } = await get('/api/user/topratedservices');

    expect(status).toBe(200);
    expect(body.data.length).toBeGreaterThanOrEqual(4);
    expect(body.data.length).toBeLessThanOrEqual(6);
    expect(body.data.slice(0, 3).map((banner: { title: string }) => banner.title)).toEqual([
      'Deep cleaning before Diwali',
      'Home tutors for board exams',
      'Warehouse helpers by the day',
    ]);
    for (const banner of body.data) {
      expect(Object.keys(banner).sort()).toEqual(['color', 'description', 'id', 'image_url', 'title']);
      expect(banner.color).toMatch(/^#[0-9a-f]{6}$/);
      expect(banner.description.length).toBeGreaterThan(40);
      expect(banner.image_url).toMatch(/^\/api\/images\/banner\/[a-z0-9-]+\.svg$/);
    }
  });

  it('serves each banner image with its title', async () => {
    const { body } = await get('/api/user/topratedservices');
    for (const banner of body.data) {
      const image = await testApp.app.inject({ method: 'GET', url: banner.image_url });
      expect(image.statusCode).toBe(200);
      expect(image.body).toContain(`>${banner.title}</text>`);
    }
  });

  it('gives the slider the same banners ordered by id', async () => {
    const topRated = (await get('/api/user/topratedservices')).body.data;
    const { status, body } = await get('/api/user/sliderimage');

    expect(status).toBe(200);
    const ids = body.data.map((banner: { id: number }) => banner.id);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(body.data).toEqual(expect.arrayContaining(topRated));
    expect(body.data).toHaveLength(topRated.length);
    expect(ids).not.toEqual(topRated.map((banner: { id: number }) => banner.id));
  });
});
