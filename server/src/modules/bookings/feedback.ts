import type { Feedback } from '@servenear/shared/schemas';
import type { AppContext } from '../../context';
import { isUniqueViolation } from '../../lib/dbErrors';
import { HttpError } from '../../lib/httpError';
import { bookingTexts } from './messages';
import { approvedLinesOf } from './queries';
import { insertReview } from './repository';

/**
 * POST user/service/feedback (customer §4, §5 'Feedback'): a customer rates work they approved,
 * once per booking line. The review names the line's partner and counts in his rating
 * (modules/ratings); the catalogue service's own average, which every customer's lists
 * show, is not moved by it (decision 0047). The near-me lists are cleared all the same: they are
 * cached, and the service details near the customer show the partner's rating.
 */
type Context = Pick<AppContext, 'db' | 'listCache'>;

export const feedbackReplyMessages = bookingTexts.feedback;

const alreadyRated = () => new HttpError(409, {}, feedbackReplyMessages.alreadyRated);

/** The line this rating is for: the one named, else the latest approved line not yet rated. */
async function lineToRate(context: Context, userId: number, serviceId: number, lineId: number | undefined) {
  const lines = await approvedLinesOf(context.db, userId, serviceId, lineId);
  const unrated = lines.find((line) => !line.rated);
  if (unrated) return unrated;
  if (lines.length > 0) throw alreadyRated();
  throw new HttpError(409, {}, feedbackReplyMessages.notApproved);
}

/** Stores the rating the route's schema (feedbackSchema) has checked. */
export async function sendFeedback(context: Context, customer: { userId: number; name: string }, feedback: Feedback): Promise<void> {
  const line = await lineToRate(context, customer.userId, feedback.service_id, feedback.line_id);
  try {
    await insertReview(context.db, {
      serviceId: feedback.service_id,
      reviewerName: customer.name,
      rating: feedback.rating,
      comment: feedback.description,
      userId: customer.userId,
      bookingLineId: line.id,
      partnerId: line.partnerId,
    });
  } catch (error) {
    // Two ratings of one line at once: the unique index on booking_line_id lets one through.
    if (isUniqueViolation(error)) throw alreadyRated();
    throw error;
  }
  context.listCache.clear();
}
