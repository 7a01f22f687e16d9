import { zodResolver } from '@hookform/resolvers/zod';
import { reasonFormSchema } from '@servenear/shared/schemas';

/** The give-back form's rule (issue 37), the schema the server checks: a chunk of its own, loaded when the form first checks itself. */
export const reasonResolver = zodResolver(reasonFormSchema);
