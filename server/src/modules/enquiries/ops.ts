import { enquiryOpsMessages, moveMessages, serviceEnquiryMessages, type EnquiryAnswer, type EnquiryReject, type PdAllocate } from '@servenear/shared/enquiry-schemas';
import type { AdminEnquiryDetailWire, OpsEnquiriesQuery } from '@servenear/shared/endpoints';
import type { AdminEnquiryWire, PdPartnerChoiceWire } from '@servenear/shared/wire';
import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { HttpError, notFound } from '../../lib/httpError';
import { findPartner } from '../admin/bookingRepository';
import { adminMessages } from '../admin/service';
import { recordEnquiryDecision, recordPdJobAllocated } from '../notifications/record';
import { recordPdJobWithdrawn } from '../notifications/moveEvents';
import { moveStageOf } from './moves/stages';
import type { MediaLinks } from '../media/links';
import { pdMediaWire } from './views';
import { allocateMove, countForOps, decidePending, enquiryState, findForOps, listForOps, lockMoveHolder, moveOrigin, verifiedPartnersNear, type OpsEnquiryRow } from './opsRepository';

/**
 * Ops' side of enquiries (issue 15): the queue of service enquiries and Pass Fast Express
 * requests, the answer (maybe with a quote) or the refusal, and a move's allocation to a verified
 * partner near its From address. The admin API and the CLI both come here. Each decision is one
 * conditional UPDATE with the person's notification in its transaction, which queues its SMS
 * (notifications/smsTexts.ts): a failed send is retried by the queue, never undoing the decision.
 */

const PD_TITLE = 'Pass Fast Express';
/** How many partners a move's allocation offers, nearest first. */
export const PD_PARTNER_CHOICES = 20;

/** What the rules need. */
export interface EnquiryOpsDeps {
  db: Database;
  clock: Clock;
  /** The near-me radius: how far a partner's place may be from the move's From address. */
  nearRadiusKm: number;
}

const oneDecimal = (km: number) => Math.round(km * 10) / 10;

function adminItem(row: OpsEnquiryRow): AdminEnquiryWire {
  const move = row.kind === 'pd';
  return {
    id: row.id,
    kind: row.kind,
    status: row.status,
    customer_id: row.customerId,
    customer_name: row.customerName,
    mobile: row.mobile,
    title: move ? PD_TITLE : (row.serviceName ?? ''),
    summary: move ? `${row.fromAddress ?? ''} → ${row.toAddress ?? ''} on ${row.moveDate ?? ''}` : row.description,
    created_at: row.createdAt.toISOString(),
    answer: row.answer,
    quote: row.quote,
    answered_at: row.answeredAt?.toISOString() ?? null,
    partner_id: row.partnerId,
    distance_km: row.distanceKm,
    booking_id: row.bookingId,
    move_stage: move ? moveStageOf(row) : null,
  };
}

/** Every enquiry in one status (and kind): the CLI's list on the database. */
export async function listEnquiriesForOps(deps: Pick<EnquiryOpsDeps, 'db'>, query: Pick<OpsEnquiriesQuery, 'status' | 'kind'>): Promise<AdminEnquiryWire[]> {
  return (await listForOps(deps.db, query)).map(adminItem);
}

/** GET admin/enquiries: one page, oldest first, and how many match in all. */
export async function enquiryPageForOps(deps: Pick<EnquiryOpsDeps, 'db'>, { status, kind, page, per_page }: OpsEnquiriesQuery) {
  const filter = { status, kind };
  const [rows, total] = await Promise.all([listForOps(deps.db, filter, { offset: (page - 1) * per_page, limit: per_page }), countForOps(deps.db, filter)]);
  return { status: 200, data: rows.map(adminItem), total, page, per_page };
}

/**
 * GET admin/enquiries/{id}: the row and what the customer asked — a service enquiry's contact,
 * address and slot; a move's addresses, day, photos and video (signed links, as the customer's own
 * list gives them) and the partner it is allocated to.
 */
export async function enquiryForOps(deps: Pick<EnquiryOpsDeps, 'db'> & { mediaLinks: MediaLinks }, id: number): Promise<AdminEnquiryDetailWire> {
  const found = await findForOps(deps.db, id);
  if (!found) throw notFound(serviceEnquiryMessages.notFound);
  const { row, full } = found;
  const move = full.kind === 'pd';
  const media = move ? pdMediaWire(full, deps.mediaLinks) : { images: [], video: null };
  return {
    ...adminItem(row),
    description: full.description,
    email: full.email,
    address: full.address,
    service_id: full.serviceId,
    work_type: full.workType,
    day_hours: full.dayHours,
    service_date: full.serviceDate,
    service_time: full.serviceTime,
    from_address: full.fromAddress,
    to_address: full.toAddress,
    move_date: full.moveDate,
    images: media.images,
    video: media.video,
    partner_name: row.partnerName,
  };
}

