import { useEffect, useId, useRef, useState } from 'react';
import { indianDate, indianTime } from '@servenear/shared/domain';
import { formStyles } from '@servenear/shared/forms';
import { useHost } from '@servenear/shared/host';
import { slotMessages } from '@servenear/shared/booking-texts';
import type { cartSlotSchema } from '@servenear/shared/schemas';
import { QueryState } from '@servenear/shared/ui';
import { CartBookingForm, type BookedSlot } from '../../components/booking-form';
import { CartItemCard } from './CartItemCard';
import { EmptyCart } from './EmptyCart';
import { OrderSummary } from './OrderSummary';
import { checkSlot, slotFieldOf, type SlotErrors } from '../../components/slot';
import { cartTexts as texts } from './texts';
import { useCart, type CartEntry } from './useCart';
import page from '../../ui/page.module.css';
import styles from './CartPage.module.css';

/** /service-booking (customer §2): the cart's items and slots, the order summary and the booking form. */
export default function CartPage() {
  const id = useId();
  const host = useHost();
  const { items, entries, choose, remove, showErrors: showItemErrors } = useCart();
  const today = indianDate(new Date());
  const itemsRef = useRef<HTMLElement>(null);
  // Issue 37: a slot message the booking check or the server puts on an item is scrolled to and
  // focused (the form and its button are below the items on a phone, out of sight of the message).
  const [errorsShown, setErrorsShown] = useState(0);
  const showErrors = (errors: ReadonlyMap<number, SlotErrors>) => {
    showItemErrors(errors);
    if ([...errors.values()].some((slot) => Object.keys(slot).length > 0)) setErrorsShown((count) => count + 1);
  };
  useEffect(() => {
    if (errorsShown === 0) return;
    const first = itemsRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    first?.scrollIntoView?.({ block: 'center' });
    first?.focus({ preventScroll: true });
  }, [errorsShown]);

  return (
    <div className={styles.page}>
      <header className={page.header}>
        <h1 className={page.title}>{texts.title}</h1>
        <p className={page.subline}>{texts.intro}</p>
      </header>
      <QueryState query={items} empty={<EmptyCart />}>
        {() => (
          <div className={styles.layout}>
            <section ref={itemsRef} className={styles.items} aria-labelledby={`${id}-items`}>
              <h2 id={`${id}-items`} className={formStyles.visuallyHidden}>
                {texts.servicesTitle}
              </h2>
              {entries.map((entry) => (
                <CartItemCard
                  key={entry.item.cartId}
                  entry={entry}
                  today={today}
                  onChoose={(next, changed) => void choose(entry.item.cartId, next, changed)}
                  onRemove={() => void remove(entry.item.cartId)}
                />
              ))}
            </section>
            <aside className={styles.aside}>
              <OrderSummary entries={entries} />
            </aside>
            <div className={styles.form}>
              <CartBookingForm
                checkSlots={(slotRules) => checkCartSlots(slotRules, entries, today, showErrors, () => host.notify('warning', slotMessages.incomplete))}
                showSlotErrors={(byPosition) => showErrors(serverSlotErrors(entries, byPosition))}
              />
            </div>
          </div>
        )}
      </QueryState>
    </div>
  );
}

/** customer §5 'Cart slots': every item's slot, or null after showing what is missing. */
function checkCartSlots(
  slotRules: typeof cartSlotSchema,
  entries: CartEntry[],
  today: string,
  showErrors: (errors: ReadonlyMap<number, SlotErrors>) => void,
  warnIncomplete: () => void,
): BookedSlot[] | null {
  // Checked at the moment of booking: a time earlier today has gone by (the server refuses it too).
  const schema = slotRules(today, indianTime(new Date()));
  const slots: BookedSlot[] = [];
  const errors = new Map<number, SlotErrors>();
  let missing = false;
  for (const entry of entries) {
    const check = checkSlot(schema, entry.choice);
    if (check.ok) slots.push({ ...check.slot, serviceId: entry.item.serviceId });
    else {
      errors.set(entry.item.cartId, check.errors);
      missing ||= check.missing;
    }
  }
  showErrors(errors);
  if (missing) warnIncomplete();
  return errors.size === 0 ? slots : null;
}

/** The server names slots by their position in the booking, the cart by cart id. */
function serverSlotErrors(entries: CartEntry[], byPosition: ReadonlyMap<number, Record<string, string>>): Map<number, SlotErrors> {
  const errors = new Map<number, SlotErrors>();
  for (const [position, messages] of byPosition) {
    const entry = entries[position];
    if (!entry) continue;
    const slotErrors: SlotErrors = {};
    for (const [wireName, message] of Object.entries(messages)) {
      const field = slotFieldOf(wireName);
      if (field) slotErrors[field] = message;
    }
    errors.set(entry.item.cartId, slotErrors);
  }
  return errors;
}
