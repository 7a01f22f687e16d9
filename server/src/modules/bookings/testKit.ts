import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { recordTestCapture } from '../../../test/payments';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { bookingLines, bookings, services } from '../../db/schema';
import { bearer, demo, login } from '../../../test/accounts';
import { moveLine } from './lifecycle';

/**
 * Helpers of the customer booking tests: calls as a customer, a cart booked through the API,
 * and lines moved along their state machine the way an admin and a partner would.
 */

/** The tests run on a manual clock starting 2026-03-01 10:00 UTC: 15:30 that day in India. */
export const TODAY = '2026-03-01';
export const SOON = '2026-03-05';

export const contact = {
  name: 'Asha Verma',
  email: 'asha.verma@example.in',
  mobile: '9876511111',
  address: '12 Gandhi Street, Chennai',
  description: 'Fix the kitchen wiring.',
  terms: true,
};

export async function serviceIdNamed(db: Database, name: string): Promise<number> {
  const [row] = await db.select({ id: services.id }).from(services).where(eq(services.name, name));
  if (!row) throw new Error(`no service named ${name}`);
  return row.id;
}

/** One customer call; the reply's status code and JSON body. */
export async function call(app: FastifyInstance, token: string, method: 'GET' | 'POST' | 'DELETE', path: string, payload?: object, headers: Record<string, string> = {}) {
  const response = await app.inject({ method, url: `/api/user/${path}`, payload, headers: { ...bearer(token), ...headers } });
  return { status: response.statusCode, body: response.json() };
}

export interface SlotInput {
  serviceId: number;
  serviceMethod: 'day' | 'hour';
  workingDuration: number;
  preferredTime?: string;
  preferredDate?: string;
}

export const storedService = (slot: SlotInput) => ({ preferredTime: '10:30', preferredDate: SOON, ...slot });

/**
 * Adds the services to the customer's cart and books them; the new booking's id. Like the site,
 * it sends a fresh Idempotency-Key: the same cart booked twice is two bookings.
 */
export async function bookThroughCart(app: FastifyInstance, token: string, slots: SlotInput[]): Promise<number> {
  for (const slot of slots) await call(app, token, 'POST', 'addtocart', { serviceId: slot.serviceId });
  const body = { storedServices: slots.map(storedService), formData: contact };
  const reply = await call(app, token, 'POST', 'createbooking', body, { 'idempotency-key': randomUUID() });
  if (reply.status !== 200) throw new Error(`createbooking answered ${reply.status}: ${JSON.stringify(reply.body)}`);
  return reply.body.data.id as number;
}

export async function linesOf(db: Database, bookingId: number) {
  return db.select().from(bookingLines).where(eq(bookingLines.bookingId, bookingId)).orderBy(bookingLines.id);
}

export async function lineRow(db: Database, lineId: number) {
  const [row] = await db.select().from(bookingLines).where(eq(bookingLines.id, lineId));
  return row!;
}

export async function bookingRow(db: Database, bookingId: number) {
  const [row] = await db.select().from(bookings).where(eq(bookings.id, bookingId));
  return row!;
}

/** The demo partner's account id (logs in once). */
export async function demoPartnerId(app: FastifyInstance): Promise<number> {
  const { response } = await login(app, 'employee', demo.partner);
  return response.json().success.id as number;
}

const admin = { role: 'admin' } as const;

/** Moves a pending line on as the admin and the partner would: allocated, started, completed. */
export async function advanceLine(db: Database, lineId: number, to: 'assigned' | 'confirmed' | 'completed', partnerId: number, at = new Date()) {
  await moveLine(db, lineId, 'allocate', admin, { partnerId, assignedAt: at });
  if (to === 'assigned') return;
  await moveLine(db, lineId, 'start', admin, { startedAt: at, startCodeNonce: null, startCodeExpiresAt: null });
  if (to === 'confirmed') return;
  await moveLine(db, lineId, 'complete', admin, { completedAt: at });
}

/** As a checkout would: the booking paid, with its captured payment in the ledger (issue 38). */
export async function markPaid(db: Database, bookingId: number): Promise<void> {
  await db.update(bookings).set({ paymentStatus: 'paid' }).where(eq(bookings.id, bookingId));
  await recordTestCapture(db, bookingId);
}
