import { ApiError, UNEXPECTED_REPLY, callEndpoint, cartApi } from '@servenear/shared/api';
import { bookingApi } from '../booking-api/bookings';
import { paymentApi } from '../booking-api/payments';
import { fakeApi, ok } from '@servenear/shared/testing';
import { customerLoginEndpoint, homeSectionEndpoints } from '@servenear/shared/endpoints';

/** A cart item as the server sends it (customer §3 'Cart item'), slot not chosen yet. */
const cartItem = {
  cart_id: 5,
  service_id: 11,
  name: 'Tap and leak repair',
  work_type: null,
  day_hours: null,
  service_time: null,
  service_date: null,
  working_per_day: 1800,
  working_per_hour: 299,
  cart_price: null,
  image_url: null,
  avergae_ratting: 4.5,
};

async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('a reply missing a field the spec allows to be missing', () => {
  it('reads a cart item without a rating as rated 0', async () => {
    const { avergae_ratting: _rating, ...unrated } = cartItem;
    fakeApi({ 'GET user/cartlist': ok([unrated]) });
    const [item] = await cartApi.cartList();
    expect(item).toMatchObject({ cartId: 5, averageRating: 0, method: null, price: null });
  });

  it('refuses a service without a review count, texts or rates: the catalogue reads what its server always sends', async () => {
    fakeApi({
      'GET user/industryservices': ok([
        { id: 11, name: 'Tap and leak repair', servicetype: 'service', image_url: null, category_id: 3, subcategory_id: 9, avergae_ratting: 4 },
      ]),
    });
    const error = await rejection(callEndpoint(homeSectionEndpoints.industryservices));
    expect(error).toMatchObject({ status: 200, message: UNEXPECTED_REPLY });
  });

  it("takes a payment order without provider or currency as the sandbox's, in rupees", async () => {
    fakeApi({ 'POST user/createRazorpayOrder': ok({ booking_id: 7, order_id: 'order_1', amount: 29900, key: 'rzp_test' }) });
    await expect(paymentApi.createPaymentOrder(7)).resolves.toEqual({
      provider: 'sandbox',
      bookingId: 7,
      orderId: 'order_1',
      amount: 29900,
      currency: 'INR',
      key: 'rzp_test',
      displayName: '',
      themeColor: '',
    });
  });

  it('reads a removal without the new count as an empty count, keeping the message', async () => {
    fakeApi({ 'DELETE user/deletecart/5': { status: 200, body: { status: 200, message: 'Service removed from cart' } } });
    await expect(cartApi.deleteCartItem(5)).resolves.toEqual({ cartCount: 0, message: 'Service removed from cart' });
  });
});

describe('a malformed reply', () => {
  it('rejects a list that is not a list with the ApiError of an unexpected reply', async () => {
    fakeApi({ 'GET user/getbookings': ok({ id: 1 }) });
    const error = await rejection(bookingApi.bookings());
    expect(error).toMatchObject({ status: 200, errors: {}, message: 'Unexpected reply from the server' });
  });

  it('rejects a cart item whose id is not a number', async () => {
    fakeApi({ 'GET user/cartlist': ok([{ ...cartItem, cart_id: '5' }]) });
    expect(await rejection(cartApi.cartList())).toMatchObject({ status: 200, message: 'Unexpected reply from the server' });
  });

  it('rejects a null where the spec allows none', async () => {
    fakeApi({ 'GET user/cartlist': ok([{ ...cartItem, name: null }]) });
    expect(await rejection(cartApi.cartList())).toMatchObject({ status: 200, message: 'Unexpected reply from the server' });
  });

  it('rejects an add-to-cart reply without the count', async () => {
    fakeApi({ 'POST user/addtocart': { status: 200, body: { status: 200, message: 'Service added to cart' } } });
    expect(await rejection(cartApi.add(11))).toMatchObject({ status: 200, message: 'Unexpected reply from the server' });
  });

  it('rejects a booking created without its id', async () => {
    fakeApi({ 'POST user/book/singleservice': ok({}) });
    const slot = { serviceMethod: 'day' as const, workingDuration: 1, preferredTime: '10:00', preferredDate: '2026-12-01' };
    const form = { name: 'Asha', mobile: '9876500001', email: 'asha@example.in', address: 'Chennai', description: 'Leaking tap', terms: true };
    expect(await rejection(bookingApi.bookSingleService(11, slot, form, 'key-1'))).toMatchObject({ message: 'Unexpected reply from the server' });
  });

  it('rejects a body that is not an envelope before looking at its shape, as before', async () => {
    fakeApi({ 'POST user/login': { status: 200, body: '<html>Sign in to the Wi-Fi</html>' } });
    expect(await rejection(callEndpoint(customerLoginEndpoint, { body: { mobile: '9876500001', password: 'demo1234' } }))).toMatchObject({
      status: 200,
      message: 'Unexpected reply from the server',
    });
  });
});

describe('the slot of a cart update', () => {
  it("is sent under the spec's names, empty parts as null", async () => {
    const { requests } = fakeApi({ 'POST user/updatecart': ok({ ...cartItem, work_type: 'hour', day_hours: 2, cart_price: 598 }) });
    const saved = await cartApi.updateCart({ serviceId: 11, serviceMethod: 'hour', workingDuration: 2, preferredTime: null, preferredDate: null });
    expect(requests[0]?.body).toEqual({ serviceId: 11, serviceMethod: 'hour', workingDuration: 2, preferredTime: null, preferredDate: null });
    expect(saved).toMatchObject({ method: 'hour', duration: 2, price: 598 });
  });
});
