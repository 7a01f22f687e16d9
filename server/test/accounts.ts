import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { partnerProfiles, smsOutbox, users } from '../src/db/schema';
import { databaseOf, textsSentBy } from './testApp';
import type { Database } from '../src/db/client';

/** The Host app.inject() sends; a same-site browser request carries this Origin. */
export const SITE_ORIGIN = 'http://localhost:80';

export const demo = {
  admin: { mobile: '9000000001', password: 'ServeNear@Admin1' },
  /** Issue 39: an ops member with role support only. */
  support: { mobile: '9000000002', password: 'ServeNear@Support1' },
  customer: { mobile: '9876500001', password: 'demo1234' },
  partner: { mobile: '9876500002', password: 'demo1234' },
  pendingPartner: { mobile: '9876500003', password: 'demo1234' },
} as const;

/** A clock the test moves by hand. */
export function manualClock(start = new Date('2026-03-01T10:00:00Z')) {
  let now = start.getTime();
  return {
    clock: () => new Date(now),
    advance(seconds: number) {
      now += seconds * 1000;
    },
  };
}

export function bearer(token: string) {
  return { authorization: `Bearer ${token}` };
}

/** The sn_session cookie of a response, as a browser would send it back, plus a same-site Origin. */
export function cookieFrom(response: LightMyRequestResponse): { cookie: string; origin: string } {
  const session = response.cookies.find((cookie) => cookie.name === 'sn_session');
  if (!session) throw new Error('no session cookie in the response');
  return { cookie: `sn_session=${session.value}`, origin: SITE_ORIGIN };
}

export async function login(app: FastifyInstance, path: 'user' | 'employee' | 'admin', credentials: { mobile: string; password: string }) {
  if (path === 'admin') return opsLogin(app, credentials);
  const response = await app.inject({ method: 'POST', url: `/api/${path}/login`, payload: credentials });
  if (response.statusCode !== 200) throw new Error(`login failed: ${response.body}`);
  return { token: response.json().success.token as string, response };
}

const SIGN_IN_CODE = /sign-in code is (\d{6})\b/;

/** The ops sign-in code last texted to this number: in the app's own SMS provider's texts, else the outbox. */
export async function signInCodeSentTo(app: FastifyInstance, mobile: string): Promise<string> {
  const texted = [...textsSentBy(app)].reverse().find((message) => message.to === mobile && SIGN_IN_CODE.test(message.text));
  if (texted) return SIGN_IN_CODE.exec(texted.text)![1]!;
  const rows = await databaseOf(app).select().from(smsOutbox).where(eq(smsOutbox.to, mobile)).orderBy(desc(smsOutbox.id)).limit(20);
  const code = rows.map((row) => SIGN_IN_CODE.exec(row.body)?.[1]).find(Boolean);
  if (!code) throw new Error(`no sign-in code was sent to ${mobile}`);
  return code;
}

/**
 * Issue 39: an ops sign-in in its two steps — the password, then the code texted to the member's
 * number — as the admin tests' login. `response` is the code step's, which opens the session.
 */
export async function opsLogin(app: FastifyInstance, credentials: { mobile: string; password: string }) {
  const first = await app.inject({ method: 'POST', url: '/api/admin/login', payload: credentials });
  if (first.statusCode !== 200) throw new Error(`ops login failed: ${first.body}`);
  const { challenge } = first.json().second_factor as { challenge: string };
  const code = await signInCodeSentTo(app, credentials.mobile);
  const response = await app.inject({ method: 'POST', url: '/api/admin/login/code', payload: { challenge, code } });
  if (response.statusCode !== 200) throw new Error(`ops sign-in code refused: ${response.body}`);
  return { token: response.json().success.token as string, response };
}

let nextMobile = 7000000000;
/** A mobile number no other test uses (also across files: the databases are separate anyway). */
export function freshMobile(): string {
  nextMobile += 1;
  return String(nextMobile);
}

export async function signUp(app: FastifyInstance, mobile = freshMobile(), extra: Record<string, unknown> = {}) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/user/user-register',
    payload: { name: 'Meera Nair', mobile, password: 'tamarind42', ...extra },
  });
  if (response.statusCode !== 200) throw new Error(`sign-up failed: ${response.body}`);
  return { mobile, token: response.json().success.token as string, id: response.json().success.id as number, response };
}

