import { ApiError, UNEXPECTED_REPLY, callEndpoint } from '@servenear/shared/api';
import { addToCartEndpoint, bookSingleServiceEndpoint, cartListEndpoint, deleteCartItemEndpoint, openBookingsEndpoint, paymentOrderEndpoint } from '@servenear/shared/endpoints';
import { cartItemReply, fakeApi, ok } from '@servenear/shared/testing';
import { customerLoginEndpoint, homeSectionEndpoints } from '@servenear/shared/endpoints';

const cartItem = cartItemReply();

async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('a reply missing a field the spec allows to be missing', () => {
  // The cart's, the bookings' and the payments' replies are read with the server's own schemas
  // (@servenear/shared/endpoints): our server always sends these fields, so a reply without them
  // is not one of ours.
  it('refuses a cart item without a rating', async () => {
    const { avergae_ratting: _rating, ...unrated } = cartItem;
    fakeApi({ 'GET user/cartlist': ok([unrated]) });
    expect(await rejection(callEndpoint(cartListEndpoint))).toMatchObject({ status: 200, message: 'Unexpected reply from the server' });
  });

  it('reads a cart item with its rating and nothing chosen yet', async () => {
    fakeApi({ 'GET user/cartlist': ok([cartItem]) });
    const [item] = await callEndpoint(cartListEndpoint);
    expect(item).toMatchObject({ cartId: 5, averageRating: 4.5, method: null, price: null });
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

  it('refuses a payment order without provider, currency, name or colour', async () => {
    fakeApi({ 'POST user/createRazorpayOrder': ok({ booking_id: 7, order_id: 'order_1', amount: 29900, key: 'rzp_test' }) });
    expect(await rejection(callEndpoint(paymentOrderEndpoint, { body: { booking_id: 7 } }))).toMatchObject({ message: 'Unexpected reply from the server' });
  });

  it('reads a payment order as the checkout takes it', async () => {
    const order = { provider: 'sandbox', booking_id: 7, order_id: 'order_1', amount: 29900, currency: 'INR', key: 'rzp_test', name: 'ServeNear', theme_color: '#0f6e78' };
    const { requests } = fakeApi({ 'POST user/createRazorpayOrder': ok(order) });
    await expect(callEndpoint(paymentOrderEndpoint, { body: { booking_id: 7 } })).resolves.toEqual({
      provider: 'sandbox',
      bookingId: 7,
      orderId: 'order_1',
      amount: 29900,
      currency: 'INR',
      key: 'rzp_test',
      displayName: 'ServeNear',
      themeColor: '#0f6e78',
    });
    expect(requests[0]).toEqual({ method: 'POST', url: 'user/createRazorpayOrder', body: { booking_id: 7 } });
  });

  it('refuses a removal without the new count', async () => {
    fakeApi({ 'DELETE user/deletecart/5': { status: 200, body: { status: 200, message: 'Service removed from cart' } } });
    expect(await rejection(callEndpoint(deleteCartItemEndpoint, { params: { id: 5 } }))).toMatchObject({ message: 'Unexpected reply from the server' });
  });

  it('reads a removal as the new count and its message', async () => {
    fakeApi({ 'DELETE user/deletecart/5': { status: 200, body: { status: 200, message: 'Service removed from cart', cartCount: 0 } } });
    await expect(callEndpoint(deleteCartItemEndpoint, { params: { id: 5 } })).resolves.toEqual({ cartCount: 0, message: 'Service removed from cart' });
  });
});

describe('a malformed reply', () => {
  it('rejects a list that is not a list with the ApiError of an unexpected reply', async () => {
    fakeApi({ 'GET user/getbookings': ok({ id: 1 }) });
    const error = await rejection(callEndpoint(openBookingsEndpoint));
    expect(error).toMatchObject({ status: 200, errors: {}, message: 'Unexpected reply from the server' });
  });

  it('rejects a cart item whose id is not a number', async () => {
    fakeApi({ 'GET user/cartlist': ok([{ ...cartItem, cart_id: '5' }]) });
    expect(await rejection(callEndpoint(cartListEndpoint))).toMatchObject({ status: 200, message: 'Unexpected reply from the server' });
  });

  it('rejects a null where the spec allows none', async () => {
    fakeApi({ 'GET user/cartlist': ok([{ ...cartItem, name: null }]) });
    expect(await rejection(callEndpoint(cartListEndpoint))).toMatchObject({ status: 200, message: 'Unexpected reply from the server' });
  });

  it('rejects an add-to-cart reply without the count', async () => {
    fakeApi({ 'POST user/addtocart': { status: 200, body: { status: 200, message: 'Service added to cart' } } });
    expect(await rejection(callEndpoint(addToCartEndpoint, { body: { serviceId: 11 } }))).toMatchObject({ status: 200, message: 'Unexpected reply from the server' });
  });

  it('rejects a booking created without its id', async () => {
    fakeApi({ 'POST user/book/singleservice': ok({}, 'Service booked successfully') });
    const slot = { serviceMethod: 'day' as const, workingDuration: 1, preferredTime: '10:00', preferredDate: '2026-12-01' };
    const form = { name: 'Asha', mobile: '9876500001', email: 'asha@example.in', address: 'Chennai', description: 'Leaking tap', terms: true };
    const body = { ...form, serviceId: 11, ...slot };
    expect(await rejection(callEndpoint(bookSingleServiceEndpoint, { body, headers: { 'Idempotency-Key': 'key-1' } }))).toMatchObject({
      message: 'Unexpected reply from the server',
    });
  });

  it('rejects a body that is not an envelope before looking at its shape, as before', async () => {
    fakeApi({ 'POST user/login': { status: 200, body: '<html>Sign in to the Wi-Fi</html>' } });
    expect(await rejection(callEndpoint(customerLoginEndpoint, { body: { mobile: '9876500001', password: 'demo1234' } }))).toMatchObject({
      status: 200,
      message: 'Unexpected reply from the server',
    });
  });
});
