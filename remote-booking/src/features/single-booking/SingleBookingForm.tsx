import { useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from 'react-router-dom';
import { bookingApi } from '@servenear/shared/api';
import { FormAlert, formStyles } from '@servenear/shared/forms';
import { useHost } from '@servenear/shared/host';
import { singleBookingFormSchema, type SingleBookingForm as SingleBookingValues, type SingleBookingFormInput, type Slot } from '@servenear/shared/schemas';
import { ContactFields, bookingFormStyles, bookingFormTexts, bookingRefusal, newRequestKey, type ContactField, useProfilePrefill } from '../booking-form';
import { singleBookingTexts as texts } from './texts';

/**
 * customer §5 'Single booking form': the contact details for one service and its slot,
 * sent with POST user/book/singleservice under one request key per page visit.
 */
export function SingleBookingForm({ serviceId, slot }: { serviceId: number; slot: Slot }) {
  const id = useId();
  const host = useHost();
  const navigate = useNavigate();
  const [requestKey] = useState(newRequestKey);
  const [slotProblem, setSlotProblem] = useState<string | null>(null);
  const sending = useRef(false);
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    getFieldState,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<SingleBookingFormInput, unknown, SingleBookingValues>({
    resolver: zodResolver(singleBookingFormSchema),
    defaultValues: { name: host.session?.name ?? '', email: '', mobile: host.session?.phoneNumber ?? '', address: '', description: '', terms: false },
  });

  useProfilePrefill((profile) => {
    for (const field of ['name', 'email', 'mobile', 'address'] as const) {
      if (profile[field] && !getFieldState(field).isDirty) setValue(field, profile[field]);
    }
  });

  const submit = handleSubmit(async (values) => {
    if (sending.current) return;
    sending.current = true;
    setSlotProblem(null);
    try {
      const bookingId = await bookingApi.bookSingleService(serviceId, slot, values, requestKey, host.location);
      host.notify('success', bookingFormTexts.booked);
      navigate(`/picker-service-booking?booking_id=${bookingId}`);
    } catch (error) {
      const refusal = bookingRefusal(error);
      for (const [field, message] of Object.entries(refusal.formErrors)) {
        setError(field as ContactField, { type: 'server', message });
      }
      const slotMessage = Object.values(refusal.slotErrors.get(0) ?? {})[0];
      if (slotMessage) setSlotProblem(slotMessage);
      if (refusal.noReply) host.notify('error', bookingFormTexts.networkError);
      else if (refusal.message) host.notify('error', refusal.message);
      else if (Object.keys(refusal.formErrors).length === 0 && !slotMessage) host.notify('error', bookingFormTexts.failed);
    } finally {
      sending.current = false;
    }
  });

  const termsAccepted = watch('terms') === true;
  return (
    <form className={`${formStyles.form} ${formStyles.card}`} onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={bookingFormStyles.title}>
        {bookingFormTexts.title}
      </h2>
      <FormAlert message={slotProblem} />
      <ContactFields id={id} register={register} errors={errors} />
      <button type="submit" className={`${formStyles.submit} ${bookingFormStyles.submit}`} disabled={!termsAccepted || isSubmitting}>
        {isSubmitting ? texts.processing : texts.bookService}
      </button>
    </form>
  );
}
