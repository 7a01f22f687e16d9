import { useRef, useState, type FormEvent } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from '@servenear/shared/router';
import { useCreateBooking } from '@servenear/shared/booking-api';
import { useHost } from '@servenear/shared/host';
import { cartBookingFormSchema, type CartBookingForm as CartBookingValues, type Slot } from '@servenear/shared/schemas';
import { bookingRefusal } from './bookingErrors';
import { ContactForm } from './ContactForm';
import { bookingFormTexts as texts } from './texts';
import { newRequestKey } from './requestKey';
import { useContactForm } from './useContactForm';

export type BookedSlot = Slot & { serviceId: number };

interface CartBookingFormProps {
  /** Checks every cart item's slot, showing its messages; null when one is not ready. */
  checkSlots(): BookedSlot[] | null;
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
  const form = useContactForm(zodResolver(cartBookingFormSchema));
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
    // Slots are checked alongside the form, so every message shows after one press of Next.
    const slots = checkSlots();
    return form.handleSubmit(async (values) => {
      if (!slots || sending.current) return;
      sending.current = true;
      try {
        await book(values, slots);
      } finally {
        sending.current = false;
      }
    })(event);
  };

  return <ContactForm form={form} onSubmit={submit} submitLabel={texts.next} />;
}
