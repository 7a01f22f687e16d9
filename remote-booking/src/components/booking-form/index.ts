// What the booking pages take from the booking form: the cart's form, and for the single
// booking form the contact form, the request key and how a refusal is read and shown.
export { CartBookingForm, type BookedSlot } from './CartBookingForm';
export { ContactForm, showRefusal, type ContactFormApi } from './ContactForm';
export { bookingRefusal } from './bookingErrors';
export { newRequestKey } from './requestKey';
export { bookingFormTexts } from './texts';
