import { eq } from 'drizzle-orm';
import { cartItems, services } from '../../db/schema';
import { manualClock, signUp } from '../../../test/accounts';
import { createTestApp, type TestApp } from '../../../test/testApp';
import { call, serviceIdNamed, SOON, TODAY } from '../bookings/testKit';

let testApp: TestApp;
const time = manualClock();

beforeAll(async () => {
  testApp = await createTestApp({ clock: time.clock });
});
afterAll(() => testApp.close());

async function customerWith(...names: string[]) {
  const { token, id } = await signUp(testApp.app);
  const serviceIds: number[] = [];
  for (const name of names) {
    const serviceId = await serviceIdNamed(testApp.db, name);
    await call(testApp.app, token, 'POST', 'addtocart', { serviceId });
    serviceIds.push(serviceId);
  }
  return { token, id, serviceIds };
}

const update = (token: string, body: object) => call(testApp.app, token, 'POST', 'updatecart', body);
const cartRow = async (userId: number, serviceId: number) =>
  (await testApp.db.select().from(cartItems).where(eq(cartItems.userId, userId))).find((row) => row.serviceId === serviceId)!;

describe('POST user/updatecart', () => {
  it('saves the slot step by step and prices it on the server', async () => {
    const { token, id, serviceIds } = await customerWith('Electrician');
    const [electrician] = serviceIds as [number];

    const method = await update(token, { serviceId: electrician, serviceMethod: 'hour', workingDuration: '', preferredTime: '', preferredDate: '' });
    expect(method.status).toBe(200);
    expect(method.body).toMatchObject({ status: 200, message: 'Cart Update successfully', data: { work_type: 'hour', day_hours: null, cart_price: null } });

    const full = await update(token, { serviceId: electrician, serviceMethod: 'hour', workingDuration: '3', preferredTime: '09:30', preferredDate: SOON, cart_price: 1 });
    expect(full.body.data).toEqual({
      cart_id: expect.any(Number),
      service_id: electrician,
      name: 'Electrician',
      work_type: 'hour',
      day_hours: 3,
      service_time: '09:30',
      service_date: SOON,
      working_per_day: 3800,
      working_per_hour: 650,
      cart_price: 1950,
      image_url: expect.any(String),
      avergae_ratting: expect.any(Number),
    });
    expect(await cartRow(id, electrician)).toMatchObject({ workMethod: 'hour', duration: 3, serviceTime: '09:30', serviceDate: SOON });
  });

  it('clears the duration when the method changes, unless a new one comes with it', async () => {
    const { token, id, serviceIds } = await customerWith('Plumber');
    const [plumber] = serviceIds as [number];
    await update(token, { serviceId: plumber, serviceMethod: 'hour', workingDuration: 8, preferredTime: '10:00', preferredDate: SOON });

    const switched = await update(token, { serviceId: plumber, serviceMethod: 'day' });
    expect(switched.body.data).toMatchObject({ work_type: 'day', day_hours: null, cart_price: null, service_time: '10:00', service_date: SOON });
    expect((await cartRow(id, plumber)).duration).toBeNull();

    const withDuration = await update(token, { serviceId: plumber, serviceMethod: 'hour', workingDuration: 2 });
    expect(withDuration.body.data).toMatchObject({ work_type: 'hour', day_hours: 2, cart_price: 1100 });
  });

  it('refuses a slot that cannot be booked, with the slot messages under the payload fields', async () => {
    const { token, id, serviceIds } = await customerWith('Cook');
    const [cook] = serviceIds as [number];
    const cases: Array<[object, Record<string, string[]>]> = [
      [{ serviceMethod: 'day', workingDuration: 4 }, { workingDuration: ['Choose 1 to 3 days or 1 to 12 hours.'] }],
      [{ serviceMethod: 'hour', workingDuration: 13 }, { workingDuration: ['Choose 1 to 3 days or 1 to 12 hours.'] }],
      [{ serviceMethod: 'week' }, { serviceMethod: ['Service method is required'] }],
      [{ preferredTime: '25:00' }, { preferredTime: ['Preferred time is required'] }],
      [{ preferredDate: '2026-02-28' }, { preferredDate: ['Date cannot be in the past.'] }],
      [{ preferredDate: '2026-04-02' }, { preferredDate: ['Bookings open at most one month ahead.'] }],
      [{ preferredDate: '2026-02-30' }, { preferredDate: ['Preferred date is required'] }],
    ];
    for (const [body, errors] of cases) {
      const reply = await update(token, { serviceId: cook, ...body });
      expect(reply.status).toBe(422);
      expect(reply.body).toEqual({ status: 422, errors });
    }
    expect(await cartRow(id, cook)).toMatchObject({ workMethod: null, duration: null, serviceTime: null, serviceDate: null });

    // Today and a month ahead are both bookable.
    expect((await update(token, { serviceId: cook, preferredDate: TODAY })).status).toBe(200);
    expect((await update(token, { serviceId: cook, preferredDate: '2026-04-01' })).status).toBe(200);
  });

  it('refuses a method the service has no rate for', async () => {
    const { token, serviceIds } = await customerWith('Warehouse Helper');
    const [helper] = serviceIds as [number];
    await testApp.db.update(services).set({ ratePerDay: 0 }).where(eq(services.id, helper));

    const reply = await update(token, { serviceId: helper, serviceMethod: 'day', workingDuration: 1 });
    expect(reply.status).toBe(422);
    expect(reply.body.errors).toEqual({ serviceMethod: ['This service is not offered by the day.'] });
    expect((await call(testApp.app, token, 'GET', 'cartlist')).body.data[0]).toMatchObject({ working_per_day: null, working_per_hour: 180 });
    await testApp.db.update(services).set({ ratePerDay: 900 }).where(eq(services.id, helper));
  });

  it('answers 404 for a service that is not in this customer’s cart', async () => {
    const owner = await customerWith('Electrician');
    const other = await customerWith();
    for (const body of [{ serviceId: owner.serviceIds[0], serviceMethod: 'day' }, { serviceId: 999999 }]) {
      const reply = await update(other.token, body);
      expect(reply.status).toBe(404);
      expect(reply.body).toEqual({ status: 404, errors: {}, message: 'Service not found in your cart.' });
    }
    expect((await cartRow(owner.id, owner.serviceIds[0]!)).workMethod).toBeNull();
  });

  it('answers 422 for a malformed service id or an over-long slot field, and saves nothing', async () => {
    const { token, id, serviceIds } = await customerWith('Electrician');
    const [electrician] = serviceIds as [number];
    for (const body of [{ serviceId: 'abc' }, {}, { serviceId: 2 ** 31 }]) {
      const reply = await update(token, body);
      expect(reply.status).toBe(422);
      expect(reply.body).toEqual({ status: 422, errors: { serviceId: ['Service not found'] } });
    }
    const long = await update(token, { serviceId: electrician, preferredTime: '1'.repeat(5000) });
    expect(long.status).toBe(422);
    expect(long.body).toEqual({ status: 422, errors: { preferredTime: ['Preferred time is required'] } });
    expect(await cartRow(id, electrician)).toMatchObject({ workMethod: null, serviceTime: null });
  });
});

