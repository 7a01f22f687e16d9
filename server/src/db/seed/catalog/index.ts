import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../client';
import { banners, categories, partnerProfiles, partnerLocations, partnerServices, reviews, services, subcategories, users } from '../../schema';
import { imageUrl } from '../../../modules/images/urls';
import { seedBanners } from './banners';
import { seedCategories, slugify, type SeedService } from './data';
import { demoAccountOfferings, FIRST_PARTNER_MOBILE, partnerOffset, seedCities } from './partners';
import { reviewsForService } from './reviews';

export interface CatalogueSeedResult {
  categories: number;
  subcategories: number;
  services: number;
  reviews: number;
  partners: number;
  banners: number;
}

/** Never a valid scrypt hash: the demo partners of the catalogue cannot log in. */
const NO_LOGIN = 'disabled';
const VERIFIED_AT = new Date('2025-06-01T00:00:00Z');

function serviceValues(service: SeedService, categoryId: number, subcategoryId: number, promise: string) {
  const slug = slugify(service.name);
  const enquiry = service.type === 'enquiry';
  return {
    name: service.name,
    categoryId,
    subcategoryId,
    serviceType: enquiry ? ('enquiry' as const) : ('service' as const),
    ratePerDay: enquiry ? 0 : service.perDay ?? 0,
    ratePerHour: enquiry ? 0 : service.perHour ?? 0,
    aboutUs: `${service.about} ${promise}`,
    overview: service.about.slice(0, service.about.indexOf('.') + 1),
    imageUrl: imageUrl('service', slug),
    mediaUrls: [1, 2, 3].map((variant) => imageUrl('service', slug, variant)),
  };
}

/**
 * Categories, subcategories, services with rates and reviews; with `partners`, the demo
 * partners who offer them. Insert-if-missing throughout, so a second run changes nothing
 * (and edits an admin made later are kept).
 */
export async function seedCatalogue(db: Database, options: { partners: boolean }): Promise<CatalogueSeedResult> {
  const result: CatalogueSeedResult = { categories: 0, subcategories: 0, services: 0, reviews: 0, partners: 0, banners: 0 };
  const insertedCategories = await db
    .insert(categories)
    .values(seedCategories.map((category) => ({ id: category.id, name: category.name, imageUrl: imageUrl('category', slugify(category.name)) })))
    .onConflictDoNothing()
    .returning({ id: categories.id });
  result.categories = insertedCategories.length;
  // The ids were given explicitly: move the sequence past them for categories added later.
  await db.execute(sql`SELECT setval(pg_get_serial_sequence('categories', 'id'), (SELECT max(id) FROM categories))`);

  let bookableIndex = 0;
  for (const category of seedCategories) {
    for (const subcategory of category.subcategories) {
      const inserted = await db
        .insert(subcategories)
        .values({ categoryId: category.id, name: subcategory.name, imageUrl: imageUrl('subcategory', slugify(subcategory.name)) })
        .onConflictDoNothing()
        .returning({ id: subcategories.id });
      result.subcategories += inserted.length;
      const [row] = await db
        .select({ id: subcategories.id })
        .from(subcategories)
        .where(and(eq(subcategories.categoryId, category.id), eq(subcategories.name, subcategory.name)));
      if (!row) throw new Error(`subcategory ${subcategory.name} is missing after insert`);

      for (const service of subcategory.services) {
        const values = serviceValues(service, category.id, row.id, subcategory.promise);
        const created = await db.insert(services).values(values).onConflictDoNothing({ target: services.name }).returning({ id: services.id });
        result.services += created.length;
        // A database from before the catalogue has the bare report-form row: give it its place once.
        if (created.length === 0) {
          const { name: _name, ...catalogueFields } = values;
          await db.update(services).set(catalogueFields).where(and(eq(services.name, service.name), isNull(services.categoryId)));
        }
        if (service.type === 'enquiry') continue;
        bookableIndex += 1;
        result.reviews += await seedReviews(db, service.name, bookableIndex);
      }
    }
  }
  if (options.partners) {
    result.partners = await seedPartners(db);
    await seedPartnerOffers(db);
  }
  result.banners = await seedHomeBanners(db);
  return result;
}

async function seedHomeBanners(db: Database): Promise<number> {
  const inserted = await db
    .insert(banners)
    .values(
      seedBanners.map((banner) => ({
        slug: banner.slug,
        title: banner.title,
        description: banner.description,
        color: banner.color,
        imageUrl: imageUrl('banner', banner.slug),
        topRatedPosition: banner.topRated,
      })),
    )
    .onConflictDoNothing({ target: banners.slug })
    .returning({ id: banners.id });
  return inserted.length;
}

async function serviceIdsByName(db: Database, names: readonly string[]): Promise<Map<string, number>> {
  const rows = await db.select({ id: services.id, name: services.name }).from(services).where(inArray(services.name, [...names]));
  return new Map(rows.map((row) => [row.name, row.id]));
}

