import type { ReactNode } from 'react';
import { act, renderHook, waitFor } from '@testing-library/react';
import { queryKeys } from '@servenear/shared/host';
import { createQueryClient } from '@servenear/shared/query';
import { TestHost } from '@servenear/shared/test-host';
import { fakeApi, ok } from '@servenear/shared/testing';
import { useAddToCart, useCartItems, useRemoveCartItem, useSaveCartSlot, type CartSlotUpdate } from './cart';

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
  image_url: '',
  avergae_ratting: 4.5,
};

/** Runs a mutation to its end inside act, answering what it resolved with. */
async function settled<Result>(mutation: () => Promise<Result>): Promise<Result> {
  let outcome: Result | undefined;
  await act(async () => {
    outcome = await mutation();
  });
  return outcome as Result;
}

function hostWith() {
  const queryClient = createQueryClient({ retry: false });
  const wrapper = ({ children }: { children: ReactNode }) => <TestHost queryClient={queryClient}>{children}</TestHost>;
  return { queryClient, wrapper };
}

describe('the cart hooks', () => {
  it('read GET user/cartlist under the cart items key, as the screens use it', async () => {
    const { requests } = fakeApi({ 'GET user/cartlist': ok([cartItem]) });
    const { queryClient, wrapper } = hostWith();
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
    const { result } = renderHook(() => useSaveCartSlot(), { wrapper: hostWith().wrapper });
    const update = { serviceId: 11, serviceMethod: 'hour', workingDuration: 2, preferredTime: null, preferredDate: null, price: 598 } as CartSlotUpdate;
    const saved = await settled(() => result.current.mutateAsync(update));
    expect(requests[0]?.body).toEqual({ serviceId: 11, serviceMethod: 'hour', workingDuration: 2, preferredTime: null, preferredDate: null });
    expect(saved).toMatchObject({ method: 'hour', duration: 2, price: 598 });
  });

  it('add a service with POST user/addtocart {serviceId} and show the new count at once', async () => {
    const { requests } = fakeApi({ 'POST user/addtocart': { status: 200, body: { status: 200, message: 'Service added to cart', cartCount: 3 } } });
    const { queryClient, wrapper } = hostWith();
    const { result } = renderHook(() => useAddToCart(), { wrapper });
    await expect(settled(() => result.current.mutateAsync(11))).resolves.toEqual({ message: 'Service added to cart', cartCount: 3 });
    expect(requests[0]).toEqual({ method: 'POST', url: 'user/addtocart', body: { serviceId: 11 } });
    expect(queryClient.getQueryData(queryKeys.cart.count())).toBe(3);
  });

  it('remove a cart row with DELETE user/deletecart/{cart_id}: it leaves the list and the count is the reply’s', async () => {
    const { requests } = fakeApi({ 'DELETE user/deletecart/5': { status: 200, body: { status: 200, message: 'Service deleted successfully', cartCount: 0 } } });
    const { queryClient, wrapper } = hostWith();
    queryClient.setQueryData(queryKeys.cart.items(), [{ cartId: 5 }, { cartId: 6 }]);
    const { result } = renderHook(() => useRemoveCartItem(), { wrapper });
    await settled(() => result.current.mutateAsync(5));
    expect(requests[0]).toMatchObject({ method: 'DELETE', url: 'user/deletecart/5' });
    expect(queryClient.getQueryData(queryKeys.cart.items())).toEqual([{ cartId: 6 }]);
    expect(queryClient.getQueryData(queryKeys.cart.count())).toBe(0);
  });
});
