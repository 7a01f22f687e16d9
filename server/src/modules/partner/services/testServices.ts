import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../../db/client';
import { notifications, partnerLocations, partnerServices, services } from '../../../db/schema';
import { bearer } from '../../../../test/accounts';
import type { Point } from '../../catalog/coordinates';

/**
 * Test helpers of the partner services calls: the calls as a partner makes them, where a
 * service sits in the catalogue, and whether near-me lists show it at a point.
 */

/** Jaisalmer: no seeded partner within the site's radius, so only the test's partners list here. */
export const jaisalmer: Point = { latitude: 26.9157, longitude: 70.9083 };
/** About `km` north of a point (a degree of latitude is 111.32 km everywhere). */
export const northOf = (point: Point, km: number): Point => ({ latitude: point.latitude + km / 111.32, longitude: point.longitude });

export function partnerCalls(app: FastifyInstance) {
  return (token: string, method: 'GET' | 'POST', url: string, payload?: object) =>
    app.inject({ method, url: `/api/employee/${url}`, headers: bearer(token), ...(payload ? { payload } : {}) });
}

/** A catalogue service's place: its id, category and subcategory. */
export async function cataloguePlace(db: Database, name: string) {
  const [row] = await db
    .select({ service: services.id, category: services.categoryId, subCategory: services.subcategoryId })
    .from(services)
    .where(eq(services.name, name));
  if (!row?.category || !row.subCategory) throw new Error(`no catalogue service named ${name}`);
  return { service: row.service, category: row.category, subCategory: row.subCategory };
}

/** A work place with its own radius, as employee/work-areas stores one. */
export async function addWorkPlace(db: Database, partnerId: number, point: Point, radiusKm: number): Promise<void> {
  await db.insert(partnerLocations).values({ userId: partnerId, ...point, city: 'Jaisalmer', radiusKm });
}

/** Whether the near-me list of the service's subcategory shows it at the point. */
export async function listedNear(app: FastifyInstance, place: { category: number; subCategory: number }, serviceId: number, point: Point) {
  const response = await app.inject({
    method: 'GET',
    url: `/api/sublist/service/${place.category}/${place.subCategory}?latitude=${point.latitude}&longitude=${point.longitude}`,
  });
  if (response.statusCode !== 200) throw new Error(`near-me list failed: ${response.body}`);
  return (response.json().data as Array<{ id: number }>).some((service) => service.id === serviceId);
}

export async function hasLink(db: Database, partnerId: number, serviceId: number): Promise<boolean> {
  const rows = await db
    .select()
    .from(partnerServices)
    .where(and(eq(partnerServices.userId, partnerId), eq(partnerServices.serviceId, serviceId)));
  return rows.length > 0;
}

export async function notificationsOf(db: Database, userId: number) {
  return db.select({ kind: notifications.kind, message: notifications.message }).from(notifications).where(eq(notifications.userId, userId));
}
