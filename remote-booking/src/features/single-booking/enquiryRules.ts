import { zodResolver } from '@hookform/resolvers/zod';
import { serviceEnquiryFormSchema } from '@servenear/shared/enquiry-schemas';
import type { ContactResolver } from '../../components/booking-form/ContactForm';

/**
 * The enquiry form's rules (customer §5 'Service enquiry form'): its contact fields' schema and
 * the cart's slot rules, the shared zod schemas the server checks the enquiry with. A chunk of
 * its own, loaded when the form first checks itself or a field first takes the focus (EnquiryForm).
 */
export { cartSlotSchema } from '@servenear/shared/schemas';
export const contactResolver: ContactResolver = zodResolver(serviceEnquiryFormSchema);
