import { eq } from 'drizzle-orm';
import { bookingLines, bookings, cartItems, services } from '../../db/schema';
import { manualClock, signUp, signUpVerified } from '../../../test/accounts';
import { createTestApp, type TestApp } from '../../../test/testApp';
import { bookingRow, call, contact, linesOf, serviceIdNamed, SOON, storedService, TODAY } from './testKit';

let testApp: TestApp;
const time = manualClock();
let electrician: number;
let plumber: number;

beforeAll(async () => {
  // Every test signs up its own customers: more than the default ten an hour.
  testApp = await createTestApp({ clock: time.clock, env: { REGISTRATIONS_PER_HOUR: '50' } });
  electrician = await serviceIdNamed(testApp.db, 'Electrician');
  plumber = await serviceIdNamed(testApp.db, 'Plumber');
});
afterAll(() => testApp.close());

async function customerWithCart(...serviceIds: number[]) {
  const customer = await signUpVerified(testApp.app, testApp.db);
  for (const serviceId of serviceIds) await call(testApp.app, customer.token, 'POST', 'addtocart', { serviceId });
  return customer;
}

const createBooking = (token: string, body: object) => call(testApp.app, token, 'POST', 'createbooking', body);
const cartOf = (userId: number) => testApp.db.select().from(cartItems).where(eq(cartItems.userId, userId));

