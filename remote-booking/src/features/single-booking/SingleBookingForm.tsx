import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from '@servenear/shared/router';
import { useBookService } from '@servenear/shared/booking-api';
import { useHost } from '@servenear/shared/host';
import { singleBookingFormSchema, type SingleBookingForm as ContactDetails, type Slot } from '@servenear/shared/schemas';
import { ContactForm, bookingFormTexts, bookingRefusal, newRequestKey, showRefusal, type ContactFormApi } from '../../components/booking-form';
import { singleBookingTexts as texts } from './texts';

const rules = zodResolver(singleBookingFormSchema);

/**
 * customer §5 'Single booking form': the contact details for one service and its slot,
 * sent with POST user/book/singleservice under one request key per page visit.
 */
export function SingleBookingForm({ serviceId, slot }: { serviceId: number; slot: Slot }) {
  const host = useHost();
  const navigate = useNavigate();
  const [requestKey] = useState(newRequestKey);
  const [slotProblem, setSlotProblem] = useState<string | null>(null);
  const bookService = useBookService();

  async function book(values: ContactDetails, form: ContactFormApi) {
    setSlotProblem(null);
    try {
      const bookingId = await bookService.mutateAsync({ serviceId, slot, form: values, requestKey, where: host.location });
      host.notify('success', bookingFormTexts.booked);
      navigate(`/picker-service-booking?booking_id=${bookingId}`);
    } catch (error) {
      const refusal = bookingRefusal(error);
      showRefusal(form, refusal);
      const slotMessage = Object.values(refusal.slotErrors.get(0) ?? {})[0];
      if (slotMessage) setSlotProblem(slotMessage);
      if (refusal.noReply) host.notify('error', bookingFormTexts.networkError);
      else if (refusal.message) host.notify('error', refusal.message);
      else if (Object.keys(refusal.formErrors).length === 0 && !slotMessage) host.notify('error', bookingFormTexts.failed);
    }
  }

  return <ContactForm rules={rules} onSubmit={book} submitLabel={texts.bookService} alert={slotProblem} />;
}
