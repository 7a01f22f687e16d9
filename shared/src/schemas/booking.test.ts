import {
  addToCartSchema,
  cartBookingFormSchema,
  cartSlotSchema,
  cartUpdateSchema,
  createBookingRequestSchema,
  feedbackSchema,
  singleBookingFormSchema,
  singleBookingRequestSchema,
  slotNoteSchema,
} from './booking';

const today = '2026-11-23';
const messagesOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

describe('cart slot', () => {
  it('names each missing field with the spec message', () => {
    expect(messagesOf(cartSlotSchema(today).safeParse({ serviceMethod: '', workingDuration: '', preferredTime: '', preferredDate: '' }))).toEqual({
      serviceMethod: 'Service method is required',
      workingDuration: 'Working duration is required',
      preferredTime: 'Preferred time is required',
      preferredDate: 'Preferred date is required',
    });
  });

  it('refuses a past date, a date over a month ahead and a duration outside the method', () => {
    const slot = { serviceMethod: 'day', workingDuration: '4', preferredTime: '09:00', preferredDate: '2026-11-22' };
    expect(messagesOf(cartSlotSchema(today).safeParse(slot))).toEqual({
      workingDuration: 'Choose 1 to 3 days or 1 to 12 hours.',
      preferredDate: 'Date cannot be in the past.',
    });
    expect(messagesOf(cartSlotSchema(today).safeParse({ ...slot, workingDuration: 3, preferredDate: '2026-12-24' }))).toEqual({
      preferredDate: 'Bookings open at most one month ahead.',
    });
  });

  it('accepts a complete slot, turning the select strings into numbers', () => {
    expect(cartSlotSchema(today).parse({ serviceMethod: 'hour', workingDuration: '12', preferredTime: '18:30', preferredDate: today })).toEqual({
      serviceMethod: 'hour',
      workingDuration: 12,
      preferredTime: '18:30',
      preferredDate: today,
    });
  });

  it("uses the slot note's own messages", () => {
    expect(Object.values(messagesOf(slotNoteSchema(today).safeParse({})))).toEqual([
      'Please select a service method.',
      'Please select a working duration.',
      'Please select a preferred service time.',
      'Please select a preferred service date.',
    ]);
  });
});

describe('booking forms', () => {
  it('gives every cart booking form message', () => {
    expect(messagesOf(cartBookingFormSchema.safeParse({ name: ' ', email: 'a@b', mobile: '98765', address: '', description: '', terms: false }))).toEqual({
      name: 'Name is required',
      email: 'Please enter a valid email',
      mobile: 'Mobile number should be 10 digits',
      address: 'Address is required',
      description: 'Description is required',
      terms: 'You must agree to the terms and conditions',
    });
  });

  it('gives the single booking form its required and invalid messages', () => {
    const blank = { name: 'Asha', email: '', mobile: '', address: 'MG Road', description: 'Fix the fan', terms: false };
    expect(messagesOf(singleBookingFormSchema.safeParse(blank))).toEqual({
      email: 'Email is required',
      mobile: 'Mobile number is required',
      terms: 'You must agree to the terms',
    });
    expect(messagesOf(singleBookingFormSchema.safeParse({ ...blank, email: 'asha@', mobile: '12345', terms: true }))).toEqual({
      email: 'Email is invalid',
      mobile: 'Please enter a valid 10-digit mobile number.',
    });
  });

  it("answers an empty booking with the spec's 'Selecte Atleast on service'", () => {
    const formData = { name: 'Asha', email: 'asha@example.com', mobile: '9876543210', address: 'MG Road', description: 'Fix the fan', terms: true };
    expect(messagesOf(createBookingRequestSchema(() => ({ today })).safeParse({ storedServices: [], formData }))).toEqual({ storedServices: 'Selecte Atleast on service' });
  });

  it('requires a rating of 1 to 5 for feedback', () => {
    expect(messagesOf(feedbackSchema.safeParse({ service_id: 3, description: 'ok' }))).toEqual({ rating: 'Please select a rating before submitting' });
    expect(messagesOf(feedbackSchema.safeParse({ service_id: 3, rating: 6 }))).toEqual({ rating: 'Please select a rating before submitting' });
    expect(feedbackSchema.parse({ service_id: '3', rating: '5' })).toEqual({ service_id: 3, rating: 5, description: '' });
  });
});

describe('request schemas of the server routes', () => {
  const formData = { name: 'Asha', email: 'asha@example.com', mobile: '9876543210', address: 'MG Road', description: 'Fix the fan', terms: true };
  const slot = { serviceId: 3, serviceMethod: 'hour', workingDuration: 2, preferredTime: '10:00', preferredDate: today };

  it('reads "now" from the clock at every check, so one schema serves every request', () => {
    let now = { today, nowTime: '09:00' };
    const schema = createBookingRequestSchema(() => now);
    expect(schema.safeParse({ storedServices: [slot], formData }).success).toBe(true);
    now = { today, nowTime: '11:00' };
    expect(messagesOf(schema.safeParse({ storedServices: [slot], formData }))).toEqual({ 'storedServices.0.preferredTime': 'Time cannot be in the past.' });
    expect(messagesOf(singleBookingRequestSchema(() => now).safeParse({ ...formData, ...slot }))).toEqual({ preferredTime: 'Time cannot be in the past.' });
  });

  it('takes service ids as database ids only', () => {
    expect(addToCartSchema.parse({ serviceId: '12' })).toEqual({ serviceId: 12 });
    expect(addToCartSchema.parse({ serviceId: 12 })).toEqual({ serviceId: 12 });
    for (const serviceId of ['abc', ' 12 ', '012', '1e3', 0, -1, 1.5, 2 ** 31, '', null, undefined]) {
      expect(messagesOf(addToCartSchema.safeParse({ serviceId }))).toEqual({ serviceId: 'Service not found' });
    }
    expect(messagesOf(feedbackSchema.safeParse({ service_id: 3, rating: 5, line_id: 2 ** 31 }))).toEqual({ line_id: 'Booking not found' });
  });

  it('bounds the slot texts and the mobile number with their own messages', () => {
    const long = 'x'.repeat(21);
    expect(messagesOf(cartUpdateSchema.safeParse({ serviceId: 3, preferredTime: long, preferredDate: long }))).toEqual({
      preferredTime: 'Preferred time is required',
      preferredDate: 'Preferred date is required',
    });
    expect(messagesOf(cartBookingFormSchema.safeParse({ ...formData, mobile: '9'.repeat(21) }))).toEqual({ mobile: 'Mobile number should be 10 digits' });
  });
});
