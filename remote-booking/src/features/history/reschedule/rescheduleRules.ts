import { zodResolver } from '@hookform/resolvers/zod';
import { rescheduleFormSchema } from '@servenear/shared/schemas';

/** The reschedule dialog's rules: a chunk of its own, with zod, loaded when the dialog first checks itself. */
export const rescheduleResolver = (today: string, nowTime: string) => zodResolver(rescheduleFormSchema(today, nowTime));