describe('POST user/createbooking', () => {
  it('refuses a customer whose mobile number is not verified yet, and writes nothing', async () => {
    const unverified = await signUp(testApp.app);
    await call(testApp.app, unverified.token, 'POST', 'addtocart', { serviceId: electrician });
    const body = { storedServices: [storedService({ serviceId: electrician, serviceMethod: 'hour', workingDuration: 1 })], formData: contact };
    for (const path of ['createbooking', 'book/singleservice']) {
      const reply = await call(testApp.app, unverified.token, 'POST', path, path === 'createbooking' ? body : { ...contact, ...body.storedServices[0] });
      expect(reply.status).toBe(403);
      expect(reply.body.message).toBe('Please verify your mobile number before booking.');
    }
    expect(await testApp.db.select().from(bookings).where(eq(bookings.userId, unverified.id))).toHaveLength(0);
    expect(await cartOf(unverified.id)).toHaveLength(1);
  });

  it('books the cart at the services’ own rates, whatever price the body claims, and empties those cart rows', async () => {
    const customer = await customerWithCart(electrician, plumber, await serviceIdNamed(testApp.db, 'Cook'));
    const reply = await createBooking(customer.token, {
      storedServices: [
        { ...storedService({ serviceId: electrician, serviceMethod: 'hour', workingDuration: 3 }), price: 1, cart_price: 1 },
        { ...storedService({ serviceId: plumber, serviceMethod: 'day', workingDuration: 2, preferredTime: '08:00' }), price: 1 },
      ],
      formData: { ...contact, name: '  Asha Verma ' },
      totalAmount: 2,
      total_amount: 2,
      latitude: 13.0827,
      longitude: 80.2707,
    });

    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ status: 200, message: 'Service booked successfully', data: { id: expect.any(Number) } });
    const booking = await bookingRow(testApp.db, reply.body.data.id);
    expect(booking).toMatchObject({
      userId: customer.id,
      name: 'Asha Verma',
      email: contact.email,
      mobile: contact.mobile,
      address: contact.address,
      description: contact.description,
      latitude: 13.0827,
      longitude: 80.2707,
      totalAmount: 650 * 3 + 3300 * 2,
      paymentStatus: 'pending',
    });
    expect(await linesOf(testApp.db, booking.id)).toEqual([
      expect.objectContaining({ serviceId: electrician, workMethod: 'hour', duration: 3, serviceDate: SOON, serviceTime: '10:30', rate: 650, price: 1950, status: 'pending' }),
      expect.objectContaining({ serviceId: plumber, workMethod: 'day', duration: 2, serviceDate: SOON, serviceTime: '08:00', rate: 3300, price: 6600, status: 'pending' }),
    ]);
    // Only the booked services leave the cart.
    expect((await cartOf(customer.id)).map((row) => row.serviceId)).toEqual([await serviceIdNamed(testApp.db, 'Cook')]);
  });

  it('geocodes the booking address when the body gives no place, and refuses a half or out-of-range one', async () => {
    const customer = await customerWithCart(electrician);
    const body = { storedServices: [storedService({ serviceId: electrician, serviceMethod: 'day', workingDuration: 1 })], formData: contact };

    const halfPlace = await createBooking(customer.token, { ...body, latitude: 13.08 });
    expect(halfPlace.status).toBe(422);
    expect(halfPlace.body.errors).toEqual({ longitude: ['Send both latitude and longitude.'] });
    expect((await createBooking(customer.token, { ...body, latitude: 95, longitude: 80 })).body.errors).toEqual({ latitude: ['Latitude must be between -90 and 90.'] });

    // '12 Gandhi Street, Chennai': the street is unknown to the offline geocoder, the city is not.
    const reply = await createBooking(customer.token, body);
    const booking = await bookingRow(testApp.db, reply.body.data.id);
    expect(booking).toMatchObject({ totalAmount: 3800 });
    expect(booking.latitude).toBeCloseTo(13.08, 1);
    expect(booking.longitude).toBeCloseTo(80.27, 1);
  });

  it('asks for a locality or PIN code when the address cannot be placed, or could be in two places, and books nothing', async () => {
    const customer = await customerWithCart(electrician);
    const slot = storedService({ serviceId: electrician, serviceMethod: 'day', workingDuration: 1 });
    const countBefore = (await testApp.db.select().from(bookings)).length;

    for (const address of ['Flat 3, Rose Villa', 'T. Nagar']) {
      const reply = await createBooking(customer.token, { storedServices: [slot], formData: { ...contact, address } });
      expect(reply.status).toBe(422);
      expect(reply.body.errors).toEqual({
        'formData.address': ['We could not find this address on the map. Please add your locality or PIN code, for example "T. Nagar, Chennai 600017".'],
      });
    }
    expect((await testApp.db.select().from(bookings)).length).toBe(countBefore);
    expect((await cartOf(customer.id)).map((row) => row.serviceId)).toContain(electrician);

    const placed = await createBooking(customer.token, { storedServices: [slot], formData: { ...contact, address: 'Flat 3, Rose Villa, T. Nagar, Chennai 600017' } });
    expect(placed.status).toBe(200);
    const booking = await bookingRow(testApp.db, placed.body.data.id);
    expect(booking.latitude).toBeCloseTo(13.04, 1);
    expect(booking.longitude).toBeCloseTo(80.24, 1);
  });

  it('answers 422 with the spec’s message when no service is sent', async () => {
    const customer = await customerWithCart(electrician);
    for (const storedServices of [[], undefined, 'none']) {
      const reply = await createBooking(customer.token, { storedServices, formData: contact });
      expect(reply.status).toBe(422);
      expect(reply.body).toEqual({ status: 422, errors: { storedServices: ['Selecte Atleast on service'] }, message: 'Selecte Atleast on service' });
    }
    expect(await testApp.db.select().from(bookings).where(eq(bookings.userId, customer.id))).toHaveLength(0);
  });

  it('answers 422 with the form and slot messages under their fields', async () => {
    const customer = await customerWithCart(electrician);
    const reply = await createBooking(customer.token, {
      storedServices: [storedService({ serviceId: electrician, serviceMethod: 'day', workingDuration: 5, preferredDate: '2026-02-01' })],
      formData: { ...contact, email: 'not-an-email', mobile: '12345', terms: false },
    });
    expect(reply.status).toBe(422);
    expect(reply.body.errors).toEqual({
      'storedServices.0.workingDuration': ['Choose 1 to 3 days or 1 to 12 hours.'],
      'storedServices.0.preferredDate': ['Date cannot be in the past.'],
      'formData.email': ['Please enter a valid email'],
      'formData.mobile': ['Mobile number should be 10 digits'],
      'formData.terms': ['You must agree to the terms and conditions'],
    });
    expect(await cartOf(customer.id)).toHaveLength(1);
  });

  it('answers 409 for a service that is not (or no longer) in the cart, and changes nothing', async () => {
    const customer = await customerWithCart(electrician);
    const reply = await createBooking(customer.token, {
      storedServices: [
        storedService({ serviceId: electrician, serviceMethod: 'hour', workingDuration: 1 }),
        storedService({ serviceId: plumber, serviceMethod: 'hour', workingDuration: 1 }),
      ],
      formData: contact,
    });
    expect(reply.status).toBe(409);
    expect(reply.body).toEqual({ status: 409, errors: {}, message: 'This service is no longer in your cart.' });
    expect(await cartOf(customer.id)).toHaveLength(1);
    expect(await testApp.db.select().from(bookings).where(eq(bookings.userId, customer.id))).toHaveLength(0);
  });

  it('answers 422 for a malformed service id and an over-long text, and books nothing', async () => {
    const customer = await customerWithCart(electrician);
    const slot = storedService({ serviceId: electrician, serviceMethod: 'hour', workingDuration: 1 });
    const cases: Array<[object, Record<string, string[]>]> = [
      [{ storedServices: [{ ...slot, serviceId: 'abc' }], formData: contact }, { 'storedServices.0.serviceId': ['Service not found'] }],
      [{ storedServices: [{ ...slot, serviceId: 2 ** 31 }], formData: contact }, { 'storedServices.0.serviceId': ['Service not found'] }],
      [{ storedServices: [slot], formData: { ...contact, address: 'a'.repeat(301) } }, { 'formData.address': ['Must be at most 300 characters.'] }],
      [{ storedServices: [slot], formData: { ...contact, description: 'd'.repeat(5001) } }, { 'formData.description': ['Must be at most 5000 characters.'] }],
    ];
    for (const [body, errors] of cases) {
      const reply = await createBooking(customer.token, body);
      expect(reply).toEqual({ status: 422, body: { status: 422, errors } });
    }
    const single = await call(testApp.app, customer.token, 'POST', 'book/singleservice', { ...contact, ...slot, serviceId: '0' });
    expect(single).toEqual({ status: 422, body: { status: 422, errors: { serviceId: ['Service not found'] } } });
    expect(await testApp.db.select().from(bookings).where(eq(bookings.userId, customer.id))).toHaveLength(0);
    expect(await cartOf(customer.id)).toHaveLength(1);
  });

  it('refuses the same service twice in one booking and a method without a rate', async () => {
    const customer = await customerWithCart(electrician);
    const twice = await createBooking(customer.token, {
      storedServices: [
        storedService({ serviceId: electrician, serviceMethod: 'hour', workingDuration: 1 }),
        storedService({ serviceId: electrician, serviceMethod: 'day', workingDuration: 1 }),
      ],
      formData: contact,
    });
    expect(twice.status).toBe(422);
    expect(twice.body.errors).toEqual({ 'storedServices.1.serviceId': ['Each service can be booked once per booking.'] });

    await testApp.db.update(services).set({ ratePerHour: 0 }).where(eq(services.id, electrician));
    try {
      const noRate = await createBooking(customer.token, {
        storedServices: [storedService({ serviceId: electrician, serviceMethod: 'hour', workingDuration: 1 })],
        formData: contact,
      });
      expect(noRate.status).toBe(422);
      expect(noRate.body.errors).toEqual({ 'storedServices.0.serviceMethod': ['This service is not offered by the hour.'] });
      expect(await cartOf(customer.id)).toHaveLength(1);
    } finally {
      await testApp.db.update(services).set({ ratePerHour: 650 }).where(eq(services.id, electrician));
    }
  });
});

