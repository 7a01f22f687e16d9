import type { PartnerSummaryWire } from '@servenear/shared/wire';
import type { Database } from '../../db/client';
import { imageUrl } from '../accounts/service';
import type { MediaLinks } from '../media/links';
import { partnerRecordRows, type PartnerRecordRow } from './repository';

/**
 * The one place a partner's summary is made (issue 37): name, photo, rating, jobs done and the
 * verified badge, as his card shows them to a customer (a booking's partner, a move's mover) and
 * ops' allocation list reads them. Callers decide only whether the number to call is shown.
 */
export interface PartnerSummaryDeps {
  db: Database;
  /** Signs the profile photo's link; without it (a public read) no photo is sent. */
  mediaLinks: MediaLinks | null;
}

export interface SummaryOptions {
  /** Send the partner's number: only while a job he is coming to is ahead or under way. */
  withMobile: (partnerId: number) => boolean;
}

const noMobile: SummaryOptions = { withMobile: () => false };

/** The average to one decimal from integer sums, as the catalogue rounds its own (round(avg, 1)). */
export const averageOf = (total: number, count: number): number => (count === 0 ? 0 : Math.round((total * 10) / count) / 10);

function toSummary(row: PartnerRecordRow, links: MediaLinks | null, withMobile: boolean): PartnerSummaryWire {
  return {
    id: row.id,
    name: row.name,
    image_url: links ? imageUrl(links, row.imagePath) : null,
    average_rating: averageOf(row.reviewTotal, row.reviewCount),
    total_reviews: row.reviewCount,
    jobs_done: row.jobsDone,
    verified: row.verificationStatus === 'verified' && row.deletedAt === null,
    mobile: withMobile ? row.mobile : null,
  };
}

/**
 * The summaries of partners by id (a list's at once, or one: `(await partnerSummaries(deps, [id])).get(id)`);
 * an id that is no partner's is left out.
 */
export async function partnerSummaries(
  deps: PartnerSummaryDeps,
  partnerIds: Iterable<number>,
  options: SummaryOptions = noMobile,
): Promise<Map<number, PartnerSummaryWire>> {
  const rows = await partnerRecordRows(deps.db, [...new Set(partnerIds)]);
  return new Map(rows.map((row) => [row.id, toSummary(row, deps.mediaLinks, options.withMobile(row.id))]));
}
