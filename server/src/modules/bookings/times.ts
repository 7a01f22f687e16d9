import { sql, type SQL } from 'drizzle-orm';
import { bookingLines } from '../../db/schema';

/**
 * Issue 37 'Honest times': the line keeps when work started (the start code entered) and when it
 * was marked completed; a job completed this soon after its start cannot have been done, so it
 * is flagged for ops (booking_lines.quick_completion, shown in ops' booking list and the CLI).
 */
export const QUICK_COMPLETION_MINUTES = 10;

/** Whether completing at `at` is within the window of the line's start, as the completion's UPDATE computes it. */
export function quickCompletionAt(at: Date): SQL<boolean> {
  const earliestHonest = new Date(at.getTime() - QUICK_COMPLETION_MINUTES * 60_000).toISOString();
  return sql<boolean>`COALESCE(${bookingLines.startedAt} > ${earliestHonest}::timestamptz, false)`;
}
