import { serviceEnquiryMessages } from '@servenear/shared/enquiry-schemas';
import type { PdJobWire } from '@servenear/shared/wire';
import type { Database } from '../../../db/client';
import { notFound } from '../../../lib/httpError';
import { pdMediaWire } from '../../enquiries/views';
import { pdJobOf, pdJobsOf, type PdJobRow } from './repository';

/**
 * A partner's Pass Fast Express jobs (issue 15): the move requests ops allocated to them
 * (admin/enquiries/{id}/allocate), shown with what ops told the customer. Only their own: another
 * partner's job, or one given to someone else since, is not found.
 */

function pdJobWire(row: PdJobRow): PdJobWire {
  return {
    id: row.id,
    name: row.customerName,
    mobile: row.mobile,
    fromaddress: row.fromAddress ?? '',
    toaddress: row.toAddress ?? '',
    date: row.moveDate ?? '',
    description: row.description,
    // The photos and video as the customer's own list shows them (enquiries/views.ts).
    ...pdMediaWire(row),
    distance_km: row.distanceKm,
    status: row.status,
    answer: row.answer,
    quote: row.quote,
    allocated_at: row.allocatedAt?.toISOString() ?? '',
  };
}

/** GET employee/pdenquiry/list: newest allocation first. */
export async function pdJobsFor(db: Database, partnerId: number): Promise<PdJobWire[]> {
  return (await pdJobsOf(db, partnerId)).map(pdJobWire);
}

/** GET employee/pdenquiry/{id}: 404 unless allocated to this partner. */
export async function pdJobFor(db: Database, partnerId: number, id: number): Promise<PdJobWire> {
  const row = await pdJobOf(db, partnerId, id);
  if (!row) throw notFound(serviceEnquiryMessages.notFound);
  return pdJobWire(row);
}
