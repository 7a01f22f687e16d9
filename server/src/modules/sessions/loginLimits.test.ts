import { createTestApp, type TestApp } from '../../../test/testApp';
import { demo } from '../../../test/accounts';

const PER_NUMBER = 5;
const PER_ADDRESS = 12;

let limited: TestApp;
beforeAll(async () => {
  limited = await createTestApp({
    env: { LOGINS_PER_15_MIN: String(PER_NUMBER), LOGINS_PER_IP_PER_15_MIN: String(PER_ADDRESS) },
  });
});
afterAll(() => limited.close());

// Each test comes from addresses of its own, so their counts do not mix.
let lastAddress = 0;
const freshAddress = () => `203.0.113.${(lastAddress += 1)}`;

/** Space, tab, newline, no-break space and em space, before or after the number. */
const paddedVariants = (mobile: string) => [` ${mobile}`, `${mobile}\t`, `\n${mobile}`, `${mobile}\u00a0`, `\u2003${mobile}`];

const tooMany = { status: 429, errors: {}, message: 'Too many requests. Please try again later.' };

const logins = [
  { role: 'user', credentials: demo.customer },
  { role: 'employee', credentials: demo.partner },
  { role: 'admin', credentials: demo.admin },
] as const;

describe.each(logins)('POST /api/$role/login limits', ({ role, credentials }) => {
  const attempt = (remoteAddress: string, mobile: string, password: string) =>
    limited.app.inject({ method: 'POST', url: `/api/${role}/login`, remoteAddress, payload: { mobile, password } });

  it('counts a number padded with blanks as the number itself', async () => {
    const address = freshAddress();
    const variants = paddedVariants(credentials.mobile);
    expect(variants).toHaveLength(PER_NUMBER);
    for (const mobile of variants) expect((await attempt(address, mobile, 'wrong-password')).statusCode).toBe(401);

    // The number's allowance is used up, whatever the padding and even with the right password.
    for (const mobile of [credentials.mobile, ` \u00a0${credentials.mobile}\u2003\n`]) {
      const refused = await attempt(address, mobile, credentials.password);
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual(tooMany);
    }
  });

  it('signs in with a padded number while within the limit', async () => {
    // U+0085 and U+3000 are Unicode blanks too; U+0085 is one String.prototype.trim keeps.
    for (const mobile of [...paddedVariants(credentials.mobile), `\u0085${credentials.mobile}\u3000`]) {
      const response = await attempt(freshAddress(), mobile, credentials.password);
      expect(response.statusCode).toBe(200);
      // Issue 39: an ops password opens no session yet; it has a code texted, and answers the challenge to send it with.
      const { success, second_factor: secondFactor } = response.json();
      if (role === 'admin') expect(secondFactor).toMatchObject({ challenge: expect.any(String) });
      else expect(success).toMatchObject({ role, token: expect.any(String) });
    }
  });

  it('caps one address however many numbers it tries', async () => {
    const address = freshAddress();
    for (let index = 0; index < PER_ADDRESS; index += 1) {
      expect((await attempt(address, String(9123400000 + index), 'wrong-password')).statusCode).toBe(401);
    }

    const refused = await attempt(address, credentials.mobile, credentials.password);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual(tooMany);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Other addresses keep their own allowance.
    expect((await attempt(freshAddress(), credentials.mobile, credentials.password)).statusCode).toBe(200);
  });
});

describe('POST /api/user/login schema', () => {
  const attempt = (remoteAddress: string, payload: object) =>
    limited.app.inject({ method: 'POST', url: '/api/user/login', remoteAddress, payload });

  it('answers 422 with the field message for a malformed number, and counts it as no try', async () => {
    const address = freshAddress();
    for (let index = 0; index < PER_NUMBER + 1; index += 1) {
      const response = await attempt(address, { mobile: `${demo.customer.mobile}x`, password: demo.customer.password });
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({ status: 422, errors: { mobile: ['Please enter a valid 10-digit mobile number.'] } });
    }
    // No password was checked, so the number's allowance is intact.
    expect((await attempt(address, demo.customer)).statusCode).toBe(200);
  });

  it('answers 422 for an over-long password', async () => {
    const response = await attempt(freshAddress(), { mobile: demo.customer.mobile, password: 'p'.repeat(129) });
    expect(response.json()).toEqual({ status: 422, errors: { password: ['Must be at most 128 characters.'] } });
  });
});
