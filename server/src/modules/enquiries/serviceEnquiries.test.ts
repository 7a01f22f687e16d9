import { eq } from 'drizzle-orm';
import { bookings, enquiries, services } from '../../db/schema';
import { bearer, manualClock, signUp, signUpVerified } from '../../../test/accounts';
import { createTestApp, type TestApp } from '../../../test/testApp';
import { bookingRow, linesOf, serviceIdNamed } from '../bookings/testKit';
import { answerWithQuote, enquiryRow } from './testKit';

let testApp: TestApp;
// 2026-03-01 10:00 UTC: 15:30 in India.
const time = manualClock();
let shed: number;
let makeup: number;
let electrician: number;

beforeAll(async () => {
  testApp = await createTestApp({ clock: time.clock, env: { REGISTRATIONS_PER_HOUR: '50' } });
  shed = await serviceIdNamed(testApp.db, 'Factory shed construction');
  makeup = await serviceIdNamed(testApp.db, 'Party & Bridal Makeup Package');
  electrician = await serviceIdNamed(testApp.db, 'Electrician');
});
afterAll(() => testApp.close());

const enquiryBody = (overrides: Record<string, unknown> = {}) => ({
  serviceId: shed,
  name: 'Ravi Kumar',
  email: 'ravi.kumar@example.in',
  mobile: '9876512345',
  address: 'Flat 3, Rose Villa, T. Nagar, Chennai 600017',
  description: 'A 2,000 sq ft shed with a mezzanine floor.',
  terms: true,
  serviceMethod: 'day',
  workingDuration: 2,
  preferredTime: '09:30',
  preferredDate: '2026-03-05',
  ...overrides,
});

async function call(token: string, method: 'GET' | 'POST', url: string, payload?: object) {
  const response = await testApp.app.inject({ method, url: `/api/user/${url}`, payload, headers: bearer(token) });
  return { status: response.statusCode, body: response.json() };
}

const enquire = (token: string, body: object) => call(token, 'POST', 'create-enquiry', body);
const book = (token: string, id: number, body: object = {}) => call(token, 'POST', `service/enquiry/${id}/book`, body);

async function quotedEnquiry(quote = 45_000, overrides: Record<string, unknown> = {}) {
  const customer = await signUpVerified(testApp.app, testApp.db);
  const sent = await enquire(customer.token, enquiryBody(overrides));
  expect(sent.status).toBe(200);
  await answerWithQuote(testApp.db, sent.body.data.id, quote);
  return { customer, id: sent.body.data.id as number };
}

describe('POST user/create-enquiry', () => {
  it('stores the enquiry with the service’s name and the slot asked for', async () => {
    const customer = await signUp(testApp.app);
    const reply = await enquire(customer.token, enquiryBody({ name: '  Ravi Kumar ' }));

    expect(reply).toEqual({ status: 200, body: { status: 200, message: 'Great! Your Enquiry Was Successfully Sent.', data: { id: expect.any(Number) } } });
    expect(await enquiryRow(testApp.db, reply.body.data.id)).toMatchObject({
      kind: 'service',
      userId: customer.id,
      status: 'pending',
      serviceId: shed,
      serviceName: 'Factory shed construction',
      name: 'Ravi Kumar',
      email: 'ravi.kumar@example.in',
      mobile: '9876512345',
      workType: 'day',
      dayHours: 2,
      serviceDate: '2026-03-05',
      serviceTime: '09:30',
      bookingId: null,
      photos: [],
    });
  });

  it('accepts exactly the spec’s payload (serviceId, name, email, mobile, address, description): slot and terms are ours, optional', async () => {
    const customer = await signUp(testApp.app);
    const specPayload = {
      serviceId: shed,
      name: 'Ravi Kumar',
      email: 'ravi.kumar@example.in',
      mobile: '9876512345',
      address: 'Flat 3, Rose Villa, T. Nagar, Chennai 600017',
      description: 'A 2,000 sq ft shed with a mezzanine floor.',
    };
    const reply = await enquire(customer.token, specPayload);

    expect(reply).toEqual({ status: 200, body: { status: 200, message: 'Great! Your Enquiry Was Successfully Sent.', data: { id: expect.any(Number) } } });
    expect(await enquiryRow(testApp.db, reply.body.data.id)).toMatchObject({ kind: 'service', serviceId: shed, workType: null, dayHours: null, serviceDate: null, serviceTime: null });
    const listed = await call(customer.token, 'GET', 'service/enquiry/list');
    expect(listed.body.data[0]).toMatchObject({ id: reply.body.data.id, work_type: null, day_hours: null, service_date: null, service_time: null });
  });

  it('checks a slot begun as a whole, and a terms box sent unticked', async () => {
    const customer = await signUp(testApp.app);
    const { serviceMethod: _method, workingDuration: _duration, ...halfSlot } = enquiryBody({ terms: undefined });
    const half = await enquire(customer.token, halfSlot);
    expect(half.status).toBe(422);
    expect(Object.keys(half.body.errors).sort()).toEqual(['serviceMethod', 'workingDuration']);
    const unticked = await enquire(customer.token, enquiryBody({ terms: false }));
    expect(unticked.body.errors).toEqual({ terms: ['You must agree to the terms and conditions'] });
  });

  it('refuses with the spec’s messages, one per field', async () => {
    const customer = await signUp(testApp.app);
    const reply = await enquire(customer.token, enquiryBody({ name: ' ', email: 'ravi@', mobile: '12345', address: '', description: 'too short', terms: false }));
    expect(reply.status).toBe(422);
    expect(reply.body.errors).toEqual({
      name: ['Name is required'],
      email: ['Please enter a valid email address'],
      mobile: ['Mobile number should be exactly 10 digits'],
      address: ['Address is required'],
      description: ['Description should be at least 10 characters'],
      terms: ['You must agree to the terms and conditions'],
    });
    expect(await testApp.db.select().from(enquiries).where(eq(enquiries.userId, customer.id))).toEqual([]);
  });

  it('refuses a slot in the past', async () => {
    const customer = await signUp(testApp.app);
    const reply = await enquire(customer.token, enquiryBody({ preferredDate: '2026-02-27' }));
    expect(reply.status).toBe(422);
    expect(Object.keys(reply.body.errors)).toEqual(['preferredDate']);
  });

  it('refuses a bookable service on serviceId, and a service that does not exist', async () => {
    const customer = await signUp(testApp.app);
    const bookable = await enquire(customer.token, enquiryBody({ serviceId: electrician }));
    expect(bookable.status).toBe(422);
    expect(bookable.body.errors).toEqual({ serviceId: ['This service can be booked directly: use Book Service.'] });
    const missing = await enquire(customer.token, enquiryBody({ serviceId: 999_999 }));
    expect(missing.status).toBe(422);
    expect(missing.body.errors).toEqual({ serviceId: ['Service not found'] });
  });

  it('refuses an address the map cannot place, as a booking does', async () => {
    const customer = await signUp(testApp.app);
    const reply = await enquire(customer.token, enquiryBody({ address: 'Qwxyz Plkjh' }));
    expect(reply.status).toBe(422);
    expect(reply.body.errors.address[0]).toMatch(/locality or PIN code/);
  });
});

