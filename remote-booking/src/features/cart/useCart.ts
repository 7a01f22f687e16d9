import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { useNavigate } from '@servenear/shared/router';
import { ApiError, firstFieldErrors, replaceCartItem, useCartItems, useRemoveCartItem, useSaveCartSlot, type CartItem } from '@servenear/shared/api';
import { serverMessage } from '@servenear/shared/forms';
import { bookingFormMessages } from '@servenear/shared/booking-texts';
import { useHost } from '@servenear/shared/host';
import { choicePrice, isSlotComplete, slotFieldOf, type SlotChoice, type SlotErrors, type SlotField } from '../../components/slot';
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

/** What the page holds for an item beyond what the server last said: the choice being saved, messages. */
type Draft = Partial<Pick<CartEntry, 'choice' | 'price' | 'save' | 'removing' | 'errors'>>;

/** A refused save's field messages (the wire's slot names) as the slot controls name them. */
function slotErrorsOf(error: unknown): SlotErrors {
  const errors: SlotErrors = {};
  if (!(error instanceof ApiError)) return errors;
  for (const [wireName, message] of Object.entries(firstFieldErrors(error.errors))) {
    const field = slotFieldOf(wireName);
    if (field) errors[field] = message;
  }
  return errors;
}

const ratesOf = (item: CartItem) => ({ perDay: item.perDay, perHour: item.perHour });

function entryOf(item: CartItem, draft: Draft = {}): CartEntry {
  const choice: SlotChoice = { method: item.method, duration: item.duration, time: item.time ?? '', date: item.date ?? '' };
  return { item, choice, price: item.price ?? choicePrice(ratesOf(item), choice), save: 'idle', removing: false, errors: {}, ...draft };
}

/**
 * The cart of /service-booking (customer §2, §4): the items as the server last said (the
 * cart query), with the customer's choices drawn at once while each is saved (the server's
 * reply is authoritative and replaces the item in the query) and removals. A cart that is
 * empty when the page opens sends the customer home with the spec's warning (customer §8); one
 * that had items during this visit stays, to show the empty cart with a way back to the services.
 */
export function useCart() {
  const host = useHost();
  const navigate = useNavigate();
  const items = useCartItems();
  const saveSlot = useSaveCartSlot();
  const removeItem = useRemoveCartItem();
  const [drafts, setDrafts] = useState<ReadonlyMap<number, Draft>>(new Map());
  /**
   * The cart had items during this visit. Emptied since (the last removal, or the booking this
   * page just made, whose refetch can land before the summary page has taken over), the empty
   * cart is the customer's to see, not a reason to send them home over the page they went to.
   */
  const hadItems = useRef(false);
  const entries = (items.data ?? []).map((item) => entryOf(item, drafts.get(item.cartId)));
  /** Per item, the number of the last save sent: an older reply arriving late is ignored. */
  const saves = useRef(new Map<number, number>());

  const leaveEmptyCart = useEffectEvent(() => {
    host.notify('warning', bookingFormMessages.emptyCart);
    navigate('/', { replace: true });
  });
  const count = items.data?.length;
  useEffect(() => {
    if (count === undefined) return;
    if (count > 0) hadItems.current = true;
    else if (!hadItems.current) leaveEmptyCart();
  }, [count]);

  function draft(cartId: number, change: (current: Draft) => Draft) {
    setDrafts((current) => new Map(current).set(cartId, change(current.get(cartId) ?? {})));
  }

  async function choose(cartId: number, next: SlotChoice, changed: SlotField) {
    const entry = entries.find((candidate) => candidate.item.cartId === cartId);
    if (!entry) return;
    const wasComplete = isSlotComplete(entry.choice);
    const cleared: SlotField[] = changed === 'method' ? ['method', 'duration'] : [changed];
    const errors = Object.fromEntries(Object.entries(entry.errors).filter(([field]) => !cleared.includes(field as SlotField)));
    draft(cartId, (current) => ({ ...current, choice: next, price: choicePrice(ratesOf(entry.item), next), save: 'saving', errors }));

    const turn = (saves.current.get(cartId) ?? 0) + 1;
    saves.current.set(cartId, turn);
    try {
      const saved = await saveSlot.mutateAsync({
        serviceId: entry.item.serviceId,
        serviceMethod: next.method,
        workingDuration: next.duration,
        preferredTime: next.time || null,
        preferredDate: next.date || null,
      });
      if (saves.current.get(cartId) !== turn) return;
      // The saved item goes into the query: the draft keeps only what is the page's own.
      replaceCartItem(host.queryClient, saved);
      // The server took every part sent as it stands: no earlier message about a chosen part still holds
      // (issue 37: a 'time has passed' stayed beside 'Cart Update successfully' after the date moved on).
      // A part still empty keeps its 'required'.
      const chosen: Record<SlotField, boolean> = { method: next.method !== null, duration: next.duration !== null, time: next.time !== '', date: next.date !== '' };
      draft(cartId, ({ errors: kept = {} }) => ({ errors: Object.fromEntries(Object.entries(kept).filter(([field]) => !chosen[field as SlotField])), save: 'saved' }));
      const choice = entryOf(saved).choice;
      if (!wasComplete && isSlotComplete(choice)) host.notify('success', texts.updated);
    } catch (error) {
      if (saves.current.get(cartId) !== turn) return;
      // The choice stays on screen, so the customer can see what was not saved and change it again.
      const refused = slotErrorsOf(error);
      draft(cartId, (current) => ({ ...current, save: 'idle', errors: { ...current.errors, ...refused } }));
      // A refused slot part says why under its control; only anything else is a toast.
      if (Object.keys(refused).length === 0) host.notify('error', serverMessage(error) ?? texts.updateFailed);
    }
  }

  async function remove(cartId: number) {
    draft(cartId, (current) => ({ ...current, removing: true }));
    try {
      // Removed from the query's list on success.
      await removeItem.mutateAsync(cartId);
    } catch (error) {
      draft(cartId, (current) => ({ ...current, removing: false }));
      host.notify('error', serverMessage(error) ?? texts.deleteFailed);
      return;
    }
    host.notify('success', texts.deleted);
  }

  /** Shows slot messages under the items' controls (from the booking check or the server). */
  function showErrors(errorsByCartId: ReadonlyMap<number, SlotErrors>) {
    setDrafts((current) => {
      const next = new Map(current);
      for (const entry of entries) next.set(entry.item.cartId, { ...current.get(entry.item.cartId), errors: errorsByCartId.get(entry.item.cartId) ?? {} });
      return next;
    });
  }

  return { items, entries, choose, remove, showErrors };
}
