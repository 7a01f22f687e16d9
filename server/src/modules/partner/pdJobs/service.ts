import { serviceEnquiryMessages } from '@servenear/shared/enquiry-schemas';
import type { PdJobWire } from '@servenear/shared/wire';
import type { AppContext } from '../../../context';
import { notFound } from '../../../lib/httpError';
import { moveStepsWire, pdMediaWire } from '../../enquiries/views';
import { moveStageOf } from '../../enquiries/moves/stages';
import { mediaStatusField, mediaStatusOf, type MediaStatuses } from '../../media';
import type { MediaLinks } from '../../media/links';
import { pdJobOf, pdJobsOf, type PdJobRow } from './repository';

/**
 * A partner's Pass Fast Express jobs (issue 15): the move requests ops allocated to them
 * (admin/enquiries/{id}/allocate), shown with what ops told the customer. Only their own: another
 * partner's job, or one given to someone else since, is not found.
 */

type PdJobDeps = Pick<AppContext, 'db' | 'mediaLinks'>;

/** The mover's own step photos, which his screen shows as they are (media/readyMedia.ts). */
const stepPhotos = (row: PdJobRow) => [row.pickupPhoto, row.deliveryPhoto];

function pdJobWire(row: PdJobRow, links: MediaLinks, statuses: MediaStatuses): PdJobWire {
  return {
    id: row.id,
    name: row.customerName,
    mobile: row.mobile,
    fromaddress: row.fromAddress ?? '',
    toaddress: row.toAddress ?? '',
    date: row.moveDate ?? '',
    description: row.description,
    // The photos and video as the customer's own list shows them (enquiries/views.ts).
    ...pdMediaWire(row, links),
    distance_km: row.distanceKm,
    status: row.status,
    answer: row.answer,
    quote: row.quote,
    allocated_at: row.allocatedAt?.toISOString() ?? '',
    stage: moveStageOf(row),
    ...moveStepsWire(row, links),
    // Issue 37: which of his step photos are still processing or failed, so none is a broken picture.
    ...mediaStatusField(statuses, stepPhotos(row)),
  };
}

/** GET employee/pdenquiry/list: newest allocation first. */
export async function pdJobsFor({ db, mediaLinks }: PdJobDeps, partnerId: number): Promise<PdJobWire[]> {
  const rows = await pdJobsOf(db, partnerId);
  const statuses = await mediaStatusOf(db, rows.flatMap(stepPhotos));
  return rows.map((row) => pdJobWire(row, mediaLinks, statuses));
}

/** GET employee/pdenquiry/{id}: 404 unless allocated to this partner. */
export async function pdJobFor({ db, mediaLinks }: PdJobDeps, partnerId: number, id: number): Promise<PdJobWire> {
  const row = await pdJobOf(db, partnerId, id);
  if (!row) throw notFound(serviceEnquiryMessages.notFound);
  return pdJobWire(row, mediaLinks, await mediaStatusOf(db, stepPhotos(row)));
}