describe('GET user/service/enquiry/list', () => {
  it('lists only the caller’s own enquiries, newest first, with the service’s images and ops’ reply', async () => {
    const owner = await signUp(testApp.app);
    const other = await signUp(testApp.app);
    const first = (await enquire(owner.token, enquiryBody())).body.data.id;
    const second = (await enquire(owner.token, enquiryBody({ serviceId: makeup, serviceMethod: 'hour', workingDuration: 3 }))).body.data.id;
    await answerWithQuote(testApp.db, first, 45_000);

    const reply = await call(owner.token, 'GET', 'service/enquiry/list');
    expect(reply.status).toBe(200);
    const [makeupRow] = await testApp.db.select().from(services).where(eq(services.id, makeup));
    const images = makeupRow!.mediaUrls.length > 0 ? makeupRow!.mediaUrls : [makeupRow!.imageUrl];
    const stored = await enquiryRow(testApp.db, second);
    expect(reply.body.data.map((item: { id: number }) => item.id)).toEqual([second, first]);
    expect(reply.body.data[0]).toEqual({
      id: second,
      user_name: 'Ravi Kumar',
      user_email: 'ravi.kumar@example.in',
      mobile: '9876512345',
      name: 'Party & Bridal Makeup Package',
      // Created at the database's now: its date and time in India.
      created_date: new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(stored.createdAt),
      created_time: expect.stringMatching(/^\d\d:\d\d$/),
      address: 'Flat 3, Rose Villa, T. Nagar, Chennai 600017',
      description: 'A 2,000 sq ft shed with a mezzanine floor.',
      image_url: images,
      status: 'pending',
      service_id: makeup,
      work_type: 'hour',
      day_hours: 3,
      service_date: '2026-03-05',
      service_time: '09:30',
      answer: null,
      quote: null,
      answered_at: null,
      booking_id: null,
    });
    expect(reply.body.data[1]).toMatchObject({ id: first, status: 'enquired', quote: 45_000, answered_at: '2026-03-01T11:00:00.000Z', answer: expect.any(String) });

    expect(await call(other.token, 'GET', 'service/enquiry/list')).toEqual({ status: 200, body: { status: 200, data: [] } });
  });
});

