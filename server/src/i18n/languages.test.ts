import { eq } from 'drizzle-orm';
import { demo, login, signUp, signUpVerified } from '../../test/accounts';
import { queuedTextsTo } from '../../test/jobs';
import { createTestApp, type TestApp } from '../../test/testApp';
import { notifications, users } from '../db/schema';
import { call, serviceIdNamed } from '../modules/bookings/testKit';
import { feedOf, reference } from '../modules/notifications/testNotifications';
import { capturingSms, insertBooking, verifiedPartner } from '../modules/partner/bookings/testBookings';

/**
 * Issue 41 over the real app and database: the server's refusals and replies are written in the
 * language of the request (its `sn_lang` cookie, else the account's choice, else the browser's
 * Accept-Language), an SMS sent during a request in that language too; a notification and its
 * SMS in the language of the person who reads them, whoever's action made them.
 */
const sms = capturingSms();
let testApp: TestApp;
let electrician: number;

beforeAll(async () => {
  testApp = await createTestApp({ sms: sms.provider, env: { REGISTRATIONS_PER_HOUR: '50' } });
  electrician = await serviceIdNamed(testApp.db, 'Electrician');
});
afterAll(() => testApp.close());

const hindi = { cookie: 'sn_lang=hi' };
const tamil = { 'accept-language': 'ta-IN,ta;q=0.9,en;q=0.8' };

describe("a refusal, in the request's language", () => {
  it('is in Hindi when the browser chose Hindi (sn_lang), the same refusal in English without it', async () => {
    const customer = await signUpVerified(testApp.app, testApp.db);
    expect((await call(testApp.app, customer.token, 'POST', 'addtocart', { serviceId: electrician })).status).toBe(200);

    const again = await call(testApp.app, customer.token, 'POST', 'addtocart', { serviceId: electrician }, hindi);
    expect(again).toEqual({ status: 409, body: { status: 409, errors: {}, message: 'सर्विस पहले से कार्ट में है' } });
    const inEnglish = await call(testApp.app, customer.token, 'POST', 'addtocart', { serviceId: electrician });
    expect(inEnglish.body.message).toBe('Service already in cart');
  });

  it('built from a catalogue template is filled in Hindi, its parts in Hindi too', async () => {
    const customer = await signUpVerified(testApp.app, testApp.db);
    const { lineIds } = await insertBooking(testApp.db, { userId: customer.id, lines: [{ serviceId: electrician, status: 'completed' }] });

    const refused = await call(testApp.app, customer.token, 'POST', 'cancelbooking', { bookingId: lineIds[0] }, hindi);
    expect(refused).toEqual({ status: 409, body: { status: 409, errors: {}, message: 'यह बुकिंग पूरी है और इसे कैंसिल नहीं किया जा सकता।' } });
    const inEnglish = await call(testApp.app, customer.token, 'POST', 'cancelbooking', { bookingId: lineIds[0] });
    expect(inEnglish.body.message).toBe('This booking is completed and cannot be cancelled.');
  });

  it("is in Tamil for a visitor whose browser asks for Tamil (Accept-Language), a field's refusal included", async () => {
    const { mobile } = await signUp(testApp.app);
    const taken = await testApp.app.inject({
      method: 'POST',
      url: '/api/user/user-register',
      headers: tamil,
      payload: { name: 'Meera Nair', mobile, password: 'tamarind42' },
    });
    expect(taken.statusCode).toBe(422);
    expect(taken.json()).toEqual({ status: 422, errors: { mobile: ['இந்த மொபைல் எண் ஏற்கனவே பதிவு செய்யப்பட்டுள்ளது.'] } });
  });
});

describe('an SMS sent during a request', () => {
  it("is written in the request's language: a reset code asked for from a Tamil browser", async () => {
    const { mobile } = await signUp(testApp.app);
    const asked = await testApp.app.inject({ method: 'POST', url: '/api/user/forgot-password', headers: tamil, payload: { mobile } });
    expect(asked.json()).toEqual({ status: 200, message: 'இந்த எண்ணுக்கு அக்கவுண்ட் இருந்தால், அதற்கு ஒரு கோடை அனுப்பியுள்ளோம்.' });

    const code = sms.codeSentTo(mobile);
    expect(sms.sent.filter((text) => text.to === mobile).map((text) => text.text)).toEqual([`ServeNear: பாஸ்வேர்டு ரீசெட் OTP ${code}. இது 5 நிமிடம் மட்டுமே செல்லும்.`]);
  });
});

describe("a notification and its SMS, in the recipient's language", () => {
  it("tell a Tamil-reading partner of an English-reading customer's cancel in Tamil; the customer's reply stays English", async () => {
    const adminToken = (await login(testApp.app, 'admin', demo.admin)).token;
    const partner = await verifiedPartner(testApp.app, adminToken);
    await testApp.db.update(users).set({ language: 'ta' }).where(eq(users.id, partner.id));
    // The texts of the partner's verification go first: only the cancel's are looked at below.
    await queuedTextsTo(testApp.db, sms, partner.id);
    const customer = await signUpVerified(testApp.app, testApp.db);
    const { bookingId, lineIds } = await insertBooking(testApp.db, {
      userId: customer.id,
      lines: [{ serviceId: electrician, status: 'assigned', partnerId: partner.id }],
    });

    const cancelled = await call(testApp.app, customer.token, 'POST', 'cancelbooking', { bookingId: lineIds[0] });
    expect(cancelled).toMatchObject({ status: 200, body: { message: 'Booking canceled successfully!' } });

    const told = `Electrician (${reference(bookingId)}) வேலையை வாடிக்கையாளர் ரத்து செய்துள்ளார்.`;
    const feed = await feedOf(testApp.app, partner.token, 'employee');
    expect(feed.notifications.filter((item) => item.booking_id === bookingId)).toEqual([expect.objectContaining({ kind: 'job_cancelled', message: told })]);
    expect(await queuedTextsTo(testApp.db, sms, partner.id)).toEqual([`ServeNear: ${told} அந்த முகவரிக்குச் செல்ல வேண்டாம்.`]);

    // The customer's own rows of the same booking stay in their language.
    const own = await testApp.db.select({ message: notifications.message }).from(notifications).where(eq(notifications.userId, customer.id));
    expect(own.every(({ message }) => /^[\x20-\x7e₹]*$/.test(message))).toBe(true);
  });
});
