// @pglite-in-ci: CI runs this file on PGlite too (.ci/run): it covers code with a PGlite branch of its own.
import { and, eq, inArray, sql } from 'drizzle-orm';
import { categories, partnerLocations, partnerProfiles, partnerServices, services, users } from '../../db/schema';
import { createTestDatabase, type TestDatabase } from '../../../test/testDb';
import type { Point } from './coordinates';
import { z } from 'zod';
import { serviceWire, type ServiceWire } from '@servenear/shared/wire';
import { categoryHighlights, popularServices, servicesOfCategory, type CardsJson } from './service';
import { LIST_WALK_LIMIT, listServiceCardsByRating, listServiceCardsNear, RATING_WALK_LIMIT } from './repository';

/**
 * The near-me queries read service_places (kept by triggers), walked along its indexes. These
 * tests hold them to the definition they replace, computed here in plain TypeScript: a service
 * is near a point when a verified partner whose account is live offers it and has a place whose
 * radius (at most the site's maximum) reaches the point by great-circle distance.
 */
let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const MAX_RADIUS_KM = 25;
const EARTH_RADIUS_KM = 6371;

function haversineKm(a: Point, b: Point): number {
  const radians = (degrees: number) => (degrees * Math.PI) / 180;
  const h =
    Math.sin(radians(b.latitude - a.latitude) / 2) ** 2 +
    Math.cos(radians(a.latitude)) * Math.cos(radians(b.latitude)) * Math.sin(radians(b.longitude - a.longitude) / 2) ** 2;
  return EARTH_RADIUS_KM * 2 * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** A fixed-seed generator (mulberry32), so a failure names points that fail again. */
function randomFrom(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** Pune's centre: the random partners and points fall within about 60 km of it. */
const CENTRE = { latitude: 18.5204, longitude: 73.8567 };
const around = (random: () => number, spreadDegrees: number): Point => ({
  latitude: CENTRE.latitude + (random() - 0.5) * spreadDegrees,
  longitude: CENTRE.longitude + (random() - 0.5) * spreadDegrees,
});

/** Near service ids by the definition, from the base tables' rows. */
async function nearByDefinition(point: Point): Promise<Set<number>> {
  const rows = await database.db
    .select({ serviceId: partnerServices.serviceId, latitude: partnerLocations.latitude, longitude: partnerLocations.longitude, radiusKm: partnerLocations.radiusKm })
    .from(partnerServices)
    .innerJoin(partnerProfiles, and(eq(partnerProfiles.userId, partnerServices.userId), eq(partnerProfiles.verificationStatus, 'verified')))
    .innerJoin(users, and(eq(users.id, partnerServices.userId), sql`${users.deletedAt} IS NULL`))
    .innerJoin(partnerLocations, eq(partnerLocations.userId, partnerServices.userId));
  return new Set(
    rows
      .filter((row) => haversineKm(point, row) <= Math.min(row.radiusKm ?? MAX_RADIUS_KM, MAX_RADIUS_KM))
      .map((row) => row.serviceId),
  );
}

/** The cards of a list the database wrote as JSON. */
const cards = (json: CardsJson): ServiceWire[] => z.array(serviceWire).parse(JSON.parse(json));

/** Every page of every category list near the point. */
async function nearByLists(point: Point): Promise<Set<number>> {
  const found = new Set<number>();
  for (const category of await database.db.select({ id: categories.id }).from(categories)) {
    let page: number | null = 1;
    while (page !== null) {
      const result = await servicesOfCategory(database.db, category.id, { point, page }, MAX_RADIUS_KM);
      for (const service of cards(result.data)) found.add(service.id);
      page = result.next_page;
    }
  }
  return found;
}

let nextMobile = 8_700_000_000;
async function addRandomPartners(random: () => number, count: number): Promise<void> {
  const catalogue = await database.db.select({ id: services.id }).from(services).where(sql`${services.categoryId} IS NOT NULL`);
  for (let index = 0; index < count; index += 1) {
    const status = random() < 0.8 ? 'verified' : random() < 0.5 ? 'pending' : 'rejected';
    const [user] = await database.db
      .insert(users)
      .values({ role: 'employee', name: `Random Partner ${index}`, mobile: String((nextMobile += 1)), passwordHash: 'disabled', isVerified: true })
      .returning({ id: users.id });
    await database.db.insert(partnerProfiles).values({ userId: user!.id, partnerType: 'permenent', verificationStatus: status });
    const places = 1 + Math.floor(random() * 2);
    for (let place = 0; place < places; place += 1) {
      const radiusKm = random() < 0.4 ? null : 1 + Math.floor(random() * 30);
      await database.db.insert(partnerLocations).values({ userId: user!.id, city: 'Pune', radiusKm, ...around(random, 1) });
    }
    const offered = new Set(Array.from({ length: 1 + Math.floor(random() * 4) }, () => catalogue[Math.floor(random() * catalogue.length)]!.id));
    await database.db.insert(partnerServices).values([...offered].map((serviceId) => ({ userId: user!.id, serviceId })));
  }
}

describe('near-me queries agree with the exact-distance definition', () => {
  beforeAll(async () => {
    await addRandomPartners(randomFrom(17), 60);
  });

  it('lists exactly the services near each of 40 random points, every page', async () => {
    const random = randomFrom(2026);
    let nonEmpty = 0;
    for (let index = 0; index < 40; index += 1) {
      const point = around(random, 1.4);
      const expected = await nearByDefinition(point);
      expect([...(await nearByLists(point))].sort()).toEqual([...expected].sort());
      if (expected.size > 0) nonEmpty += 1;
    }
    // The points are spread so that most have near services and some have none.
    expect(nonEmpty).toBeGreaterThan(20);
    expect(nonEmpty).toBeLessThan(40);
  });

  it('fills the home rows only with near services', async () => {
    const random = randomFrom(7);
    for (let index = 0; index < 15; index += 1) {
      const point = around(random, 1.4);
      const expected = await nearByDefinition(point);
      const popular = cards(await popularServices(database.db, point, MAX_RADIUS_KM));
      expect(popular.length).toBe(Math.min(12, expected.size));
      for (const service of popular) expect(expected.has(service.id)).toBe(true);
      const highlights = cards(await categoryHighlights(database.db, 3, point, MAX_RADIUS_KM));
      for (const service of highlights) expect(expected.has(service.id)).toBe(true);
    }
  });
});

describe('a capped first walk gives the same pages and rows as a walk never cut', () => {
  // Small pages and rows, so that some first walks fill them and others come back short.
  const PAGE = 3;
  const WALK_LIMITS = [1, 4, 15, LIST_WALK_LIMIT];

  beforeAll(async () => {
    await addRandomPartners(randomFrom(91), 40);
  });

  it('agrees on every page of every category and subcategory list at 6 random points', async () => {
    const random = randomFrom(404);
    const scopes = await database.db.select({ categoryId: services.categoryId, subcategoryId: services.subcategoryId }).from(services).groupBy(services.categoryId, services.subcategoryId);
    let pagesCompared = 0;
    for (let index = 0; index < 6; index += 1) {
      const near = { point: around(random, 1.4), radiusKm: MAX_RADIUS_KM };
      for (const { categoryId, subcategoryId } of scopes) {
        if (categoryId === null || subcategoryId === null) continue;
        for (const scope of [{ categoryId }, { categoryId, subcategoryId }]) {
          for (let offset = 0; ; offset += PAGE) {
            // A walk limit of 0 finds nothing: the page comes from the whole walk.
            const exact = await listServiceCardsNear(database.db, scope, near, { limit: PAGE, offset }, 0);
            for (const walkLimit of WALK_LIMITS) {
              expect(await listServiceCardsNear(database.db, scope, near, { limit: PAGE, offset }, walkLimit)).toEqual(exact);
            }
            pagesCompared += 1;
            if (exact.length < PAGE) break;
          }
        }
      }
    }
    expect(pagesCompared).toBeGreaterThan(100);
  });

  it('agrees on the popular and best-rated rows at 15 random points', async () => {
    const random = randomFrom(505);
    for (let index = 0; index < 15; index += 1) {
      const near = { point: around(random, 1.4), radiusKm: MAX_RADIUS_KM };
      for (const [categoryId, order] of [[null, 'popular'], [3, 'bestRated'], [null, 'bestRated']] as const) {
        const options = { order, limit: 4 };
        const exact = await listServiceCardsByRating(database.db, categoryId, near, options, 0);
        for (const walkLimit of [1, 3, 8, 30, RATING_WALK_LIMIT]) {
          expect(await listServiceCardsByRating(database.db, categoryId, near, options, walkLimit)).toEqual(exact);
        }
      }
    }
  });
});

/** service_places as its definition would write it now, for comparison with what triggers kept. */
async function servicePlacesByDefinition() {
  const result = await database.db.execute(sql`
    SELECT ps.service_id, pl.id AS place_id, s.category_id, s.subcategory_id, pl.latitude, pl.longitude, pl.radius_km
    FROM partner_services ps
    JOIN employee_profiles ep ON ep.user_id = ps.user_id AND ep.verification_status = 'verified'
    JOIN users u ON u.id = ps.user_id AND u.deleted_at IS NULL
    JOIN partner_locations pl ON pl.user_id = ps.user_id
    JOIN services s ON s.id = ps.service_id
    ORDER BY 1, 2`);
  return (result as unknown as { rows: unknown[] }).rows;
}
async function servicePlacesKept() {
  const result = await database.db.execute(sql`
    SELECT service_id, place_id, category_id, subcategory_id, latitude, longitude, radius_km FROM service_places ORDER BY 1, 2`);
  return (result as unknown as { rows: unknown[] }).rows;
}

describe('service_places follows every change that moves a service near or away', () => {
  async function partnerWithOffers() {
    const [partner] = await database.db
      .select({ userId: partnerProfiles.userId })
      .from(partnerProfiles)
      .innerJoin(partnerServices, eq(partnerServices.userId, partnerProfiles.userId))
      .where(eq(partnerProfiles.verificationStatus, 'verified'))
      .limit(1);
    return partner!.userId;
  }

  it('matches its definition after verification, account, place, offer and category changes', async () => {
    const userId = await partnerWithOffers();
    expect(await servicePlacesKept()).toEqual(await servicePlacesByDefinition());

    await database.db.update(partnerProfiles).set({ verificationStatus: 'pending' }).where(eq(partnerProfiles.userId, userId));
    expect(await database.db.execute(sql`SELECT 1 FROM service_places WHERE user_id = ${userId}`)).toMatchObject({ rows: [] });
    await database.db.update(partnerProfiles).set({ verificationStatus: 'verified' }).where(eq(partnerProfiles.userId, userId));
    expect(await servicePlacesKept()).toEqual(await servicePlacesByDefinition());

    await database.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, userId));
    expect(await servicePlacesKept()).toEqual(await servicePlacesByDefinition());
    await database.db.update(users).set({ deletedAt: null }).where(eq(users.id, userId));

    await database.db.update(partnerLocations).set({ latitude: 19.1, longitude: 72.9, radiusKm: 5 }).where(eq(partnerLocations.userId, userId));
    await database.db.insert(partnerLocations).values({ userId, city: 'Thane', latitude: 19.2, longitude: 72.97 });
    expect(await servicePlacesKept()).toEqual(await servicePlacesByDefinition());
    await database.db.delete(partnerLocations).where(and(eq(partnerLocations.userId, userId), eq(partnerLocations.city, 'Thane')));

    const offers = await database.db.select().from(partnerServices).where(eq(partnerServices.userId, userId));
    await database.db.delete(partnerServices).where(and(eq(partnerServices.userId, userId), eq(partnerServices.serviceId, offers[0]!.serviceId)));
    expect(await servicePlacesKept()).toEqual(await servicePlacesByDefinition());
    await database.db.insert(partnerServices).values(offers[0]!);

    await database.db.update(services).set({ categoryId: 1, subcategoryId: 1 }).where(inArray(services.id, offers.map((offer) => offer.serviceId)));
    expect(await servicePlacesKept()).toEqual(await servicePlacesByDefinition());
  });
});
