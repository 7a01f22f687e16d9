import { notificationKinds } from '@servenear/shared/wire';
import { enquirySubject, notificationMessages, partnerNotificationMessages } from './messages';
import { smsRules } from './smsTexts';

/** The text a kind sends for `message`, or null when it sends none. */
const textOf = (kind: keyof typeof smsRules, message: string, link = '/page') => {
  const rule = smsRules[kind];
  return rule ? rule({ message, link }) : null;
};

describe('the SMS of each notification kind (issue 37)', () => {
  it('texts the events that change what a person must do, and not the others', () => {
    const texted = notificationKinds.filter((kind) => smsRules[kind] !== false);
    expect(texted).toEqual(
      expect.arrayContaining(['partner_assigned', 'refund_recorded', 'job_allocated', 'job_cancelled', 'account_verified', 'account_rejected', 'account_suspended']),
    );
    expect(texted).not.toContain('booking_received');
    // A code must not wait in the queue's table: the start code is texted by its own request.
    expect(texted).not.toContain('start_code_sent');
  });

  it('sends the refund SMS the cancellation policy promises, in plain characters, with when the money arrives', () => {
    expect(textOf('refund_recorded', notificationMessages.refundRecorded(1800, 42), '/cancel-booking')).toBe(
      'ServeNear: Refund of Rs 1,800 for SN-000042 initiated. It reaches your original payment method in 2 to 7 working days.',
    );
  });

  it('tells a partner what to do next, with the page to open', () => {
    expect(textOf('job_cancelled', partnerNotificationMessages.jobCancelled('Electrician', 42, 'customer'))).toBe(
      'ServeNear: Electrician (SN-000042) has been cancelled by the customer. Do not go to the address.',
    );
    expect(textOf('job_allocated', partnerNotificationMessages.jobAllocated('Electrician', 42), '/employee-booking-list')).toBe(
      'ServeNear: You have a new job: Electrician (SN-000042). See the address and time at /employee-booking-list.',
    );
  });

  it('texts ops\' answer to an enquiry, its refusal and a move\'s allocation, naming ServeNear once', () => {
    const makeup = enquirySubject('Party & Bridal Makeup Package');
    expect(textOf('service_enquiry_answered', notificationMessages.enquiryAnswered(makeup, 4500), 'https://servenear.example/service-enquiry')).toBe(
      'ServeNear has answered your enquiry for Party & Bridal Makeup Package with a quote of Rs 4,500. Read the answer at https://servenear.example/service-enquiry.',
    );
    expect(textOf('pd_enquiry_rejected', notificationMessages.enquiryRejected(enquirySubject(null), 'We do not move pianos.'), 'https://servenear.example/pd-enquiry')).toBe(
      'ServeNear could not take up your Pass Fast Express request: We do not move pianos. See your requests at https://servenear.example/pd-enquiry.',
    );
    expect(textOf('pd_job_allocated', partnerNotificationMessages.pdJobAllocated('2026-03-15', '12 Park Street, Kolkata'), 'https://servenear.example/employee-booking-pdenquiery')).toBe(
      'ServeNear: You have a new Pass Fast Express job on 2026-03-15, from 12 Park Street, Kolkata. See it at https://servenear.example/employee-booking-pdenquiery.',
    );
  });
});
