import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { cartApi, invalidateCart, type CartItem } from '@servenear/shared/api';
import { serverMessage } from '@servenear/shared/forms';
import { useHost } from '@servenear/shared/host';
import { choicePrice, isSlotComplete, type SlotChoice, type SlotErrors, type SlotField } from './slotChoice';
import { cartTexts as texts } from './texts';

export interface CartEntry {
  item: CartItem;
  choice: SlotChoice;
  /** What the item costs with its choice: computed here at once, then the server's figure. */
  price: number | null;
  save: 'idle' | 'saving' | 'saved';
  removing: boolean;
  errors: SlotErrors;
}

export type CartState = { kind: 'loading' } | { kind: 'failed' } | { kind: 'loaded'; entries: CartEntry[] };

const ratesOf = (item: CartItem) => ({ perDay: item.perDay, perHour: item.perHour });

function entryOf(item: CartItem): CartEntry {
  const choice: SlotChoice = { method: item.method, duration: item.duration, time: item.time ?? '', date: item.date ?? '' };
  return { item, choice, price: item.price ?? choicePrice(ratesOf(item), choice), save: 'idle', removing: false, errors: {} };
}

/**
 * The cart of /service-booking (customer §2, §4): loads the items, saves each slot choice as
 * it is made (the server's reply is authoritative) and removes items. An empty cart sends
 * the customer home with the spec's warning.
 */
export function useCart() {
  const host = useHost();
  const navigate = useNavigate();
  const [state, setState] = useState<CartState>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const entries = state.kind === 'loaded' ? state.entries : [];
  const latest = useRef(entries);
  latest.current = entries;
  /** Per item, the number of the last save sent: an older reply arriving late is ignored. */
  const saves = useRef(new Map<number, number>());

  function leaveEmptyCart() {
    host.notify('warning', texts.emptyCart);
    navigate('/', { replace: true });
  }

  useEffect(() => {
    const controller = new AbortController();
    setState({ kind: 'loading' });
    cartApi.cartList({ signal: controller.signal }).then(
      (items) => {
        if (controller.signal.aborted) return;
        if (items.length === 0) leaveEmptyCart();
        else setState({ kind: 'loaded', entries: items.map(entryOf) });
      },
      () => {
        if (!controller.signal.aborted) setState({ kind: 'failed' });
      },
    );
    return () => controller.abort();
    // Loads once per visit and again on Retry only: the host's object is new on every render.
  }, [attempt]);

  const update = useCallback((cartId: number, change: (entry: CartEntry) => CartEntry) => {
    setState((current) =>
      current.kind === 'loaded'
        ? { kind: 'loaded', entries: current.entries.map((entry) => (entry.item.cartId === cartId ? change(entry) : entry)) }
        : current,
    );
  }, []);

  async function choose(cartId: number, next: SlotChoice, changed: SlotField) {
    const entry = latest.current.find((candidate) => candidate.item.cartId === cartId);
    if (!entry) return;
    const wasComplete = isSlotComplete(entry.choice);
    const cleared: SlotField[] = changed === 'method' ? ['method', 'duration'] : [changed];
    const errors = Object.fromEntries(Object.entries(entry.errors).filter(([field]) => !cleared.includes(field as SlotField)));
    update(cartId, (current) => ({ ...current, choice: next, price: choicePrice(ratesOf(current.item), next), save: 'saving', errors }));

    const turn = (saves.current.get(cartId) ?? 0) + 1;
    saves.current.set(cartId, turn);
    try {
      const saved = await cartApi.updateCart({
        serviceId: entry.item.serviceId,
        serviceMethod: next.method,
        workingDuration: next.duration,
        preferredTime: next.time || null,
        preferredDate: next.date || null,
      });
      if (saves.current.get(cartId) !== turn) return;
      const choice: SlotChoice = { method: saved.method, duration: saved.duration, time: saved.time ?? '', date: saved.date ?? '' };
      update(cartId, (current) => ({ ...current, choice, price: saved.price, save: 'saved' }));
      if (!wasComplete && isSlotComplete(choice)) host.notify('success', texts.updated);
    } catch (error) {
      if (saves.current.get(cartId) !== turn) return;
      // The choice stays on screen, so the customer can see what was not saved and change it again.
      update(cartId, (current) => ({ ...current, save: 'idle' }));
      host.notify('error', serverMessage(error) ?? texts.updateFailed);
    }
  }

  async function remove(cartId: number) {
    update(cartId, (entry) => ({ ...entry, removing: true }));
    try {
      await cartApi.deleteCartItem(cartId);
    } catch (error) {
      update(cartId, (entry) => ({ ...entry, removing: false }));
      host.notify('error', serverMessage(error) ?? texts.deleteFailed);
      return;
    }
    invalidateCart(host.queryClient);
    host.notify('success', texts.deleted);
    const remaining = latest.current.filter((entry) => entry.item.cartId !== cartId);
    if (remaining.length === 0) leaveEmptyCart();
    else setState({ kind: 'loaded', entries: remaining });
  }

  /** Shows slot messages under the items' controls (from the booking check or the server). */
  function showErrors(errorsByCartId: ReadonlyMap<number, SlotErrors>) {
    setState((current) =>
      current.kind === 'loaded'
        ? { kind: 'loaded', entries: current.entries.map((entry) => ({ ...entry, errors: errorsByCartId.get(entry.item.cartId) ?? {} })) }
        : current,
    );
  }

  return { state, choose, remove, showErrors, retry: () => setAttempt((count) => count + 1) };
}
