import { and, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { enquiries, notifications, partnerLocations } from '../../db/schema';
import type { SmsProvider } from '../../providers/sms';
import { demo, login, signUpVerified } from '../../../test/accounts';
import { createTestApp, type TestApp } from '../../../test/testApp';
import type { Point } from '../catalog/coordinates';
import { serviceIdNamed, verifiedPartner } from '../partner/bookings/testBookings';

/**
 * Test data for ops' side of enquiries: enquiries written straight into the test database, so
 * these tests do not depend on the customer's forms (which have tests of their own).
 */

/** Open sea in the Bay of Bengal: no seeded partner works within reach of it. */
export const sea: Point = { latitude: 15, longitude: 88 };

/** A point `km` due north of `from`. */
export const northOf = (from: Point, km: number): Point => ({ latitude: from.latitude + km / 111.195, longitude: from.longitude });

const MAKEUP = 'Party & Bridal Makeup Package';

/**
 * The app ops' enquiry tests run against: SMS captured, sign-ups and partner registrations not
 * rate-limited (every enquiry comes from a new customer), ops signed in, and the seeded service the
 * service enquiries are about.
 */
export async function startEnquiryOpsApp(sms: SmsProvider) {
  const testApp = await createTestApp({ sms, env: { PARTNER_REGISTRATIONS_PER_HOUR: '100', REGISTRATIONS_PER_HOUR: '100' } });
  const adminToken = (await login(testApp.app, 'admin', demo.admin)).token;
  const makeup = await serviceIdNamed(testApp.db, MAKEUP);
  return { testApp, adminToken, makeup };
}

/** A new customer's service enquiry for the makeup package (`makeup` from startEnquiryOpsApp). */
export async function newServiceEnquiry(testApp: TestApp, makeup: number) {
  const { id: userId } = await signUpVerified(testApp.app, testApp.db);
  return { userId, id: await insertServiceEnquiry(testApp.db, userId, makeup, MAKEUP) };
}

/** A new customer's Pass Fast Express enquiry moving from `from`. */
export async function newPdEnquiry(testApp: TestApp, from: Point | null = sea) {
  const { id: userId } = await signUpVerified(testApp.app, testApp.db);
  return { userId, id: await insertPdEnquiry(testApp.db, userId, from) };
}

export async function insertServiceEnquiry(db: Database, userId: number, serviceId: number, serviceName: string): Promise<number> {
  const [row] = await db
    .insert(enquiries)
    .values({
      kind: 'service',
      userId,
      mobile: '9876512345',
      description: 'Bridal makeup for a wedding of 200 guests.',
      serviceId,
      serviceName,
      name: 'Priya Sharma',
      email: 'priya@example.in',
      address: '4 Lake Road, Kolkata',
      workType: 'day',
      dayHours: 1,
      serviceDate: '2026-03-12',
      serviceTime: '09:00',
    })
    .returning({ id: enquiries.id });
  return row!.id;
}

export async function insertPdEnquiry(db: Database, userId: number, from: Point | null = sea): Promise<number> {
  const [row] = await db
    .insert(enquiries)
    .values({
      kind: 'pd',
      userId,
      mobile: '9876554321',
      description: 'Two cupboards and a fridge.',
      fromAddress: '12 Park Street, Kolkata',
      toAddress: '8 Salt Lake Sector V, Kolkata',
      moveDate: '2026-03-15',
      fromLatitude: from?.latitude ?? null,
      fromLongitude: from?.longitude ?? null,
      distanceKm: from ? 9.4 : null,
      photos: ['pd-photo-a', 'pd-photo-b', 'pd-photo-c'],
      video: 'pd-video.mp4',
    })
    .returning({ id: enquiries.id });
  return row!.id;
}

export async function enquiryRow(db: Database, id: number) {
  const [row] = await db.select().from(enquiries).where(eq(enquiries.id, id));
  if (!row) throw new Error(`no enquiry ${id}`);
  return row;
}

/** A verified, signed-in partner working from one place (null radius: the site's maximum). */
export async function partnerAt(app: FastifyInstance, db: Database, adminToken: string, place: Point, radiusKm: number | null = null) {
  const partner = await verifiedPartner(app, adminToken);
  await db.insert(partnerLocations).values({ userId: partner.id, latitude: place.latitude, longitude: place.longitude, city: 'Kolkata', radiusKm });
  return partner;
}

/** The person's notifications, newest first, as kind and message. */
export async function toldTo(db: Database, userId: number, kind?: string) {
  return db
    .select({ kind: notifications.kind, message: notifications.message })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), kind ? eq(notifications.kind, kind) : undefined))
    .orderBy(desc(notifications.id));
}
