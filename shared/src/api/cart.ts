import type { AddToCartPayloadWire, CartCountReplyWire } from '@servenear/shared/wire';
import { ApiError } from './ApiError';
import { apiClient } from './client';
import { isRecord, unwrapEnvelope } from './normalise';

export interface CartAdded {
  message: string;
  cartCount: number;
}

function cartCountOf(httpStatus: number, body: unknown): number {
  if (!isRecord(body) || typeof body.cartCount !== 'number') {
    throw new ApiError(httpStatus, {}, 'Unexpected cart reply from the server');
  }
  return body.cartCount;
}

/**
 * The cart calls of customer §7. A refusal rejects with an ApiError carrying the server's
 * status and message (401 no session, 404 'Service not found', 409 'Service already in cart').
 */
export const cartApi = {
  /** POST user/addtocart. */
  async add(serviceId: number): Promise<CartAdded> {
    const payload: AddToCartPayloadWire = { serviceId };
    const response = await apiClient.post<CartCountReplyWire>('user/addtocart', payload);
    const { message } = unwrapEnvelope(response.status, response.data);
    return { message: message ?? '', cartCount: cartCountOf(response.status, response.data) };
  },

  /** GET user/cartcount. */
  async count(): Promise<number> {
    const response = await apiClient.get<CartCountReplyWire>('user/cartcount');
    unwrapEnvelope(response.status, response.data);
    return cartCountOf(response.status, response.data);
  },
};
