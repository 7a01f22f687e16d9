import {
  createEnquiryRequestSchema,
  enquiryAnswerSchema,
  enquiryRejectSchema,
  pdEnquirySchema,
  pdPhotoCountMessage,
  serviceEnquiryFormSchema,
} from './enquiry';

const today = '2026-11-24';
const messagesOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

describe('Pass Fast Express form (customer §5)', () => {
  const schema = pdEnquirySchema(() => today);
  const filled = { fromaddress: '12 Anna Salai, Chennai', toaddress: '4 MG Road, Bengaluru', dob: '2026-11-30', mobile: '9876543210', description: '' };

  it('names each missing field with the spec message', () => {
    expect(messagesOf(schema.safeParse({ fromaddress: ' ', toaddress: '', dob: '', mobile: '' }))).toEqual({
      fromaddress: 'From Address is required.',
      toaddress: 'To Address is required.',
      dob: 'Please select a valid date.',
      mobile: 'Invalid mobile number. Enter a 10-digit number.',
    });
  });

  it('refuses a past day, a day over a month ahead, a non-date and a mobile of other than 10 digits', () => {
    for (const dob of ['2026-11-23', '2026-12-25', '2026-02-30', 'tomorrow']) {
      expect(messagesOf(schema.safeParse({ ...filled, dob }))).toEqual({ dob: 'Please select a valid date.' });
    }
    for (const mobile of ['987654321', '98765432100', '98765-43210']) {
      expect(messagesOf(schema.safeParse({ ...filled, mobile }))).toEqual({ mobile: 'Invalid mobile number. Enter a 10-digit number.' });
    }
  });

  it('accepts today and trims the fields; the description is optional', () => {
    expect(schema.parse({ ...filled, fromaddress: '  12 Anna Salai, Chennai ', dob: today, description: undefined })).toEqual({
      ...filled,
      dob: today,
      description: undefined,
    });
  });

  it('asks for at least 3 photos and at most 6', () => {
    expect([0, 2, 3, 6, 7].map(pdPhotoCountMessage)).toEqual([
      'At least 3 images are required.',
      'At least 3 images are required.',
      undefined,
      undefined,
      'At most 6 images can be uploaded.',
    ]);
  });
});

describe('service enquiry form (customer §5)', () => {
  const filled = { name: 'Asha Rao', email: 'asha@example.in', mobile: '9876543210', address: '7 Park Street, Kolkata', description: 'Bridal makeup for a December wedding', terms: true };

  it('gives the spec messages', () => {
    expect(messagesOf(serviceEnquiryFormSchema.safeParse({ name: '', email: 'asha@', mobile: '12345', address: ' ', description: 'short', terms: false }))).toEqual({
      name: 'Name is required',
      email: 'Please enter a valid email address',
      mobile: 'Mobile number should be exactly 10 digits',
      address: 'Address is required',
      description: 'Description should be at least 10 characters',
      terms: 'You must agree to the terms and conditions',
    });
  });

  it('counts the description after trimming', () => {
    expect(messagesOf(serviceEnquiryFormSchema.safeParse({ ...filled, description: '   123456789   ' }))).toEqual({
      description: 'Description should be at least 10 characters',
    });
    expect(serviceEnquiryFormSchema.safeParse({ ...filled, description: '1234567890' }).success).toBe(true);
  });

  it('the request carries the slot and the service, checked on the server clock', () => {
    const schema = createEnquiryRequestSchema(() => ({ today }));
    const slot = { serviceMethod: 'hour', workingDuration: '2', preferredTime: '10:00', preferredDate: '2026-11-26' };
    expect(schema.parse({ ...filled, ...slot, serviceId: '17' })).toMatchObject({ serviceId: 17, slot: { workingDuration: 2, serviceMethod: 'hour' } });
    // Issue 37: the spec's payload alone (no slot, no terms) is a whole request.
    expect(schema.parse({ ...filled, terms: undefined, serviceId: 17 })).toMatchObject({ serviceId: 17, slot: null });
    expect(messagesOf(schema.safeParse({ ...filled, ...slot, preferredDate: '2026-11-20', serviceId: 17 }))).toEqual({ preferredDate: 'Date cannot be in the past.' });
  });
});

describe("ops' answers", () => {
  it('needs a message; a quote is optional, whole rupees from 1 to 10,00,000', () => {
    expect(messagesOf(enquiryAnswerSchema.safeParse({ message: ' ' }))).toEqual({ message: 'Write the answer the customer will read.' });
    expect(enquiryAnswerSchema.parse({ message: 'We can do it', quote: '4500' })).toEqual({ message: 'We can do it', quote: 4500 });
    expect(enquiryAnswerSchema.parse({ message: 'Call us', quote: '' })).toEqual({ message: 'Call us' });
    for (const quote of [0, 12.5, 1_000_001, 'abc']) {
      expect(messagesOf(enquiryAnswerSchema.safeParse({ message: 'ok', quote }))).toEqual({ quote: 'The quote is a whole number of rupees from 1 to 10,00,000.' });
    }
  });

  it('a rejection needs a reason', () => {
    expect(messagesOf(enquiryRejectSchema.safeParse({ reason: '' }))).toEqual({ reason: 'Please give the customer a reason.' });
  });
});
