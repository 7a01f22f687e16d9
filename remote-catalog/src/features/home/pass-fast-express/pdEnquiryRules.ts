import { zodResolver } from '@hookform/resolvers/zod';
import { pdEnquirySchema } from '@servenear/shared/enquiry-schemas';

/**
 * The Pass Fast Express text fields' rules: the shared zod schema the server checks the request
 * with. A chunk of its own, loaded when the form first checks itself (passFastExpressForm.ts).
 */
export const pdEnquiryFieldsResolver = (today: () => string) => zodResolver(pdEnquirySchema(today));
