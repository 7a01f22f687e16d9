import { z } from 'zod';
import { databaseId } from '@servenear/shared/schemas';
import { partnerBookingMessages } from './service';

/**
 * What the partner's booking actions take (partner §7). The spec's bookingId is the line id
 * (partner §3 'action_id'), sent as a number or as its digits: 1 and "1" name line 1, and any
 * other spelling (" 1", "01") is refused, so every limit keyed on it counts one line once.
 */
const lineId = databaseId();

/**
 * A guess at the start code, as text without its surrounding blanks. Its format is not checked
 * here: a malformed guess is answered like a wrong one, after the line's own checks, so the
 * answer never tells how close a guess was. Longer than any code and its blanks is refused.
 */
const guess = z
  .union([z.string({ error: partnerBookingMessages.invalidCode }).max(20, { error: partnerBookingMessages.invalidCode }), z.number({ error: partnerBookingMessages.invalidCode })], {
    error: partnerBookingMessages.invalidCode,
  })
  .transform((value) => String(value).trim());

/** POST employee/generate/otp and employee/cancel/booking. */
export const lineActionSchema = z.object({ bookingId: lineId });
export type LineAction = z.output<typeof lineActionSchema>;

/** POST employee/verify/otp. */
export const startCodeGuessSchema = z.object({ bookingId: lineId, otp: guess.optional() });
export type StartCodeGuess = z.output<typeof startCodeGuessSchema>;

/** POST employee/booking/status: the only status a partner may set is completed. */
export const completionSchema = z.object({
  bookingId: lineId,
  status: z.literal('completed', { error: partnerBookingMessages.statusCompleted }),
});
