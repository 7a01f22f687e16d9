// What the booking pages take from the booking form: the cart's form, and for the single
// booking form the contact form, its hook, the request key and how a refusal is read.
export { CartBookingForm, type BookedSlot } from './CartBookingForm';
export { ContactForm } from './ContactForm';
export { bookingRefusal } from './bookingErrors';
export { newRequestKey } from './requestKey';
export { useContactForm } from './useContactForm';
export { bookingFormTexts } from './texts';
