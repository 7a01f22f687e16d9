import { zodResolver } from '@hookform/resolvers/zod';
import { reasonFormSchema } from '@servenear/shared/schemas';

/** The decline form's rule (issue 37), the shared schema the server checks it with: a chunk of its own, loaded when the form first checks itself. */
export const reasonResolver = zodResolver(reasonFormSchema);