describe('POST user/book/singleservice', () => {
  const single = (token: string, body: object) => call(testApp.app, token, 'POST', 'book/singleservice', body);
  const slot = { serviceMethod: 'day', workingDuration: '2', preferredTime: '11:00', preferredDate: SOON };

  it('books one service at its own rate and leaves the cart alone', async () => {
    const customer = await customerWithCart(plumber);
    const reply = await single(customer.token, { ...contact, ...slot, serviceId: electrician, totalAmount: 5 });
    expect(reply.body).toEqual({ status: 200, message: 'Service booked successfully', data: { id: expect.any(Number) } });
    expect(await bookingRow(testApp.db, reply.body.data.id)).toMatchObject({ userId: customer.id, totalAmount: 7600 });
    expect(await linesOf(testApp.db, reply.body.data.id)).toEqual([
      expect.objectContaining({ serviceId: electrician, workMethod: 'day', duration: 2, rate: 3800, price: 7600, serviceTime: '11:00' }),
    ]);
    expect(await cartOf(customer.id)).toHaveLength(1);
  });

  it('answers 404 for a service that cannot be booked and 422 for the single form’s messages', async () => {
    const customer = await signUpVerified(testApp.app, testApp.db);
    const enquiry = await serviceIdNamed(testApp.db, 'Factory shed construction');
    for (const serviceId of [enquiry, 999999]) {
      const reply = await single(customer.token, { ...contact, ...slot, serviceId });
      expect(reply.status).toBe(404);
      expect(reply.body).toEqual({ status: 404, errors: {}, message: 'Service not found' });
    }
    const invalid = await single(customer.token, { ...slot, serviceId: electrician, name: 'A', email: '', mobile: '98', address: 'x', description: 'y' });
    expect(invalid.status).toBe(422);
    expect(invalid.body.errors).toEqual({
      email: ['Email is required'],
      mobile: ['Please enter a valid 10-digit mobile number.'],
      terms: ['You must agree to the terms'],
    });
    expect(await testApp.db.select().from(bookingLines).innerJoin(bookings, eq(bookings.id, bookingLines.bookingId)).where(eq(bookings.userId, customer.id))).toHaveLength(0);
  });
});

