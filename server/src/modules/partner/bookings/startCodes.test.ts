import { eq } from 'drizzle-orm';
import { bookingLines } from '../../../db/schema';
import { createTestApp, type TestApp } from '../../../../test/testApp';
import { bearer, demo, login, manualClock } from '../../../../test/accounts';
import { START_CODE_ATTEMPTS, START_CODE_SECONDS, START_CODE_WRONG_GUESS_CAP } from '../../bookings/startCode';
import { indianDate } from '@servenear/shared/domain';
import { accountId, capturingSms, insertBooking, lineRow, serviceIdNamed, wrongCode as wrong } from './testBookings';

let testApp: TestApp;
const sms = capturingSms();
const time = manualClock(new Date('2026-03-10T04:00:00Z'));
let token: string;
let customerId: number;
let partnerId: number;
let electrician: number;

beforeAll(async () => {
  testApp = await createTestApp({ sms: sms.provider, clock: time.clock });
  token = (await login(testApp.app, 'employee', demo.partner)).token;
  customerId = await accountId(testApp.db, 'user', demo.customer.mobile);
  partnerId = await accountId(testApp.db, 'employee', demo.partner.mobile);
  electrician = await serviceIdNamed(testApp.db, 'Electrician');
});
afterAll(() => testApp.close());

const post = (url: string, payload: object) =>
  testApp.app.inject({ method: 'POST', url: `/api/employee/${url}`, headers: bearer(token), payload });

/** An assigned line, booked for today in India unless a date is given. */
async function assignedLine(serviceDate = indianDate(time.clock())): Promise<number> {
  const { lineIds } = await insertBooking(testApp.db, { userId: customerId, lines: [{ serviceId: electrician, partnerId, status: 'assigned', serviceDate }] });
  return lineIds[0]!;
}

