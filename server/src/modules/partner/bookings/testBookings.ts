import { and, eq, isNull } from 'drizzle-orm';
import { recordTestCapture } from '../../../../test/payments';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../../db/client';
import { bookingLines, bookings, services, users } from '../../../db/schema';
import { bearer, login, registerPartner } from '../../../../test/accounts';
import type { Point } from '../../catalog/coordinates';

/**
 * Test data for the partner and admin booking calls: bookings written straight into the test
 * database, so these tests do not depend on how customers create them.
 */

/** City centres, as the seed places its partners around them. */
export const places: Record<'chennai' | 'delhi', Point> = {
  chennai: { latitude: 13.0827, longitude: 80.2707 },
  delhi: { latitude: 28.6139, longitude: 77.209 },
};

type LineInput = Partial<typeof bookingLines.$inferInsert> & { serviceId: number };

export interface BookingInput {
  userId: number;
  paymentStatus?: 'pending' | 'paid';
  place?: Point | null;
  description?: string;
  lines: LineInput[];
}

export async function serviceIdNamed(db: Database, name: string): Promise<number> {
  const [row] = await db.select({ id: services.id }).from(services).where(eq(services.name, name));
  if (!row) throw new Error(`no service named ${name}`);
  return row.id;
}

export async function accountId(db: Database, role: 'user' | 'employee', mobile: string): Promise<number> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, role), eq(users.mobile, mobile), isNull(users.deletedAt)));
  if (!row) throw new Error(`no ${role} with mobile ${mobile}`);
  return row.id;
}

/** One booking with its lines (defaults: an 8-hour line at ₹1,200, pending, in Chennai, unpaid). */
export async function insertBooking(db: Database, input: BookingInput): Promise<{ bookingId: number; lineIds: number[] }> {
  const place = input.place === undefined ? places.chennai : input.place;
  const lines = input.lines.map((line) => ({
    workMethod: 'hour' as const,
    duration: 8,
    serviceDate: '2026-03-10',
    serviceTime: '10:00',
    rate: 150,
    price: 1200,
    ...line,
  }));
  const [booking] = await db
    .insert(bookings)
    .values({
      userId: input.userId,
      name: 'Asha Verma',
      email: 'asha.verma@example.in',
      mobile: '9876511111',
      address: '12 Gandhi Street, Chennai',
      description: input.description ?? 'Fix the kitchen wiring.',
      latitude: place?.latitude ?? null,
      longitude: place?.longitude ?? null,
      totalAmount: lines.reduce((sum, line) => sum + line.price, 0),
      paymentStatus: input.paymentStatus ?? 'pending',
    })
    .returning({ id: bookings.id });
  const inserted = await db
    .insert(bookingLines)
    .values(lines.map((line) => ({ ...line, bookingId: booking!.id })))
    .returning({ id: bookingLines.id });
  // Paid as a checkout would have left it: a captured payment, in the ledger (issue 38).
  if (input.paymentStatus === 'paid') await recordTestCapture(db, booking!.id);
  return { bookingId: booking!.id, lineIds: inserted.map((row) => row.id) };
}

export async function lineRow(db: Database, lineId: number) {
  const [row] = await db.select().from(bookingLines).where(eq(bookingLines.id, lineId));
  if (!row) throw new Error(`no line ${lineId}`);
  return row;
}

/** A newly registered partner whom the admin verified, signed in. */
export async function verifiedPartner(app: FastifyInstance, adminToken: string) {
  const partner = await registerPartner(app);
  const verified = await app.inject({ method: 'POST', url: `/api/admin/partners/${partner.id}/verify`, headers: bearer(adminToken) });
  if (verified.statusCode !== 200) throw new Error(`verification failed: ${verified.body}`);
  return { ...partner, token: (await login(app, 'employee', partner)).token };
}

/** A 4-digit start code that is not the right one. */
export const wrongCode = (code: string) => String((Number(code) + 1) % 10_000).padStart(4, '0');

/** Records every SMS instead of sending it; `failNext` makes the next send throw like a provider outage. */
export function capturingSms() {
  const sent: Array<{ to: string; text: string }> = [];
  let failures = 0;
  return {
    sent,
    failNext() {
      failures += 1;
    },
    provider: {
      async send(to: string, text: string) {
        if (failures > 0) {
          failures -= 1;
          throw new Error('SMS gateway unavailable');
        }
        sent.push({ to, text });
      },
    },
    codeSentTo(mobile: string): string {
      const last = [...sent].reverse().find((message) => message.to === mobile);
      const code = /\b(\d{4})\b/.exec(last?.text ?? '')?.[1];
      if (!code) throw new Error(`no code was sent to ${mobile}`);
      return code;
    },
  };
}
