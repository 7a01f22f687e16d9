import { useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { bookingApi } from '@servenear/shared/api';
import { useHost } from '@servenear/shared/host';
import { singleBookingFormSchema, type Slot } from '@servenear/shared/schemas';
import { ContactForm, bookingFormTexts, bookingRefusal, newRequestKey, useContactForm } from '../booking-form';
import { singleBookingTexts as texts } from './texts';

/**
 * customer §5 'Single booking form': the contact details for one service and its slot,
 * sent with POST user/book/singleservice under one request key per page visit.
 */
export function SingleBookingForm({ serviceId, slot }: { serviceId: number; slot: Slot }) {
  const host = useHost();
  const navigate = useNavigate();
  const [requestKey] = useState(newRequestKey);
  const [slotProblem, setSlotProblem] = useState<string | null>(null);
  const sending = useRef(false);
  const form = useContactForm(singleBookingFormSchema);

  const submit = form.handleSubmit(async (values) => {
    if (sending.current) return;
    sending.current = true;
    setSlotProblem(null);
    try {
      const bookingId = await bookingApi.bookSingleService(serviceId, slot, values, requestKey, host.location);
      host.notify('success', bookingFormTexts.booked);
      navigate(`/picker-service-booking?booking_id=${bookingId}`);
    } catch (error) {
      const refusal = bookingRefusal(error);
      form.showRefusal(refusal);
      const slotMessage = Object.values(refusal.slotErrors.get(0) ?? {})[0];
      if (slotMessage) setSlotProblem(slotMessage);
      if (refusal.noReply) host.notify('error', bookingFormTexts.networkError);
      else if (refusal.message) host.notify('error', refusal.message);
      else if (Object.keys(refusal.formErrors).length === 0 && !slotMessage) host.notify('error', bookingFormTexts.failed);
    } finally {
      sending.current = false;
    }
  });

  return <ContactForm form={form} onSubmit={submit} submitLabel={texts.bookService} alert={slotProblem} />;
}