async function seedReviews(db: Database, serviceName: string, index: number): Promise<number> {
  const [service] = await db.select({ id: services.id }).from(services).where(eq(services.name, serviceName));
  if (!service) return 0;
  const [existing] = await db.select({ id: reviews.id }).from(reviews).where(eq(reviews.serviceId, service.id)).limit(1);
  if (existing) return 0;
  const rows = reviewsForService(index).map((review) => ({ ...review, serviceId: service.id }));
  await db.insert(reviews).values(rows);
  return rows.length;
}

/** Each city's partners share its subcategories round-robin, so every city offers the whole catalogue. */
async function seedPartners(db: Database): Promise<number> {
  const subcategoryServices = seedCategories.flatMap((category) =>
    category.subcategories.map((subcategory) => subcategory.services.map((service) => service.name)),
  );
  const ids = await serviceIdsByName(db, subcategoryServices.flat());
  let created = 0;
  let index = 0;
  for (const city of seedCities) {
    for (const [slot, name] of city.partners.entries()) {
      const mobile = String(FIRST_PARTNER_MOBILE + index);
      const offset = partnerOffset(index);
      index += 1;
      const offered = subcategoryServices.filter((_, position) => position % city.partners.length === slot).flat();
      const userId = await ensurePartner(db, name, mobile, city.name);
      if (userId.created) created += 1;
      await addOfferings(db, userId.id, offered.map((service) => ids.get(service)).filter((id) => id !== undefined), {
        city: city.name,
        latitude: city.latitude + offset.dLat,
        longitude: city.longitude + offset.dLng,
      });
    }
  }
  for (const demo of demoAccountOfferings) {
    const [account] = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.role, 'employee'), eq(users.mobile, demo.mobile), isNull(users.deletedAt)));
    if (!account) continue;
    const demoIds = await serviceIdsByName(db, demo.services);
    await addOfferings(db, account.id, [...demoIds.values()], { city: demo.city, latitude: demo.latitude, longitude: demo.longitude });
  }
  return created;
}

/**
 * Each seeded link (partner, service) gets the offer the partner's service list shows: a
 * catalogue offer, approved, without photos, with the partner's profile as contact. One
 * INSERT … SELECT for the thousands of links; links that have their offer already are skipped,
 * so a second run adds nothing.
 */
async function seedPartnerOffers(db: Database): Promise<void> {
  await db.execute(sql`
    INSERT INTO partner_service_offers
      (user_id, service_id, category_id, subcategory_id, origin, approval, employee_type, contact_name, mobile, email, address, created_at, updated_at)
    SELECT ps.user_id, ps.service_id, s.category_id, s.subcategory_id, 'catalogue', 'approved', 'full_time',
           u.name, coalesce(u.mobile, ''), coalesce(u.email, ''), coalesce(u.address, ''), ${VERIFIED_AT.toISOString()}::timestamptz, ${VERIFIED_AT.toISOString()}::timestamptz
    FROM partner_services ps
    JOIN services s ON s.id = ps.service_id AND s.category_id IS NOT NULL AND s.subcategory_id IS NOT NULL
    JOIN users u ON u.id = ps.user_id
    ORDER BY ps.user_id, ps.service_id
    ON CONFLICT (user_id, service_id) WHERE service_id IS NOT NULL DO NOTHING`);
}

async function ensurePartner(db: Database, name: string, mobile: string, city: string): Promise<{ id: number; created: boolean }> {
  const [inserted] = await db
    .insert(users)
    .values({ role: 'employee', name, mobile, passwordHash: NO_LOGIN, address: city, isVerified: true })
    .onConflictDoNothing()
    .returning({ id: users.id });
  if (inserted) {
    await db.insert(partnerProfiles).values({
      userId: inserted.id,
      partnerType: 'permenent',
      experience: '6 years',
      description: `Experienced professional serving customers across ${city}.`,
      verificationStatus: 'verified',
      verifiedAt: VERIFIED_AT,
      mobileConfirmedAt: VERIFIED_AT,
    });
    return { id: inserted.id, created: true };
  }
  const [existing] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, 'employee'), eq(users.mobile, mobile), isNull(users.deletedAt)));
  if (!existing) throw new Error(`demo partner ${mobile} is missing after insert`);
  return { id: existing.id, created: false };
}

async function addOfferings(
  db: Database,
  userId: number,
  serviceIds: number[],
  location: { city: string; latitude: number; longitude: number },
): Promise<void> {
  if (serviceIds.length > 0) {
    await db.insert(partnerServices).values(serviceIds.map((serviceId) => ({ userId, serviceId }))).onConflictDoNothing();
  }
  const [hasLocation] = await db.select({ id: partnerLocations.id }).from(partnerLocations).where(eq(partnerLocations.userId, userId)).limit(1);
  if (!hasLocation) await db.insert(partnerLocations).values({ userId, ...location });
}