describe('start codes', () => {
  it("texts the code to the customer's account mobile, never to the partner, and the code starts the job", async () => {
    const line = await assignedLine();

    const response = await post('generate/otp', { bookingId: line });
    expect(response.json()).toEqual({
      status: 200,
      message: 'OTP sent to the customer.',
      data: { otp_sent: true, expires_at: new Date(time.clock().getTime() + START_CODE_SECONDS * 1000).toISOString() },
    });
    const message = sms.sent.at(-1)!;
    expect(message.to).toBe(demo.customer.mobile);
    expect(message.text).toMatch(/^ServeNear: your start code for Electrician is \d{4}\. Share it with your partner only when the work begins\.$/);
    const code = sms.codeSentTo(demo.customer.mobile);
    expect(response.body).not.toContain(code);
    expect((await lineRow(testApp.db, line)).startCodeNonce).not.toContain(code);

    const verified = await post('verify/otp', { bookingId: line, otp: code });
    expect(verified.json()).toEqual({ status: 200, message: 'OTP verified successfully!' });
    expect(await lineRow(testApp.db, line)).toMatchObject({ status: 'confirmed', startedAt: time.clock(), startCodeNonce: null, startCodeExpiresAt: null });
    const again = await post('verify/otp', { bookingId: line, otp: code });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This booking is confirmed and cannot be started.');
    expect((await post('generate/otp', { bookingId: line })).statusCode).toBe(409);
  });

  it('refuses a wrong code and the line stays assigned', async () => {
    const line = await assignedLine();
    await post('generate/otp', { bookingId: line });
    const code = sms.codeSentTo(demo.customer.mobile);

    for (const otp of [wrong(code), '12a4', '']) {
      const response = await post('verify/otp', { bookingId: line, otp });
      expect(response.statusCode).toBe(422);
      expect(response.json().message).toBe('Invalid OTP. Please try again.');
    }
    // Only the well-formed guess cost a try.
    expect(await lineRow(testApp.db, line)).toMatchObject({ status: 'assigned', startedAt: null, startCodeAttempts: 1, startCodeFailedGuesses: 1 });
    expect((await post('verify/otp', { bookingId: line, otp: code })).statusCode).toBe(200);
    // The right code is not counted as a wrong one.
    expect((await lineRow(testApp.db, line)).startCodeFailedGuesses).toBe(1);
  });

  it(`voids the code after ${START_CODE_ATTEMPTS} wrong tries, even when the right one follows`, async () => {
    const line = await assignedLine();
    await post('generate/otp', { bookingId: line });
    const code = sms.codeSentTo(demo.customer.mobile);

    for (let attempt = 0; attempt < START_CODE_ATTEMPTS; attempt += 1) {
      expect((await post('verify/otp', { bookingId: line, otp: wrong(code) })).statusCode).toBe(422);
    }
    expect(await lineRow(testApp.db, line)).toMatchObject({ status: 'assigned', startCodeNonce: null, startedAt: null });
    const late = await post('verify/otp', { bookingId: line, otp: code });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe('No start code is active. Please generate a new one.');

    await post('generate/otp', { bookingId: line });
    expect((await post('verify/otp', { bookingId: line, otp: sms.codeSentTo(demo.customer.mobile) })).statusCode).toBe(200);
  });

  it('does not let guesses sent all at once get more tries', async () => {
    const line = await assignedLine();
    await post('generate/otp', { bookingId: line });
    const code = sms.codeSentTo(demo.customer.mobile);

    const guesses = Array.from({ length: 12 }, () => post('verify/otp', { bookingId: line, otp: wrong(code) }));
    const statuses = (await Promise.all(guesses)).map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 422).length).toBeLessThanOrEqual(START_CODE_ATTEMPTS);
    expect((await post('verify/otp', { bookingId: line, otp: code })).statusCode).toBe(409);
    expect((await lineRow(testApp.db, line)).startCodeAttempts).toBe(START_CODE_ATTEMPTS);
  });

  it('refuses an expired code', async () => {
    const line = await assignedLine();
    await post('generate/otp', { bookingId: line });
    const code = sms.codeSentTo(demo.customer.mobile);
    time.advance(START_CODE_SECONDS + 1);

    const response = await post('verify/otp', { bookingId: line, otp: code });
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe('The code has expired. Please generate a new one.');
    expect(await lineRow(testApp.db, line)).toMatchObject({ status: 'assigned', startedAt: null });
  });

  it('a new code replaces the old one; verifying before any code is a conflict', async () => {
    const line = await assignedLine();
    const none = await post('verify/otp', { bookingId: line, otp: '1234' });
    expect(none.statusCode).toBe(409);
    expect(none.json().message).toBe('No start code is active. Please generate a new one.');

    await post('generate/otp', { bookingId: line });
    const first = sms.codeSentTo(demo.customer.mobile);
    let second = first;
    // Two random codes can coincide (1 in 10,000): ask until they differ.
    while (second === first) {
      await post('generate/otp', { bookingId: line });
      second = sms.codeSentTo(demo.customer.mobile);
    }
    expect((await post('verify/otp', { bookingId: line, otp: first })).statusCode).toBe(422);
    expect((await post('verify/otp', { bookingId: line, otp: second })).statusCode).toBe(200);
  });

  it('limits new codes per line and hour', async () => {
    const line = await assignedLine();
    for (let call = 0; call < 5; call += 1) expect((await post('generate/otp', { bookingId: line })).statusCode).toBe(200);

    const response = await post('generate/otp', { bookingId: line });
    expect(response.statusCode).toBe(429);
    expect(response.json().message).toBe('Too many codes requested. Please try again later.');
    expect((await post('generate/otp', { bookingId: await assignedLine() })).statusCode).toBe(200);
  });

  it(`takes the right code as the last of the ${START_CODE_WRONG_GUESS_CAP} guesses a line has`, async () => {
    const line = await assignedLine();
    await testApp.db.update(bookingLines).set({ startCodeFailedGuesses: START_CODE_WRONG_GUESS_CAP - 1 }).where(eq(bookingLines.id, line));
    await post('generate/otp', { bookingId: line });

    expect((await post('verify/otp', { bookingId: line, otp: sms.codeSentTo(demo.customer.mobile) })).statusCode).toBe(200);
    expect(await lineRow(testApp.db, line)).toMatchObject({ status: 'confirmed', startCodeFailedGuesses: START_CODE_WRONG_GUESS_CAP - 1, startCodeLockedAt: null });
  });

  it('locks the line even when the text telling the customer cannot be sent', async () => {
    const line = await assignedLine();
    await testApp.db.update(bookingLines).set({ startCodeFailedGuesses: START_CODE_WRONG_GUESS_CAP - 1 }).where(eq(bookingLines.id, line));
    await post('generate/otp', { bookingId: line });
    const code = sms.codeSentTo(demo.customer.mobile);
    sms.failNext();

    const response = await post('verify/otp', { bookingId: line, otp: wrong(code) });
    expect(response.statusCode).toBe(423);
    expect(await lineRow(testApp.db, line)).toMatchObject({ status: 'assigned', startCodeLockedAt: expect.any(Date), startCodeNonce: null });
    expect((await post('verify/otp', { bookingId: line, otp: code })).statusCode).toBe(423);
  });

  it('voids a code the SMS provider could not deliver', async () => {
    const line = await assignedLine();
    sms.failNext();

    const response = await post('generate/otp', { bookingId: line });
    expect(response.statusCode).toBe(502);
    expect(response.json().message).toBe('We could not send the code. Please try again later.');
    expect(await lineRow(testApp.db, line)).toMatchObject({ status: 'assigned', startCodeNonce: null });
  });
});