describe('POST user/service/enquiry/{id}/book', () => {
  it('refuses with 409 a quote whose enquiry named no slot, and makes no booking', async () => {
    const noSlot = { serviceMethod: undefined, workingDuration: undefined, preferredTime: undefined, preferredDate: undefined };
    const { customer, id } = await quotedEnquiry(45_000, noSlot);
    const reply = await book(customer.token, id);
    expect(reply.status).toBe(409);
    expect(reply.body.message).toBe('This enquiry names no day and time. Please send a new enquiry with the day and time you want.');
    expect(await testApp.db.select().from(bookings).where(eq(bookings.userId, customer.id))).toEqual([]);
  });

  it('books the enquiry’s service and slot at the stored quote, whatever price the browser sends', async () => {
    const { customer, id } = await quotedEnquiry(45_000);
    const reply = await book(customer.token, id, { price: 1, totalAmount: 1, quote: 1, total_amount: 1 });

    expect(reply).toEqual({ status: 200, body: { status: 200, data: { id: expect.any(Number) } } });
    const bookingId = reply.body.data.id;
    expect(await bookingRow(testApp.db, bookingId)).toMatchObject({
      userId: customer.id,
      name: 'Ravi Kumar',
      address: 'Flat 3, Rose Villa, T. Nagar, Chennai 600017',
      totalAmount: 45_000,
      paymentStatus: 'pending',
      latitude: expect.any(Number),
      longitude: expect.any(Number),
    });
    expect(await linesOf(testApp.db, bookingId)).toEqual([
      expect.objectContaining({ serviceId: shed, workMethod: 'day', duration: 2, serviceDate: '2026-03-05', serviceTime: '09:30', rate: 22_500, price: 45_000, status: 'pending' }),
    ]);
    expect((await enquiryRow(testApp.db, id)).bookingId).toBe(bookingId);

    // The booking page and the payment read the line's stored price.
    const detail = await call(customer.token, 'GET', `getbooking/${bookingId}`);
    expect(detail.status).toBe(200);
    expect(detail.body.data).toMatchObject({ id: bookingId, total_amount: 45_000 });
    expect(detail.body.data.details).toEqual([expect.objectContaining({ service_id: shed, price: 45_000, working_per_day: 22_500 })]);
    const order = await call(customer.token, 'POST', 'createRazorpayOrder', { booking_id: bookingId, amount: 100 });
    expect(order.status).toBe(200);
    expect(order.body.data.amount).toBe(45_000 * 100);
    // The list shows the booking, so the page offers to pay instead of to book.
    const listed = await call(customer.token, 'GET', 'service/enquiry/list');
    expect(listed.body.data[0]).toMatchObject({ id, booking_id: bookingId });
  });

  it('makes one booking of a double click, and answers its id to every click', async () => {
    const { customer, id } = await quotedEnquiry(12_500);
    const replies = await Promise.all([book(customer.token, id), book(customer.token, id), book(customer.token, id)]);
    const ids = new Set(replies.map((reply) => reply.body.data?.id));
    expect(replies.map((reply) => reply.status)).toEqual([200, 200, 200]);
    expect(ids.size).toBe(1);
    expect(await testApp.db.select().from(bookings).where(eq(bookings.userId, customer.id))).toHaveLength(1);
    // And later again: the same booking.
    expect((await book(customer.token, id)).body.data.id).toBe([...ids][0]);
  });

  it('answers 404 for another customer’s enquiry, and books nothing', async () => {
    const { id } = await quotedEnquiry();
    const stranger = await signUpVerified(testApp.app, testApp.db);
    const reply = await book(stranger.token, id);
    expect(reply.status).toBe(404);
    expect(reply.body.message).toBe('Enquiry not found');
    expect((await enquiryRow(testApp.db, id)).bookingId).toBeNull();
  });

  it('refuses an enquiry that has no quote yet (pending, or answered without one) with 409', async () => {
    const customer = await signUpVerified(testApp.app, testApp.db);
    const pending = (await enquire(customer.token, enquiryBody())).body.data.id;
    const unquoted = (await enquire(customer.token, enquiryBody())).body.data.id;
    await answerWithQuote(testApp.db, unquoted, null);
    for (const id of [pending, unquoted]) {
      const reply = await book(customer.token, id);
      expect(reply.status).toBe(409);
      expect(reply.body.message).toBe('This enquiry has no quote to book yet.');
    }
    expect(await testApp.db.select().from(bookings).where(eq(bookings.userId, customer.id))).toHaveLength(0);
  });

  it('refuses a quote whose day has passed with 409', async () => {
    const { customer, id } = await quotedEnquiry(9_000, { preferredDate: '2026-03-02' });
    time.advance(2 * 24 * 60 * 60);
    try {
      const reply = await book(customer.token, id);
      expect(reply.status).toBe(409);
      expect(reply.body.message).toBe('The day asked for in this enquiry has passed. Please send a new enquiry for another day.');
    } finally {
      time.advance(-2 * 24 * 60 * 60);
    }
  });

  it('is for a customer whose number is verified, as bookings are', async () => {
    const customer = await signUp(testApp.app);
    const sent = await enquire(customer.token, enquiryBody());
    await answerWithQuote(testApp.db, sent.body.data.id, 5_000);
    const reply = await book(customer.token, sent.body.data.id);
    expect(reply.status).toBe(403);
  });
});