describe('GET user/cartlist and DELETE user/deletecart/{id}', () => {
  it('lists the cart oldest first with the services’ names, rates and ratings', async () => {
    const { token, serviceIds } = await customerWith('Plumber', 'Electrician');
    const list = await call(testApp.app, token, 'GET', 'cartlist');
    expect(list.status).toBe(200);
    expect(list.body.data.map((item: { name: string }) => item.name)).toEqual(['Plumber', 'Electrician']);
    expect(list.body.data[0]).toEqual({
      cart_id: expect.any(Number),
      service_id: serviceIds[0],
      name: 'Plumber',
      work_type: null,
      day_hours: null,
      service_time: null,
      service_date: null,
      working_per_day: 3300,
      working_per_hour: 550,
      cart_price: null,
      image_url: expect.stringMatching(/\S/),
      avergae_ratting: expect.any(Number),
    });
  });

  it('deletes by cart id and returns the new count; another customer’s item is 404', async () => {
    const owner = await customerWith('Plumber', 'Cook');
    const other = await customerWith('Electrician');
    const [first] = (await call(testApp.app, owner.token, 'GET', 'cartlist')).body.data as Array<{ cart_id: number }>;

    const refused = await call(testApp.app, other.token, 'DELETE', `deletecart/${first!.cart_id}`);
    expect(refused.status).toBe(404);
    expect((await call(testApp.app, owner.token, 'GET', 'cartcount')).body.cartCount).toBe(2);

    const deleted = await call(testApp.app, owner.token, 'DELETE', `deletecart/${first!.cart_id}`);
    expect(deleted.body).toEqual({ status: 200, message: 'Service deleted successfully', cartCount: 1 });
    expect((await call(testApp.app, owner.token, 'DELETE', `deletecart/${first!.cart_id}`)).status).toBe(404);
    for (const malformed of ['abc', '0', '2147483648']) {
      expect(await call(testApp.app, owner.token, 'DELETE', `deletecart/${malformed}`)).toEqual({
        status: 422,
        body: { status: 422, errors: { id: ['Must be a positive whole number.'] } },
      });
    }
  });
});
