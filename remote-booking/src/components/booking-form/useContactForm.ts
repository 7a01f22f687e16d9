import { useEffect } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useCustomerProfile } from '@servenear/shared/api';
import { useHost } from '@servenear/shared/host';
import type { serviceEnquiryFormSchema } from '@servenear/shared/enquiry-schemas';
import type { CartBookingForm, cartBookingFormSchema, singleBookingFormSchema } from '@servenear/shared/schemas';
import type { BookingRefusal } from './bookingErrors';
import type { ContactField, ContactValues } from './ContactFields';

/** The three forms differ only in their rules' messages (customer §5 'Booking form', 'Single booking form', 'Service enquiry form'). */
type ContactSchema = typeof cartBookingFormSchema | typeof singleBookingFormSchema | typeof serviceEnquiryFormSchema;

const prefilled = ['name', 'email', 'mobile', 'address'] as const;

/**
 * The contact form of a booking, checked by `schema`: filled first from the session (name,
 * mobile), then from the profile once it arrives, without overwriting what the customer has
 * typed meanwhile. `showRefusal` puts a refused booking's field messages under the fields.
 */
export function useContactForm(schema: ContactSchema) {
  const host = useHost();
  const form = useForm<ContactValues, unknown, CartBookingForm>({
    resolver: zodResolver(schema),
    defaultValues: { name: host.session?.name ?? '', email: '', mobile: host.session?.phoneNumber ?? '', address: '', description: '', terms: false },
  });
  const { getFieldState, setValue, setError } = form;

  const profile = useCustomerProfile().data;
  useEffect(() => {
    if (!profile) return;
    for (const field of prefilled) {
      if (profile[field] && !getFieldState(field).isDirty) setValue(field, profile[field]);
    }
  }, [profile, getFieldState, setValue]);

  function showRefusal(refusal: BookingRefusal) {
    for (const [field, message] of Object.entries(refusal.formErrors)) {
      setError(field as ContactField, { type: 'server', message });
    }
  }

  const termsAccepted = useWatch({ control: form.control, name: 'terms' }) === true;
  return { ...form, termsAccepted, showRefusal };
}
