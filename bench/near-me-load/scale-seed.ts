// Usage: tsx bench/near-me-load/scale-seed.ts --out <file.json> [--services 100000] [--partners 20000]
// Fills an empty database (DATABASE_URL, or PGlite in DATA_DIR as the server reads them) with
// a marketplace-sized catalogue for bench/near-me-load.mjs, then writes the database version and
// the row counts to --out.
// It applies the server's migrations and normal seed first, then adds, in multi-row inserts:
// services spread over the seeded subcategories, verified partners (users + employee_profiles)
// working in Indian cities, their work locations, the services they offer, and reviews.
import { writeFile } from 'node:fs/promises';
import { count, eq, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { openDatabase, type Database } from '../../server/src/db/client';
import {
  categories,
  partnerProfiles,
  partnerLocations,
  partnerServices,
  reviews,
  services,
  subcategories,
  users,
} from '../../server/src/db/schema';
import { seedDatabase } from '../../server/src/db/seed';
import { seedCategories, slugify, type SeedService } from '../../server/src/db/seed/catalog/data';
import { reviewsForService } from '../../server/src/db/seed/catalog/reviews';
import { imageUrl } from '../../server/src/modules/images/urls';

/** Rows per INSERT: large enough to be fast, well under PostgreSQL's 65,535 bind parameters. */
const BATCH_ROWS = 2_000;

/** Where the partners work, weighted roughly by each city's size. */
const CITIES = [
  { name: 'Mumbai', latitude: 19.076, longitude: 72.8777, weight: 20 },
  { name: 'Delhi', latitude: 28.6139, longitude: 77.209, weight: 20 },
  { name: 'Bengaluru', latitude: 12.9716, longitude: 77.5946, weight: 14 },
  { name: 'Hyderabad', latitude: 17.385, longitude: 78.4867, weight: 12 },
  { name: 'Chennai', latitude: 13.0827, longitude: 80.2707, weight: 11 },
  { name: 'Kolkata', latitude: 22.5726, longitude: 88.3639, weight: 10 },
  { name: 'Pune', latitude: 18.5204, longitude: 73.8567, weight: 7 },
  { name: 'Ahmedabad', latitude: 23.0225, longitude: 72.5714, weight: 6 },
] as const;

/** Partners work up to this far from their city centre, so some fall outside the 25 km radius. */
const MAX_JITTER_KM = 30;
const KM_PER_DEGREE = 111.32;

const FIRST_NAMES = [
  'Aarav', 'Aditi', 'Amit', 'Ananya', 'Arjun', 'Deepa', 'Farhan', 'Gita', 'Harish', 'Isha', 'Jayesh', 'Kavya',
  'Lakshmi', 'Manoj', 'Meera', 'Nikhil', 'Pooja', 'Rahul', 'Ravi', 'Sana', 'Sandeep', 'Shreya', 'Suresh', 'Vikram',
];
const LAST_NAMES = [
  'Sharma', 'Patel', 'Reddy', 'Iyer', 'Nair', 'Gupta', 'Khan', 'Das', 'Rao', 'Joshi', 'Singh', 'Kulkarni',
  'Banerjee', 'Menon', 'Shaikh', 'Yadav', 'Pillai', 'Chatterjee', 'Verma', 'Desai',
];

/** Never a valid scrypt hash: like the demo partners of the normal seed, these cannot log in. */
const NO_LOGIN = 'disabled';
/** Bench partners' mobiles start here, far from the demo numbers (90…, 98…). */
const FIRST_MOBILE = 7_000_000_000;

interface Options {
  out: string;
  services: number;
  partners: number;
}

function parseOptions(argv: string[]): Options {
  const value = (flag: string) => {
    const index = argv.indexOf(flag);
    return index === -1 ? undefined : argv[index + 1];
  };
  const positiveInteger = (flag: string, fallback: number) => {
    const number = Number(value(flag) ?? fallback);
    if (!Number.isInteger(number) || number < 1) throw new Error(`${flag} must be a positive integer`);
    return number;
  };
  const out = value('--out');
  if (!out) throw new Error('--out <file> is required');
  return { out, services: positiveInteger('--services', 100_000), partners: positiveInteger('--partners', 20_000) };
}

/** Small seeded PRNG (mulberry32): the same data set on every run and on both drivers. */
function randomSource(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
  return { next, int, pick };
}
type Random = ReturnType<typeof randomSource>;

async function insertInBatches<Row>(rows: Row[], insert: (batch: Row[]) => Promise<unknown>): Promise<void> {
  for (let start = 0; start < rows.length; start += BATCH_ROWS) await insert(rows.slice(start, start + BATCH_ROWS));
}

/** Like insertInBatches, for an insert that returns the new ids: all of them, in insertion order. */
async function insertReturningIds<Row>(rows: Row[], insert: (batch: Row[]) => Promise<{ id: number }[]>): Promise<number[]> {
  const ids: number[] = [];
  for (let start = 0; start < rows.length; start += BATCH_ROWS) {
    ids.push(...(await insert(rows.slice(start, start + BATCH_ROWS))).map((row) => row.id));
  }
  return ids;
}

interface Subcategory {
  id: number;
  categoryId: number;
  promise: string;
  templates: SeedService[];
}

/** The seeded subcategories with their ids and the seed's services as name and text templates. */
async function loadSubcategories(db: Database): Promise<Subcategory[]> {
  const rows = await db.select().from(subcategories);
  return seedCategories.flatMap((category) =>
    category.subcategories.map((seeded) => {
      const row = rows.find((candidate) => candidate.categoryId === category.id && candidate.name === seeded.name);
      if (!row) throw new Error(`subcategory ${seeded.name} is missing: did the normal seed run?`);
      return { id: row.id, categoryId: category.id, promise: seeded.promise, templates: seeded.services };
    }),
  );
}

/**
 * "Plumber 1234", "Electrician 87", …: each seeded service name numbered, round-robin over the
 * subcategories, so a prefix such as "elec" matches a few thousand rows, as a real catalogue would.
 */
function serviceRows(subcategoryList: Subcategory[], total: number, random: Random) {
  const numberOf = new Map<string, number>();
  const subcategoryOfRow: number[] = [];
  const rows = Array.from({ length: total }, (_, index) => {
    const subcategoryIndex = index % subcategoryList.length;
    const subcategory = subcategoryList[subcategoryIndex]!;
    const template = subcategory.templates[Math.floor(index / subcategoryList.length) % subcategory.templates.length]!;
    const number = (numberOf.get(template.name) ?? 0) + 1;
    numberOf.set(template.name, number);
    subcategoryOfRow.push(subcategoryIndex);
    const enquiry = template.type === 'enquiry';
    // ±20 % around the template's rate, in whole rupees.
    const rate = (base: number | undefined) => (enquiry ? 0 : Math.round((base ?? 0) * (0.8 + random.next() * 0.4)));
    const slug = slugify(template.name);
    return {
      name: `${template.name} ${number}`,
      categoryId: subcategory.categoryId,
      subcategoryId: subcategory.id,
      serviceType: enquiry ? ('enquiry' as const) : ('service' as const),
      ratePerDay: rate(template.perDay),
      ratePerHour: rate(template.perHour),
      aboutUs: `${template.about} ${subcategory.promise}`,
      overview: template.about.slice(0, template.about.indexOf('.') + 1),
      imageUrl: imageUrl('service', slug),
      mediaUrls: [1, 2, 3].map((variant) => imageUrl('service', slug, variant)),
    };
  });
  return { rows, subcategoryOfRow };
}

function pickCity(random: Random) {
  const total = CITIES.reduce((sum, city) => sum + city.weight, 0);
  let ticket = random.next() * total;
  for (const city of CITIES) {
    ticket -= city.weight;
    if (ticket < 0) return city;
  }
  return CITIES[0];
}

/** A point up to MAX_JITTER_KM from the city centre, spread evenly over that disc. */
function jitter(city: (typeof CITIES)[number], random: Random) {
  const distanceKm = MAX_JITTER_KM * Math.sqrt(random.next());
  const angle = random.next() * 2 * Math.PI;
  const latitude = city.latitude + (distanceKm * Math.sin(angle)) / KM_PER_DEGREE;
  const longitude = city.longitude + (distanceKm * Math.cos(angle)) / (KM_PER_DEGREE * Math.cos((city.latitude * Math.PI) / 180));
  return { latitude: Number(latitude.toFixed(6)), longitude: Number(longitude.toFixed(6)), city: city.name };
}

async function insertPartners(db: Database, total: number, random: Random) {
  const cities = Array.from({ length: total }, () => pickCity(random));
  const userIds = await insertReturningIds(
    cities.map((city, index) => ({
      role: 'employee' as const,
      name: `${random.pick(FIRST_NAMES)} ${random.pick(LAST_NAMES)}`,
      mobile: String(FIRST_MOBILE + index),
      passwordHash: NO_LOGIN,
      address: city.name,
      isVerified: true,
    })),
    (batch) => db.insert(users).values(batch).returning({ id: users.id }),
  );
  const verifiedAt = new Date('2025-06-01T00:00:00Z');
  await insertInBatches(
    userIds.map((userId, index) => ({
      userId,
      partnerType: 'permenent', // sic: the spec's value, as the normal seed writes it
      experience: `${1 + (index % 15)} years`,
      description: `Experienced professional serving customers across ${cities[index]!.name}.`,
      verificationStatus: 'verified' as const,
      verifiedAt,
    })),
    (batch) => db.insert(partnerProfiles).values(batch),
  );
  // One work location each, and a second one in the same city for one partner in ten.
  const locations = userIds.flatMap((userId, index) => {
    const city = cities[index]!;
    const first = { userId, ...jitter(city, random) };
    return random.next() < 0.1 ? [first, { userId, ...jitter(city, random) }] : [first];
  });
  await insertInBatches(locations, (batch) => db.insert(partnerLocations).values(batch));
  return userIds;
}

/**
 * Each partner works in one trade (subcategory) and offers 3–8 of its services, now and then one
 * from another subcategory of the same category.
 */
function offerRows(partnerIds: number[], serviceIds: number[], subcategoryOfRow: number[], subcategoryList: Subcategory[], random: Random) {
  const bySubcategory = subcategoryList.map(() => [] as number[]);
  serviceIds.forEach((serviceId, row) => bySubcategory[subcategoryOfRow[row]!]!.push(serviceId));
  const siblings = subcategoryList.map((own) =>
    subcategoryList.flatMap((other, index) => (other.categoryId === own.categoryId ? [index] : [])),
  );
  return partnerIds.flatMap((userId) => {
    const trade = random.int(0, subcategoryList.length - 1);
    const offered = new Set<number>();
    // A tiny --services may leave a category fewer services than a partner wants.
    const available = siblings[trade]!.reduce((sum, index) => sum + bySubcategory[index]!.length, 0);
    const wanted = Math.min(random.int(3, 8), available);
    while (offered.size < wanted) {
      const from = random.next() < 0.15 ? random.pick(siblings[trade]!) : trade;
      offered.add(random.pick(bySubcategory[from]!));
    }
    return [...offered].map((serviceId) => ({ userId, serviceId }));
  });
}

/** Two services in three have reviews, written with the normal seed's templates. */
function reviewRows(serviceIds: number[], random: Random) {
  return serviceIds.flatMap((serviceId, index) => {
    if (random.next() < 1 / 3) return [];
    return reviewsForService(index + 1)
      .slice(0, random.int(1, 6))
      .map((review) => ({ ...review, serviceId }));
  });
}

async function rowCount(db: Database, table: PgTable, where?: ReturnType<typeof eq>): Promise<number> {
  const [row] = await db.select({ rows: count() }).from(table).where(where);
  return row!.rows;
}

/** What the bench reports as its data set: counted in the database, not assumed. */
async function dataSizes(db: Database) {
  return {
    services: await rowCount(db, services),
    categories: await rowCount(db, categories),
    subcategories: await rowCount(db, subcategories),
    partners: await rowCount(db, users, eq(users.role, 'employee')),
    verifiedPartners: await rowCount(db, partnerProfiles, eq(partnerProfiles.verificationStatus, 'verified')),
    partnerServices: await rowCount(db, partnerServices),
    partnerLocations: await rowCount(db, partnerLocations),
    reviews: await rowCount(db, reviews),
  };
}

async function databaseVersion(db: Database): Promise<string> {
  // Both drivers answer { rows }, but drizzle types the result per driver.
  const result = (await db.execute(sql`SELECT version() AS version`)) as unknown as { rows: { version: string }[] };
  return result.rows[0]!.version;
}

async function timed<T>(label: string, work: () => Promise<T>): Promise<T> {
  const started = performance.now();
  const result = await work();
  console.log(`  ${label} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return result;
}

async function main(): Promise<void> {
  const options = parseOptions(process.argv.slice(2));
  const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir: process.env.DATA_DIR ?? './data' });
  try {
    const { db } = database;
    await timed('migrations and normal seed', async () => {
      await database.migrate();
      await seedDatabase(db, { demoAccounts: false });
    });
    // The bulk rows are added once: a second run would only duplicate partners and offers.
    if ((await rowCount(db, partnerServices)) > 0) throw new Error('The database already has partner offers: seed an empty one.');

    const random = randomSource(20_251_123);
    const subcategoryList = await loadSubcategories(db);
    const { rows, subcategoryOfRow } = serviceRows(subcategoryList, options.services, random);
    const serviceIds = await timed(`${rows.length} services`, () =>
      insertReturningIds(rows, (batch) => db.insert(services).values(batch).returning({ id: services.id })),
    );
    const partnerIds = await timed(`${options.partners} partners and their locations`, () => insertPartners(db, options.partners, random));
    const offers = offerRows(partnerIds, serviceIds, subcategoryOfRow, subcategoryList, random);
    await timed(`${offers.length} partner services`, () => insertInBatches(offers, (batch) => db.insert(partnerServices).values(batch)));
    const reviewList = reviewRows(serviceIds, random);
    await timed(`${reviewList.length} reviews`, () => insertInBatches(reviewList, (batch) => db.insert(reviews).values(batch)));
    // What autovacuum does after a bulk load on a live PostgreSQL (statistics, visibility map),
    // done now so that it does not run in the middle of a measurement. PGlite has no autovacuum:
    // without this it would plan with no statistics at all.
    await timed('VACUUM ANALYZE', () => db.execute(sql`VACUUM ANALYZE`));

    const output = { databaseVersion: await databaseVersion(db), rows: await dataSizes(db) };
    await writeFile(options.out, `${JSON.stringify(output, null, 2)}\n`);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