describe('start codes only on the booked date, in India', () => {
  const EARLY = 'This job is booked for 11 Mar 2026: the start code can be sent on that day.';
  const LATE = 'This job was booked for 9 Mar 2026: a start code can only be sent on the booked day. Please contact support.';

  it('refuses a code for a job booked for a later day, sends nothing and leaves the line as it was', async () => {
    const line = await assignedLine('2026-03-11');
    const texts = sms.sent.length;

    const response = await post('generate/otp', { bookingId: line });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ status: 409, errors: {}, message: EARLY });
    expect(sms.sent.length).toBe(texts);
    expect(await lineRow(testApp.db, line)).toMatchObject({ status: 'assigned', startCodeNonce: null, startCodeExpiresAt: null });
  });

  it('refuses a code for a job whose day has passed', async () => {
    const line = await assignedLine('2026-03-09');

    const response = await post('generate/otp', { bookingId: line });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(LATE);
  });

  it('counts the day in India: 23:59 is still the day before, 00:01 the booked day', async () => {
    const line = await assignedLine('2026-03-11');
    const now = time.clock();
    const toInstant = (iso: string) => time.advance((new Date(iso).getTime() - time.clock().getTime()) / 1000);
    try {
      toInstant('2026-03-10T18:29:00Z'); // 23:59 on 10 Mar in India
      expect((await post('generate/otp', { bookingId: line })).statusCode).toBe(409);
      toInstant('2026-03-10T18:31:00Z'); // 00:01 on 11 Mar in India, still 10 Mar in UTC
      expect((await post('generate/otp', { bookingId: line })).statusCode).toBe(200);
      expect((await post('verify/otp', { bookingId: line, otp: sms.codeSentTo(demo.customer.mobile) })).statusCode).toBe(200);
      expect((await lineRow(testApp.db, line)).status).toBe('confirmed');
    } finally {
      toInstant(now.toISOString());
    }
  });

  it('does not start a job with a code on another day, and the guess costs no try', async () => {
    const line = await assignedLine('2026-03-11');
    // A code held from before the rule existed.
    await testApp.db
      .update(bookingLines)
      .set({ startCodeNonce: 'a1b2c3d4', startCodeExpiresAt: new Date(time.clock().getTime() + 600_000) })
      .where(eq(bookingLines.id, line));

    const response = await post('verify/otp', { bookingId: line, otp: '1234' });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(EARLY);
    expect(await lineRow(testApp.db, line)).toMatchObject({ status: 'assigned', startedAt: null, startCodeAttempts: 0, startCodeFailedGuesses: 0 });
  });

  it("answers another partner's line with not found, not with its date", async () => {
    const other = await insertBooking(testApp.db, { userId: customerId, lines: [{ serviceId: electrician, status: 'assigned', serviceDate: '2026-03-11' }] });
    const response = await post('generate/otp', { bookingId: other.lineIds[0] });
    expect(response.statusCode).toBe(404);
  });
});
