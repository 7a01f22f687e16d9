import { cartBookingFormSchema, cartSlotSchema, createBookingRequestSchema, feedbackSchema, singleBookingFormSchema, slotNoteSchema } from './booking';

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
    expect(messagesOf(createBookingRequestSchema(today).safeParse({ storedServices: [], formData }))).toEqual({ storedServices: 'Selecte Atleast on service' });
  });

  it('requires a rating of 1 to 5 for feedback', () => {
    expect(messagesOf(feedbackSchema.safeParse({ service_id: 3, description: 'ok' }))).toEqual({ rating: 'Please select a rating before submitting' });
    expect(messagesOf(feedbackSchema.safeParse({ service_id: 3, rating: 6 }))).toEqual({ rating: 'Please select a rating before submitting' });
    expect(feedbackSchema.parse({ service_id: '3', rating: '5' })).toEqual({ service_id: 3, rating: 5, description: '' });
  });
});
