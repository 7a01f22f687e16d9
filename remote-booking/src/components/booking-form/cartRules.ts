import { zodResolver } from '@hookform/resolvers/zod';
import { cartBookingFormSchema } from '@servenear/shared/schemas';
import type { ContactResolver } from './ContactForm';

/**
 * The cart's rules (customer §5 'Cart booking form', 'Cart slots'): the contact fields' schema and
 * the slots' rules, the shared zod schemas the server checks the booking with. A chunk of its
 * own, loaded when the form first checks itself or a field first takes the focus (CartBookingForm).
 */
export { cartSlotSchema } from '@servenear/shared/schemas';
export const contactResolver: ContactResolver = zodResolver(cartBookingFormSchema);
