import { useRef, useState, type FormEvent } from 'react';
import { useNavigate } from '@servenear/shared/router';
import { useCreateBooking } from '@servenear/shared/booking-api';
import { useHost } from '@servenear/shared/host';
import { lazyResolver, rulesUnavailable } from '@servenear/shared/forms';
import type { cartSlotSchema, CartBookingForm as CartBookingValues, Slot } from '@servenear/shared/schemas';
import { bookingRefusal } from './bookingErrors';
import { ContactForm } from './ContactForm';
import { bookingFormTexts as texts } from './texts';
import { newRequestKey } from './requestKey';
import { useContactForm } from './useContactForm';

export type BookedSlot = Slot & { serviceId: number };

/** The cart's rules (zod), loaded when the form first checks itself or a field first takes the focus. */
const loadRules = () => import(/* webpackChunkName: "cart-rules" */ './cartRules');

interface CartBookingFormProps {
  /** Checks every cart item's slot with the slot rules, showing its messages; null when one is not ready. */
  checkSlots(slotRules: typeof cartSlotSchema): BookedSlot[] | null;
  /** The server's messages about slots, by the slot's position, keyed by wire name. */
  showSlotErrors(errors: ReadonlyMap<number, Record<string, string>>): void;
}

/**
 * The booking form under the cart (customer §2, §5): contact details and terms, then
 * POST user/createbooking with every item's slot. One request key per page visit, so a
 * double click or a retry after a failure never books twice.
 */
export function CartBookingForm({ checkSlots, showSlotErrors }: CartBookingFormProps) {
  const host = useHost();
  const navigate = useNavigate();
  const [requestKey] = useState(newRequestKey);
  const sending = useRef(false);
  const [rules] = useState(() => lazyResolver(() => loadRules().then((loaded) => loaded.contactResolver)));
  const form = useContactForm(rules.resolver);
  const createBooking = useCreateBooking();

  async function book(values: CartBookingValues, slots: BookedSlot[]) {
    try {
      const bookingId = await createBooking.mutateAsync({ slots, form: values, requestKey, where: host.location });
      host.notify('success', texts.booked);
      navigate(`/picker-service-booking?booking_id=${bookingId}`);
    } catch (error) {
      const refusal = bookingRefusal(error);
      form.showRefusal(refusal);
      if (refusal.slotErrors.size > 0) showSlotErrors(refusal.slotErrors);
      if (refusal.noReply) host.notify('error', texts.networkError);
      else if (refusal.message === texts.noServices) host.notify('warning', texts.noServices);
      else if (refusal.message) host.notify('error', refusal.message);
      else if (Object.keys(refusal.formErrors).length === 0 && refusal.slotErrors.size === 0) host.notify('error', texts.failed);
    }
  }

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // One press at a time: a second one while the rules load or the booking is sent does nothing.
    if (sending.current) return;
    sending.current = true;
    void loadRules()
      .then(
        ({ cartSlotSchema }) => {
          // Slots are checked alongside the form, so every message shows after one press of Next.
          const slots = checkSlots(cartSlotSchema);
          return form.handleSubmit(async (values) => {
            if (slots) await book(values, slots);
          })();
        },
        () => host.notify('error', rulesUnavailable),
      )
      .finally(() => {
        sending.current = false;
      });
  };

  return <ContactForm form={form} onSubmit={submit} submitLabel={texts.next} onFocus={rules.prefetch} />;
}
