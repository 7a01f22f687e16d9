import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { enquiries } from '../../db/schema';
import { bearer } from '../../../test/accounts';
import { filesUnder, multipartRequest, photo } from '../media/testSupport';

/**
 * Helpers of the customer's enquiry tests: move-request forms as the site sends them, the
 * upload folders, and ops' answer written straight into the row (ops' own calls have their own
 * tests in ops.test.ts).
 */

/** An MP4's first box: size, then 'ftyp', brand 'isom'; the rest is filler. */
const ftyp = Buffer.from([0, 0, 0, 0x18, ...Buffer.from('ftypisom'), 0, 0, 2, 0, ...Buffer.from('isomiso2mp41')]);
export const mp4 = (bytes = 64 * 1024) => Buffer.concat([ftyp, Buffer.alloc(bytes, 7)]);

export const file = (bytes: Buffer, name: string, type: string) => new File([new Uint8Array(bytes)], name, { type });

export interface MoveFormInput {
  fromaddress?: string;
  toaddress?: string;
  dob?: string;
  mobile?: string;
  description?: string;
  photos?: number;
  /** The field name of photo i; the site's `images[i]` by default. */
  photoField?: (index: number) => string;
  video?: File | null;
}

/** POST user/pd/delivery's body, named as the site's client sends it (shared/src/api/enquiries.ts). */
export async function moveForm(input: MoveFormInput = {}): Promise<FormData> {
  const form = new FormData();
  form.append('fromaddress', input.fromaddress ?? 'Flat 3, Rose Villa, T. Nagar, Chennai 600017');
  form.append('toaddress', input.toaddress ?? 'Whitefield, Bengaluru');
  form.append('dob', input.dob ?? '2026-03-05');
  form.append('mobile', input.mobile ?? '9876512345');
  form.append('description', input.description ?? 'A two-bedroom flat: fridge, sofa and 20 boxes.');
  const field = input.photoField ?? ((index: number) => `images[${index}]`);
  for (let index = 0; index < (input.photos ?? 3); index += 1) {
    form.append(field(index), file(await photo(400 + index * 10, 300), `room-${index}.png`, 'image/png'));
  }
  if (input.video) form.append('video', input.video);
  return form;
}

export function sendMove(app: FastifyInstance, token: string, form: FormData) {
  return app.inject({ method: 'POST', url: '/api/user/pd/delivery', ...withBearer(multipartRequest(form), token) });
}

function withBearer(request: ReturnType<typeof multipartRequest>, token: string) {
  return { payload: request.payload, headers: { ...request.headers, ...bearer(token) } };
}

/** Every file under the app's uploads folder (all kinds), relative to it. */
export const uploadedFiles = (dataDir: string) => filesUnder(path.join(dataDir, 'uploads'));

export async function enquiryRow(db: Database, id: number) {
  const [row] = await db.select().from(enquiries).where(eq(enquiries.id, id));
  return row!;
}

/** Ops' answer, as their answer call writes it: enquired, with a quote when given. */
export async function answerWithQuote(db: Database, id: number, quote: number | null, at = new Date('2026-03-01T11:00:00Z')) {
  await db.update(enquiries).set({ status: 'enquired', answer: 'Our engineer can come; the price covers everything.', quote, answeredAt: at }).where(eq(enquiries.id, id));
}
