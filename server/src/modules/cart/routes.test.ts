import { eq } from 'drizzle-orm';
import { cartItems, services } from '../../db/schema';
import { bearer, demo, login, signUp } from '../../../test/accounts';
import { createTestApp, type TestApp } from '../../../test/testApp';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

const serviceId = async (name: string) => {
  const [row] = await testApp.db.select({ id: services.id }).from(services).where(eq(services.name, name));
  return row!.id;
};

const add = (token: string | null, body: unknown) =>
  testApp.app.inject({ method: 'POST', url: '/api/user/addtocart', payload: body as object, headers: token ? bearer(token) : {} });
const count = (token: string) => testApp.app.inject({ method: 'GET', url: '/api/user/cartcount', headers: bearer(token) });

describe('cart add and count', () => {
  it('adds a bookable service once, then answers 409', async () => {
    const { token, id } = await signUp(testApp.app);
    const electrician = await serviceId('Electrician');

    expect((await count(token)).json()).toEqual({ status: 200, cartCount: 0 });
    const first = await add(token, { serviceId: electrician, token });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ status: 200, message: 'Service added to cart', cartCount: 1 });

    const again = await add(token, { serviceId: String(electrician) });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ status: 409, errors: {}, message: 'Service already in cart' });

    expect((await add(token, { serviceId: await serviceId('Plumber') })).json().cartCount).toBe(2);
    expect((await count(token)).json()).toEqual({ status: 200, cartCount: 2 });
    expect(await testApp.db.select().from(cartItems).where(eq(cartItems.userId, id))).toHaveLength(2);
  });

  it('answers 404 for an enquiry-type or unknown service', async () => {
    const { token } = await signUp(testApp.app);

    for (const body of [{ serviceId: await serviceId('Factory shed construction') }, { serviceId: 999999 }]) {
      const response = await add(token, body);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ status: 404, errors: {}, message: 'Service not found' });
    }
    expect((await count(token)).json().cartCount).toBe(0);
  });

  it('answers 422 with the field’s message for a malformed service id, and adds nothing', async () => {
    const { token, id } = await signUp(testApp.app);

    for (const body of [{ serviceId: 'abc' }, {}, { serviceId: 0 }, { serviceId: 2 ** 31 }, { serviceId: '9'.repeat(5000) }]) {
      const response = await add(token, body);
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({ status: 422, errors: { serviceId: ['Service not found'] } });
    }
    expect(await testApp.db.select().from(cartItems).where(eq(cartItems.userId, id))).toHaveLength(0);
  });

  it('needs a customer session', async () => {
    expect((await add(null, { serviceId: 1 })).statusCode).toBe(401);
    expect((await testApp.app.inject({ method: 'GET', url: '/api/user/cartcount' })).statusCode).toBe(401);
    const partner = await login(testApp.app, 'employee', demo.partner);
    expect((await add(partner.token, { serviceId: 1 })).statusCode).toBe(403);
  });

  it('keeps each customer’s cart separate', async () => {
    const customer = await login(testApp.app, 'user', demo.customer);
    const other = await signUp(testApp.app);
    await add(customer.token, { serviceId: await serviceId('Cook') });

    expect((await count(other.token)).json().cartCount).toBe(0);
  });
});
