import type { MoverWire } from '@servenear/shared/wire';
import type { Database } from '../../../db/client';
import type { MediaLinks } from '../../media/links';
import { partnerSummaries } from '../../ratings/partnerSummary';

/**
 * The movers of a customer's moves as the customer sees them (issue 37): the partner summary
 * every card uses (ratings/partnerSummary.ts: name, signed photo, verified, jobs done, rating),
 * with a number to call: the customer may reach the partner ops gave the move to.
 */
export async function moversOf(db: Database, links: MediaLinks, partnerIds: Array<number | null>): Promise<Map<number, MoverWire>> {
  const ids = partnerIds.filter((id): id is number => id !== null);
  const summaries = await partnerSummaries({ db, mediaLinks: links }, ids, { withMobile: () => true });
  return new Map(
    [...summaries].map(([id, summary]) => [
      id,
      {
        name: summary.name,
        image_url: summary.image_url,
        mobile: summary.mobile ?? '',
        verified: summary.verified,
        jobs_done: summary.jobs_done,
        rating: summary.total_reviews > 0 ? summary.average_rating : null,
      },
    ]),
  );
}
