import { useState } from 'react';
import { ApiError, cartApi } from '@servenear/shared/api';
import { useHost, type NoticeKind } from '@servenear/shared/host';
import { addToCartTexts } from './texts';

/** customer §8 'Add to cart by status': which notice a refused add shows. */
function refusalNotice(error: unknown): { kind: NoticeKind; message: string } {
  if (!(error instanceof ApiError) || error.status === 0) return { kind: 'error', message: addToCartTexts.thrown };
  switch (error.status) {
    case 401:
      return { kind: 'error', message: error.message };
    case 404:
      return { kind: 'warning', message: error.message };
    case 409:
      return { kind: 'info', message: error.message };
    default:
      return { kind: 'error', message: addToCartTexts.failed };
  }
}

/** Adds a service to the cart and refreshes the header's cart count through the host. */
export function useAddToCart() {
  const host = useHost();
  const [adding, setAdding] = useState(false);

  async function addToCart(serviceId: number) {
    if (!host.session) {
      host.notify('error', addToCartTexts.signIn);
      return;
    }
    setAdding(true);
    try {
      const { message } = await cartApi.add(serviceId);
      host.notify('success', message);
      host.refreshCartCount().catch((error: unknown) => console.error('Failed to refresh the cart count', error));
    } catch (error) {
      const notice = refusalNotice(error);
      host.notify(notice.kind, notice.message);
    } finally {
      setAdding(false);
    }
  }

  return { addToCart, adding };
}
