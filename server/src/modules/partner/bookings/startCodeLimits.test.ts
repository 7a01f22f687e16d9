import { and, desc, eq, like } from 'drizzle-orm';
import { bookingLines, smsOutbox } from '../../../db/schema';
import { createTestApp, type TestApp } from '../../../../test/testApp';
import { bearer, demo, login } from '../../../../test/accounts';
import { START_CODE_ATTEMPTS, START_CODE_WRONG_GUESS_CAP } from '../../bookings/startCode';
import { indianDate } from '@servenear/shared/domain';
import { accountId, insertBooking, lineRow, serviceIdNamed, wrongCode as wrong } from './testBookings';

/**
 * The limits around start codes, keyed on the line and not on how its id was spelled. The
 * default SMS provider is used: texts land in the dev outbox table, read from there. The app
 * runs on the system clock, so the lines are booked for today in India.
 */
let testApp: TestApp;
let token: string;
let customerToken: string;
let customerId: number;
let partnerId: number;
let electrician: number;

beforeAll(async () => {
  testApp = await createTestApp();
  token = (await login(testApp.app, 'employee', demo.partner)).token;
  customerToken = (await login(testApp.app, 'user', demo.customer)).token;
  customerId = await accountId(testApp.db, 'user', demo.customer.mobile);
  partnerId = await accountId(testApp.db, 'employee', demo.partner.mobile);
  electrician = await serviceIdNamed(testApp.db, 'Electrician');
});
afterAll(() => testApp.close());

const post = (url: string, payload: object) =>
  testApp.app.inject({ method: 'POST', url: `/api/employee/${url}`, headers: bearer(token), payload });

const LOCKED = { status: 423, errors: {}, message: 'Too many wrong codes: the start code for this booking is locked. Please contact support.' };
const LOCK_TEXT = 'ServeNear: the start code for your Electrician booking was locked after too many wrong codes. Please contact ServeNear support.';

async function assignedLine(): Promise<{ bookingId: number; line: number }> {
  const { bookingId, lineIds } = await insertBooking(testApp.db, { userId: customerId, lines: [{ serviceId: electrician, partnerId, status: 'assigned', serviceDate: indianDate(new Date()) }] });
  return { bookingId, line: lineIds[0]! };
}

/** The last code the customer was texted. */
async function lastCode(): Promise<string> {
  const [message] = await testApp.db
    .select({ body: smsOutbox.body })
    .from(smsOutbox)
    .where(and(eq(smsOutbox.to, demo.customer.mobile), like(smsOutbox.body, '%start code for%is%')))
    .orderBy(desc(smsOutbox.id))
    .limit(1);
  const code = /\b(\d{4})\b/.exec(message?.body ?? '')?.[1];
  if (!code) throw new Error('no start code was texted to the customer');
  return code;
}

const lockTexts = () => testApp.db.$count(smsOutbox, and(eq(smsOutbox.to, demo.customer.mobile), eq(smsOutbox.body, LOCK_TEXT)));
const textsToCustomer = () => testApp.db.$count(smsOutbox, eq(smsOutbox.to, demo.customer.mobile));

async function guessWrong(line: number, times: number, status = 422): Promise<void> {
  const code = await lastCode();
  for (let guess = 0; guess < times; guess += 1) expect((await post('verify/otp', { bookingId: line, otp: wrong(code) })).statusCode).toBe(status);
}

/** Locks a line the way a guessing partner would: a new code each time the last one runs out of tries. */
async function lockByGuessing(line: number): Promise<void> {
  for (let left = START_CODE_WRONG_GUESS_CAP; left > 0; left -= START_CODE_ATTEMPTS) {
    expect((await post('generate/otp', { bookingId: line })).statusCode).toBe(200);
    await guessWrong(line, Math.min(left, START_CODE_ATTEMPTS) - 1);
    const last = await post('verify/otp', { bookingId: line, otp: wrong(await lastCode()) });
    expect(last.statusCode).toBe(left <= START_CODE_ATTEMPTS ? 423 : 422);
  }
}

