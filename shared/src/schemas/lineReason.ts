import * as z from 'zod/mini';
import { LINE_REASON_MAX, LINE_REASON_MIN, lineReasonMessages } from '@servenear/shared/domain';
import { databaseId } from './common';

/** Issue 37: why a customer declines completed work, or a partner gives a job back (trimmed). */
const lineReason = () =>
  z.string({ error: () => lineReasonMessages.reason }).check(
    z.trim(),
    z.minLength(LINE_REASON_MIN, { error: () => lineReasonMessages.reason }),
    z.maxLength(LINE_REASON_MAX, { error: () => lineReasonMessages.reason }),
  );

/** POST user/service/decline (ours) {id, reason}: the customer declines a completed line. */
export const declineLineSchema = z.object({ id: databaseId(), reason: lineReason() });

/** POST employee/cancel/booking {bookingId, reason}: the partner gives an assigned job back, saying why. */
export const partnerCancelSchema = z.object({ bookingId: databaseId(), reason: lineReason() });