/** A customer who has confirmed their number; set in the database, the OTP flow has tests of its own. */
export async function signUpVerified(app: FastifyInstance, db: Database, mobile = freshMobile()) {
  const account = await signUp(app, mobile);
  await db.update(users).set({ isVerified: true }).where(eq(users.id, account.id));
  return account;
}

/** The code in the newest outbox message to this number. */
export async function lastCodeSentTo(db: Database, mobile: string): Promise<string> {
  const [row] = await db.select().from(smsOutbox).where(eq(smsOutbox.to, mobile)).orderBy(desc(smsOutbox.id)).limit(1);
  const code = /\b(\d{4})\b/.exec(row?.body ?? '')?.[1];
  if (!code) throw new Error(`no code was sent to ${mobile}`);
  return code;
}

/** A multipart body as a browser's FormData would send it. */
export async function multipart(
  fields: Record<string, string>,
  files: Array<{ field: string; name: string; type: string; bytes: Uint8Array }> = [],
): Promise<Pick<InjectOptions, 'payload' | 'headers'>> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const file of files) form.append(file.field, new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
  const encoded = new Response(form);
  return {
    payload: Buffer.from(await encoded.arrayBuffer()),
    headers: { 'content-type': encoded.headers.get('content-type')! },
  };
}

/** Small files of each kind. The photos are real (2 × 2 pixels): images are stored re-encoded, so they must decode. */
export const sampleFiles = {
  jpeg: Uint8Array.from(
    Buffer.from(
      '/9j/2wBDABALDA4MChAODQ4SERATGCgaGBYWGDEjJR0oOjM9PDkzODdASFxOQERXRTc4UG1RV19iZ2hnPk1xeXBkeFxlZ2P/2wBDARESEhgVGC8aGi9jQjhCY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2P/wAARCAACAAIDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAT/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFAEBAAAAAAAAAAAAAAAAAAAABf/EABQRAQAAAAAAAAAAAAAAAAAAAAD/2gAMAwEAAhEDEQA/AJgBh5//2Q==',
      'base64',
    ),
  ),
  png: Uint8Array.from(Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEElEQVQI12M4EaABRAwQCgAljgUBYlofUgAAAABJRU5ErkJggg==', 'base64')),
  pdf: new TextEncoder().encode('%PDF-1.7\n1 0 obj << >> endobj\n%%EOF\n'),
  elf: Uint8Array.from([0x7f, 0x45, 0x4c, 0x46, 0x02, 0x01, 0x01, 0x00, 0x00, 0x00]),
  exe: Uint8Array.from([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00]),
};

let nextPartnerMobile = 8100000000;
/** Every field of a valid partner registration, with a number no other partner has. */
export const partnerFields = (overrides: Record<string, string> = {}) => ({
  name: 'Karthik Raja',
  mobile: String((nextPartnerMobile += 1)),
  email: 'karthik@example.in',
  password: 'coconut-grove',
  dob: '1992-06-15',
  gender: 'male',
  address: 'Velachery, Chennai',
  experience: '4 years',
  description: 'AC repair and servicing',
  bankName: 'Indian Bank',
  accountHolderName: 'Karthik Raja',
  accountNumber: '1234567890',
  ifcsCode: 'IDIB000V001',
  branchName: 'Velachery',
  isChecked: 'true',
  ...overrides,
});

/**
 * Registers a partner with one JPEG ID proof; their id and credentials. Their number is marked
 * confirmed in the database (`confirmMobile: false` leaves it waiting for its code): the code
 * step has tests of its own (partner/account/mobileCode.test.ts).
 */
export async function registerPartner(app: FastifyInstance, overrides: Record<string, string> = {}, { confirmMobile = true } = {}) {
  const fields = partnerFields(overrides);
  const body = await multipart(fields, [{ field: 'images[]', name: 'aadhaar.jpg', type: 'image/jpeg', bytes: sampleFiles.jpeg }]);
  const response = await app.inject({ method: 'POST', url: '/api/employee/employee-register', ...body });
  if (response.statusCode !== 200) throw new Error(`partner registration failed: ${response.body}`);
  const id = response.json().data.id as number;
  if (confirmMobile) {
    await databaseOf(app).update(partnerProfiles).set({ mobileConfirmedAt: new Date() }).where(eq(partnerProfiles.userId, id));
  }
  return { id, mobile: fields.mobile, password: fields.password };
}