describe('start code limits', () => {
  it('counts 1 and "1" as one line, and refuses "01", " 1" and "1 " before counting', async () => {
    const { line } = await assignedLine();
    for (const bookingId of [line, String(line), line, String(line), line]) {
      expect((await post('generate/otp', { bookingId })).statusCode).toBe(200);
    }
    // Another spelling of the line is no id at all: it cannot open an allowance of its own.
    for (const bookingId of [`0${line}`, ` ${line}`, `${line} `, `00${line}`, `\t${line}\n`]) {
      const response = await post('generate/otp', { bookingId });
      expect([bookingId, response.statusCode, response.json()]).toEqual([bookingId, 422, { status: 422, errors: { bookingId: ['Must be a positive whole number.'] } }]);
    }
    for (const bookingId of [String(line), line]) {
      const response = await post('generate/otp', { bookingId });
      expect(response.statusCode).toBe(429);
      expect(response.json()).toEqual({ status: 429, errors: {}, message: 'Too many codes requested. Please try again later.' });
    }
  });

  it('refuses ids that are not a positive int4 with 422 in the error shape, before counting or looking them up', async () => {
    const texts = await textsToCustomer();
    for (const bookingId of ['0', '-1', '+1', '1.5', '1e3', '0x1f', '01', ' 1', '2147483648', '9999999999', 'abc', '', 1.5, -3, 2 ** 53, true, [1], null]) {
      for (const url of ['generate/otp', 'verify/otp']) {
        const response = await post(url, { bookingId, otp: '1234' });
        expect([bookingId, url, response.statusCode, response.json()]).toEqual([
          bookingId,
          url,
          422,
          { status: 422, errors: { bookingId: ['Must be a positive whole number.'] } },
        ]);
      }
    }
    expect(await textsToCustomer()).toBe(texts);
  });

  it('answers a well-formed id of no line like a missing booking', async () => {
    for (const url of ['generate/otp', 'verify/otp']) {
      const response = await post(url, { bookingId: 2_147_483_647, otp: '1234' });
      expect(response.json()).toEqual({ status: 404, errors: {}, message: 'Booking not found.' });
    }
  });

  it(`adds up wrong guesses across new codes and locks the line at ${START_CODE_WRONG_GUESS_CAP}`, async () => {
    const { bookingId, line } = await assignedLine();
    const shownToCustomer = async () =>
      (await testApp.app.inject({ method: 'GET', url: `/api/user/getbooking/${bookingId}`, headers: bearer(customerToken) })).json().data.details[0].start_code;

    await post('generate/otp', { bookingId: line });
    await guessWrong(line, START_CODE_ATTEMPTS);
    expect(await lineRow(testApp.db, line)).toMatchObject({ startCodeFailedGuesses: START_CODE_ATTEMPTS, startCodeNonce: null, startCodeLockedAt: null });

    // A new code gets fresh tries of its own, but the line's count goes on.
    await post('generate/otp', { bookingId: String(line) });
    expect(await shownToCustomer()).toBe(await lastCode());
    expect(await lineRow(testApp.db, line)).toMatchObject({ startCodeAttempts: 0, startCodeFailedGuesses: START_CODE_ATTEMPTS });
    await guessWrong(line, START_CODE_WRONG_GUESS_CAP - START_CODE_ATTEMPTS - 1);

    const last = await post('verify/otp', { bookingId: String(line), otp: wrong(await lastCode()) });
    expect(last.json()).toEqual(LOCKED);
    expect(await lineRow(testApp.db, line)).toMatchObject({
      status: 'assigned',
      startCodeFailedGuesses: START_CODE_WRONG_GUESS_CAP,
      startCodeLockedAt: expect.any(Date),
      startCodeNonce: null,
      startedAt: null,
    });
    expect(await shownToCustomer()).toBeNull();
  });

  it('a locked line refuses the right code and a new code, and texts nobody a code', async () => {
    const { line } = await assignedLine();
    await lockByGuessing(line);
    const texts = await textsToCustomer();

    expect((await post('verify/otp', { bookingId: line, otp: await lastCode() })).json()).toEqual(LOCKED);
    expect((await post('generate/otp', { bookingId: line })).json()).toEqual(LOCKED);
    expect(await textsToCustomer()).toBe(texts);
    expect(await lineRow(testApp.db, line)).toMatchObject({ status: 'assigned', startCodeNonce: null, startedAt: null });
  });

  it('refuses the live right code of a line locked after it was sent', async () => {
    const { line } = await assignedLine();
    await post('generate/otp', { bookingId: line });
    await testApp.db.update(bookingLines).set({ startCodeLockedAt: new Date() }).where(eq(bookingLines.id, line));

    expect((await post('verify/otp', { bookingId: line, otp: await lastCode() })).json()).toEqual(LOCKED);
    expect(await lineRow(testApp.db, line)).toMatchObject({ status: 'assigned', startedAt: null });
  });

  it('texts the customer once that the start code was locked', async () => {
    const { line } = await assignedLine();
    const before = await lockTexts();
    await lockByGuessing(line);
    expect(await lockTexts()).toBe(before + 1);

    await post('verify/otp', { bookingId: line, otp: '1234' });
    await post('generate/otp', { bookingId: line });
    expect(await lockTexts()).toBe(before + 1);
  });

  it('does not let guesses sent all at once pass the cap, and texts the customer once', async () => {
    const { line } = await assignedLine();
    await testApp.db.update(bookingLines).set({ startCodeFailedGuesses: START_CODE_WRONG_GUESS_CAP - 2 }).where(eq(bookingLines.id, line));
    await post('generate/otp', { bookingId: line });
    const code = await lastCode();
    const before = await lockTexts();

    const guesses = Array.from({ length: 12 }, () => post('verify/otp', { bookingId: line, otp: wrong(code) }));
    const statuses = (await Promise.all(guesses)).map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 422).length).toBeLessThanOrEqual(1);
    expect(statuses).toContain(423);
    expect(await lineRow(testApp.db, line)).toMatchObject({ startCodeFailedGuesses: START_CODE_WRONG_GUESS_CAP, startCodeLockedAt: expect.any(Date) });
    expect(await lockTexts()).toBe(before + 1);
    expect((await post('verify/otp', { bookingId: line, otp: code })).json()).toEqual(LOCKED);
  });
});
