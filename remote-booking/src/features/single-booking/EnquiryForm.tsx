import { useId, useState } from 'react';
import { useNavigate } from '@servenear/shared/router';
import { ApiError, useCustomerProfile } from '@servenear/shared/api';
import { indianDate, indianTime, latestBookingDate, workMethods } from '@servenear/shared/domain';
import { useSendServiceEnquiry } from '@servenear/shared/enquiries';
import type { ServiceEnquiryForm } from '@servenear/shared/enquiry-schemas';
import { serviceEnquiryMessages } from '@servenear/shared/enquiry-texts';
import { bookingWindowHint } from '@servenear/shared/booking-texts';
import { lazyResolver } from '@servenear/shared/forms';
import { useHost } from '@servenear/shared/host';
// The contact form's parts one by one: the index would bring the cart's form, and zod with it.
import { ContactForm, showRefusal, type ContactFormApi } from '../../components/booking-form/ContactForm';
import { bookingRefusal } from '../../components/booking-form/bookingErrors';
import { SlotFields, checkSlot, emptySlot, isSlotEmpty, slotFieldOf, type SlotChoice, type SlotErrors, type SlotField } from '../../components/slot';
import { singleBookingTexts as texts } from './texts';
import styles from './SingleBooking.module.css';

/**
 * customer §2 '/enquiry-service-booking', §5 'Service enquiry form': the slot the customer would
 * like (the cart's four controls and booking window) and the contact details, prefilled from the
 * profile, sent with POST user/create-enquiry. The enquiry has no price yet: ops answer it, maybe
 * with a quote the customer books from /service-enquiry.
 */
/** The form's rules (zod), loaded when it first checks itself or a field first takes the focus. */
const loadRules = () => import(/* webpackChunkName: "enquiry-rules" */ './enquiryRules');

export function EnquiryForm({ serviceId }: { serviceId: number }) {
  const id = useId();
  const host = useHost();
  const navigate = useNavigate();
  const today = indianDate(new Date());
  const [slot, setSlot] = useState<SlotChoice>(emptySlot);
  const [slotErrors, setSlotErrors] = useState<SlotErrors>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [rules] = useState(() => lazyResolver(() => loadRules().then((loaded) => loaded.contactResolver)));
  const profile = useCustomerProfile();
  const sendEnquiry = useSendServiceEnquiry();

  const changeSlot = (next: SlotChoice, changed: SlotField) => {
    setSlot(next);
    const cleared: SlotField[] = changed === 'method' ? ['method', 'duration'] : [changed];
    setSlotErrors((current) => Object.fromEntries(Object.entries(current).filter(([field]) => !cleared.includes(field as SlotField))));
  };

  /**
   * The slot is checked with the contact fields (its rules came in the same chunk), so every message
   * shows at once. It is ours and optional (issue 37): left wholly empty, the enquiry is the spec's payload.
   */
  async function checkTheSlot() {
    if (isSlotEmpty(slot)) {
      setSlotErrors({});
      return { ok: true as const, slot: null };
    }
    const now = new Date();
    const { cartSlotSchema } = await loadRules();
    const check = checkSlot(cartSlotSchema(indianDate(now), indianTime(now)), slot);
    setSlotErrors(check.ok ? {} : check.errors);
    return check;
  }

  async function send(values: ServiceEnquiryForm, form: ContactFormApi) {
    const chosen = await checkTheSlot();
    if (!chosen.ok) return;
    setProblem(null);
    try {
      await sendEnquiry.mutateAsync({ serviceId, ...values, terms: true, ...(chosen.slot ?? {}) });
      host.notify('success', serviceEnquiryMessages.sent);
      navigate('/');
    } catch (error) {
      if (!(error instanceof ApiError) || error.status === 0) {
        setProblem(serviceEnquiryMessages.submitError);
        return;
      }
      // A 422's field messages go under their fields; the failure is said above them either way.
      const refusal = bookingRefusal(error);
      showRefusal(form, refusal);
      const fromServer: SlotErrors = {};
      for (const [wireName, message] of Object.entries(refusal.slotErrors.get(0) ?? {})) {
        const field = slotFieldOf(wireName);
        if (field) fromServer[field] = message;
      }
      setSlotErrors(fromServer);
      setProblem(serviceEnquiryMessages.submitFailed);
    }
  }

  const slotSection = (
    <fieldset className={styles.enquirySlot}>
      <legend className={styles.subTitle}>{texts.yourSlot}</legend>
      <p className={styles.enquiryHint}>{texts.enquiryHint}</p>
      <SlotFields id={`${id}-slot`} value={slot} methods={workMethods} today={today} errors={slotErrors} hint={bookingWindowHint(latestBookingDate(today))} onChange={changeSlot} />
    </fieldset>
  );

  return (
    <ContactForm
      rules={rules}
      onSubmit={send}
      // Rules that could not be loaded are the form's message (its alert): the slot then waits for the next press.
      onInvalid={() => void checkTheSlot().catch(() => undefined)}
      title={texts.enquiryFormTitle}
      submitLabel={texts.sendEnquiry}
      alert={problem ?? (profile.isError ? serviceEnquiryMessages.profileFailed : null)}
      before={slotSection}
    />
  );
}
