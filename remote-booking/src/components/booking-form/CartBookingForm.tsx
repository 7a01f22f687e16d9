import { useState } from 'react';
import { useNavigate } from '@servenear/shared/router';
import { useCreateBooking } from '@servenear/shared/booking-api';
import { bookingFormMessages } from '@servenear/shared/booking-texts';
import { useHost } from '@servenear/shared/host';
import { lazyResolver } from '@servenear/shared/forms';
import { localiseMessage } from '@servenear/shared/i18n';
import type { cartSlotSchema, CartBookingForm as CartBookingValues, Slot } from '@servenear/shared/schemas';
import { bookingRefusal } from './bookingErrors';
import { ContactForm, showRefusal, type ContactFormApi } from './ContactForm';
import { bookingFormTexts as texts } from './texts';
import { newRequestKey } from './requestKey';

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
 * double click or a retry after a failure never books twice; a second press while the rules
 * load or the booking is sent does nothing (the Form's).
 */
export function CartBookingForm({ checkSlots, showSlotErrors }: CartBookingFormProps) {
  const host = useHost();
  const navigate = useNavigate();
  const [requestKey] = useState(newRequestKey);
  const [rules] = useState(() => lazyResolver(() => loadRules().then((loaded) => loaded.contactResolver)));
  const createBooking = useCreateBooking();

  async function book(values: CartBookingValues, slots: BookedSlot[], form: ContactFormApi) {
    try {
      const bookingId = await createBooking.mutateAsync({ slots, form: values, requestKey, where: host.location });
      host.notify('success', texts.booked);
      navigate(`/picker-service-booking?booking_id=${bookingId}`);
    } catch (error) {
      const refusal = bookingRefusal(error);
      showRefusal(form, refusal);
      if (refusal.slotErrors.size > 0) showSlotErrors(refusal.slotErrors);
      if (refusal.noReply) host.notify('error', texts.networkError);
      // The server's message is English and the spec's text reads in the page's language: compared in the latter.
      else if (refusal.message && localiseMessage(refusal.message) === bookingFormMessages.noServices) host.notify('warning', bookingFormMessages.noServices);
      else if (refusal.message) host.notify('error', refusal.message);
      else if (Object.keys(refusal.formErrors).length === 0 && refusal.slotErrors.size === 0) host.notify('error', texts.failed);
    }
  }

  return (
    <ContactForm
      rules={rules}
      // The slots are checked with the details (their rules came in the same chunk), so one press of Next shows every message.
      onSubmit={async (values, form) => {
        const slots = checkSlots((await loadRules()).cartSlotSchema);
        if (slots) await book(values, slots, form);
      }}
      // Rules that could not be loaded are the form's message (its alert): the slots then wait for the next press.
      onInvalid={() => void loadRules().then(({ cartSlotSchema }) => checkSlots(cartSlotSchema), () => undefined)}
      submitLabel={texts.next}
    />
  );
}