/** Why a conditional update changed nothing: the enquiry is missing (404), or no longer pending (409). */
async function refuseDecision(db: Database, id: number): Promise<never> {
  if (!(await enquiryState(db, id))) throw notFound(serviceEnquiryMessages.notFound);
  throw new HttpError(409, {}, enquiryOpsMessages.notPending);
}

async function decide(deps: EnquiryOpsDeps, id: number, decision: { answered: true; message: string; quote: number | null } | { answered: false; reason: string }): Promise<void> {
  const at = deps.clock();
  const decided = await deps.db.transaction(async (tx) => {
    const row = await decidePending(tx, id, {
      status: decision.answered ? 'enquired' : 'rejected',
      answer: decision.answered ? decision.message : decision.reason,
      quote: decision.answered ? decision.quote : null,
      at,
    });
    if (!row) return null;
    await recordEnquiryDecision(
      tx,
      {
        customerId: row.userId,
        kind: row.kind,
        serviceName: row.serviceName,
        decision: decision.answered ? { answered: true, quote: decision.quote } : { answered: false, reason: decision.reason },
      },
      at,
    );
    return row;
  });
  if (!decided) return refuseDecision(deps.db, id);
}

/** pending → enquired: ops' answer, with a quote in whole rupees when given; the customer is told. */
export function answerEnquiry(deps: EnquiryOpsDeps, id: number, { message, quote }: EnquiryAnswer): Promise<void> {
  return decide(deps, id, { answered: true, message, quote: quote ?? null });
}

/** pending → rejected: the reason is stored as the answer and told to the customer. */
export function rejectEnquiry(deps: EnquiryOpsDeps, id: number, { reason }: EnquiryReject): Promise<void> {
  return decide(deps, id, { answered: false, reason });
}

/** The enquiry as a move request; 404 when there is none, 409 for a service enquiry. */
async function moveRequest(db: Database, id: number) {
  const origin = await moveOrigin(db, id);
  if (!origin) throw notFound(serviceEnquiryMessages.notFound);
  if (origin.kind !== 'pd') throw new HttpError(409, {}, enquiryOpsMessages.notMove);
  return origin;
}

/**
 * GET admin/enquiries/{id}/partners: verified partners one of whose places reaches the move's
 * From address, nearest first. None when the address could not be placed.
 */
export async function listPartnersNear(deps: EnquiryOpsDeps, id: number): Promise<PdPartnerChoiceWire[]> {
  const { point } = await moveRequest(deps.db, id);
  if (!point) return [];
  const partners = await verifiedPartnersNear(deps.db, point, deps.nearRadiusKm, PD_PARTNER_CHOICES);
  return partners.map((partner) => ({ partner_id: partner.id, name: partner.name, mobile: partner.mobile ?? '', distance_km: oneDecimal(partner.distanceKm) }));
}

/**
 * Gives a move request to a verified partner whose work area reaches its pick-up (From) point,
 * the rule the candidates' list offers by (a pending or answered one; never a rejected one, nor
 * one already picked up). Allocating again to another partner moves it, and the partner who had
 * it is told; allocating to the partner who has it already changes nothing and tells nobody. The
 * partner is told (and texted) in the allocation's transaction.
 */
export async function allocatePd(deps: EnquiryOpsDeps, id: number, { partner_id: partnerId }: PdAllocate): Promise<void> {
  const move = await moveRequest(deps.db, id);
  if (move.status === 'rejected') throw new HttpError(409, {}, enquiryOpsMessages.rejectedCannotAllocate);
  const partner = await findPartner(deps.db, partnerId);
  if (!partner) throw notFound(adminMessages.notFound);
  if (partner.verificationStatus !== 'verified') throw new HttpError(409, {}, enquiryOpsMessages.partnerNotVerified);
  if (!move.point) throw new HttpError(409, {}, moveMessages.unplaced);
  if ((await verifiedPartnersNear(deps.db, move.point, deps.nearRadiusKm, 1, partnerId)).length === 0) throw new HttpError(409, {}, moveMessages.outOfArea);
  const at = deps.clock();
  const allocated = await deps.db.transaction(async (tx) => {
    const previous = await lockMoveHolder(tx, id);
    const row = await allocateMove(tx, id, partnerId, at);
    if (!row) return null;
    const job = { moveDate: row.moveDate ?? '', fromAddress: row.fromAddress ?? '' };
    await recordPdJobAllocated(tx, { partnerId, ...job }, at);
    if (previous !== null) await recordPdJobWithdrawn(tx, { partnerId: previous, ...job }, at);
    return row;
  });
  if (!allocated) {
    const state = await enquiryState(deps.db, id);
    if (!state) throw notFound(serviceEnquiryMessages.notFound);
    if (state.kind !== 'pd') throw new HttpError(409, {}, enquiryOpsMessages.notMove);
    if (state.status === 'rejected') throw new HttpError(409, {}, enquiryOpsMessages.rejectedCannotAllocate);
    if (state.pickedUpAt && state.partnerId !== partnerId) throw new HttpError(409, {}, moveMessages.movedOn);
    // Already this partner's: nothing to do.
  }
}
