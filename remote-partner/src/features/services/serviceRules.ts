import { zodResolver } from '@hookform/resolvers/zod';
import { serviceUploadSchema } from '@servenear/shared/partner-schemas';

/**
 * The service forms' text fields' rules: the shared zod schema the server checks an upload with.
 * A chunk of its own, loaded when a form first checks itself or a field first takes the focus
 * (serviceForm.ts).
 */
export const serviceFieldsResolver = () => zodResolver(serviceUploadSchema);
