// What the booking pages take from the booking form: the cart's form, and for the single
// booking form the shared contact fields, prefill, request key and how a refusal is read.
export { CartBookingForm, type BookedSlot } from './CartBookingForm';
export { ContactFields, type ContactField } from './ContactFields';
export { bookingRefusal } from './bookingErrors';
export { newRequestKey } from './requestKey';
export { useProfilePrefill } from './useProfilePrefill';
export { bookingFormTexts } from './texts';
export { default as bookingFormStyles } from './BookingForm.module.css';
