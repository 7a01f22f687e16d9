import { renderHook, waitFor } from '@testing-library/react';
import { queryKeys } from '@servenear/shared/host';
import { cartItemReply, fakeApi, ok, queryHookHost, settled } from '@servenear/shared/testing';
import { useAddToCart, useCartItems, useRemoveCartItem, useSaveCartSlot, type CartSlotUpdate } from './cart';

const cartItem = cartItemReply({ image_url: '' });

describe('the cart hooks', () => {
  it('read GET user/cartlist under the cart items key, as the screens use it', async () => {
    const { requests } = fakeApi({ 'GET user/cartlist': ok([cartItem]) });
    const { queryClient, wrapper } = queryHookHost();
    const { result } = renderHook(() => useCartItems(), { wrapper });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data).toEqual([
      {
        cartId: 5,
        serviceId: 11,
        name: 'Tap and leak repair',
        method: null,
        duration: null,
        time: null,
        date: null,
        perDay: 1800,
        perHour: 299,
        price: null,
        imageUrl: null,
        averageRating: 4.5,
      },
    ]);
    expect(queryClient.getQueryData(queryKeys.cart.items())).toBe(result.current.data);
    expect(requests.map((request) => `${request.method} ${request.url}`)).toEqual(['GET user/cartlist']);
  });

  it("send a slot under the spec's names, empty parts as null, and nothing else the update carries", async () => {
    const { requests } = fakeApi({ 'POST user/updatecart': ok({ ...cartItem, work_type: 'hour', day_hours: 2, cart_price: 598 }, 'Cart Update successfully') });
    const { result } = renderHook(() => useSaveCartSlot(), { wrapper: queryHookHost().wrapper });
    const update = { serviceId: 11, serviceMethod: 'hour', workingDuration: 2, preferredTime: null, preferredDate: null, price: 598 } as CartSlotUpdate;
    const saved = await settled(() => result.current.mutateAsync(update));
    expect(requests[0]?.body).toEqual({ serviceId: 11, serviceMethod: 'hour', workingDuration: 2, preferredTime: null, preferredDate: null });
    expect(saved).toMatchObject({ method: 'hour', duration: 2, price: 598 });
  });

  it('add a service with POST user/addtocart {serviceId} and show the new count at once', async () => {
    const { requests } = fakeApi({ 'POST user/addtocart': { status: 200, body: { status: 200, message: 'Service added to cart', cartCount: 3 } } });
    const { queryClient, wrapper } = queryHookHost();
    const { result } = renderHook(() => useAddToCart(), { wrapper });
    await expect(settled(() => result.current.mutateAsync(11))).resolves.toEqual({ message: 'Service added to cart', cartCount: 3 });
    expect(requests[0]).toEqual({ method: 'POST', url: 'user/addtocart', body: { serviceId: 11 } });
    expect(queryClient.getQueryData(queryKeys.cart.count())).toBe(3);
  });

  it('remove a cart row with DELETE user/deletecart/{cart_id}: it leaves the list and the count is the reply’s', async () => {
    const { requests } = fakeApi({ 'DELETE user/deletecart/5': { status: 200, body: { status: 200, message: 'Service deleted successfully', cartCount: 0 } } });
    const { queryClient, wrapper } = queryHookHost();
    queryClient.setQueryData(queryKeys.cart.items(), [{ cartId: 5 }, { cartId: 6 }]);
    const { result } = renderHook(() => useRemoveCartItem(), { wrapper });
    await settled(() => result.current.mutateAsync(5));
    expect(requests[0]).toMatchObject({ method: 'DELETE', url: 'user/deletecart/5' });
    expect(queryClient.getQueryData(queryKeys.cart.items())).toEqual([{ cartId: 6 }]);
    expect(queryClient.getQueryData(queryKeys.cart.count())).toBe(0);
  });
});