describe('a slot today', () => {
  // The manual clock reads 15:30 in India (testKit). One customer: sign-ups are rate limited per address.
  it('is refused at a time that has already gone by in India, and taken later that day', async () => {
    const customer = await customerWithCart(electrician);
    const slot = (preferredTime: string) => storedService({ serviceId: electrician, serviceMethod: 'hour', workingDuration: 2, preferredDate: TODAY, preferredTime });
    const fromCart = (preferredTime: string) => ({ storedServices: [slot(preferredTime)], formData: contact });
    const single = (preferredTime: string) => ({ ...contact, ...slot(preferredTime) });

    const early = await call(testApp.app, customer.token, 'POST', 'createbooking', fromCart('10:30'));
    const earlySingle = await call(testApp.app, customer.token, 'POST', 'book/singleservice', single('10:30'));

    expect([early.status, earlySingle.status]).toEqual([422, 422]);
    expect(early.body.errors['storedServices.0.preferredTime']).toEqual(['Time cannot be in the past.']);
    expect(earlySingle.body.errors.preferredTime).toEqual(['Time cannot be in the past.']);
    expect(await testApp.db.select().from(bookings).where(eq(bookings.userId, customer.id))).toHaveLength(0);
    expect((await call(testApp.app, customer.token, 'POST', 'createbooking', fromCart('18:00'))).status).toBe(200);
    expect((await call(testApp.app, customer.token, 'POST', 'book/singleservice', single('18:00'))).status).toBe(200);
  });
});
