import { ApiError, useAddToCart as useAddToCartMutation } from '@servenear/shared/api';
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

/**
 * Adds a service to the cart. The mutation invalidates the page's cart queries, so the
 * shell's header badge shows the new count without being asked.
 */
export function useAddToCart() {
  const host = useHost();
  const mutation = useAddToCartMutation();

  async function addToCart(serviceId: number) {
    if (!host.session) {
      host.notify('error', addToCartTexts.signIn);
      return;
    }
    try {
      const { message } = await mutation.mutateAsync(serviceId);
      host.notify('success', message);
    } catch (error) {
      const notice = refusalNotice(error);
      host.notify(notice.kind, notice.message);
    }
  }

  return { addToCart, adding: mutation.isPending };
}
