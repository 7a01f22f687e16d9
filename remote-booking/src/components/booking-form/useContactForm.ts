import { useEffect } from 'react';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { useCustomerProfile } from '@servenear/shared/api';
import { useHost } from '@servenear/shared/host';
import type { CartBookingForm } from '@servenear/shared/schemas';
import type { BookingRefusal } from './bookingErrors';
import type { ContactField, ContactValues } from './ContactFields';

/**
 * The three forms differ only in their rules' messages (customer §5 'Booking form', 'Single
 * booking form', 'Service enquiry form'): each passes its schema's resolver (zodResolver, or a
 * lazyResolver that loads the schema when the form first checks itself).
 */
export type ContactResolver = Resolver<ContactValues, unknown, CartBookingForm>;

const prefilled = ['name', 'email', 'mobile', 'address'] as const;

/**
 * The contact form of a booking, checked by `resolver`: filled first from the session (name,
 * mobile), then from the profile once it arrives, without overwriting what the customer has
 * typed meanwhile. `showRefusal` puts a refused booking's field messages under the fields.
 */
export function useContactForm(resolver: ContactResolver) {
  const host = useHost();
  const form = useForm<ContactValues, unknown, CartBookingForm>({
    resolver,
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
