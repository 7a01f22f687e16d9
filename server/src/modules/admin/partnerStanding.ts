import type { PartnerKycWire, PartnerSuspendedWire } from '@servenear/shared/wire';
import { indianDate } from '@servenear/shared/domain';
import { adminMessages, type PartnerSuspension } from '@servenear/shared/endpoints';
import type { Database } from '../../db/client';
import { HttpError, notFound } from '../../lib/httpError';
import { releasePartnerLines } from '../bookings/lifecycle';
import { recordPartnerAccountEvent } from '../notifications/record';
import { idProofUrl } from '../partner/account/idProofs';
import { isKnownIfsc } from '../partner/account/ifsc';
import { endAllSessions } from '../sessions/service';
import type { AdminDeps } from './service';
import {
  clearPayoutHold,
  findPartnerKyc,
  markReinstated,
  markSuspended,
  partnersOnPayoutHold,
  releasePartnerMoves,
  startedLinesOf,
} from './partnerStandingRepository';
import { partnerStatus } from './repository';

/**
 * Issue 36: ops' view of a partner's KYC, their check of changed bank details, and suspension.
 * Used by the admin API and the CLI alike.
 */

/** Whole years from `dob` to `today` (both YYYY-MM-DD). */
function ageOn(dob: string, today: string): number {
  const years = Number(today.slice(0, 4)) - Number(dob.slice(0, 4));
  return today.slice(5) < dob.slice(5) ? years - 1 : years;
}

export async function partnerKyc(deps: AdminDeps, userId: number): Promise<PartnerKycWire> {
  const partner = await findPartnerKyc(deps.db, userId);
  if (!partner) throw notFound(adminMessages.notFound);
  const { profile } = partner;
  return {
    id: partner.id,
    name: partner.name,
    mobile: partner.mobile,
    email: partner.email,
    address: partner.address,
    dob: profile.dob,
    age: profile.dob ? ageOn(profile.dob, indianDate(deps.clock())) : null,
    gender: profile.gender,
    // Set when he entered the code texted to his number (partner/account/mobileCode.ts).
    mobile_confirmed: profile.mobileConfirmedAt !== null,
    verification_status: profile.verificationStatus,
    rejection_reason: profile.rejectionReason,
    suspension_reason: profile.suspensionReason,
    bank: {
      account_holder_name: profile.accountHolderName,
      bank_name: profile.bankName,
      account_number: profile.accountNumber,
      ifsc_code: profile.ifscCode,
      ifsc_known: profile.ifscCode !== null && isKnownIfsc(profile.ifscCode),
      branch_name: profile.branchName,
      payout_hold: profile.payoutHold,
      changed_at: profile.bankChangedAt?.toISOString() ?? null,
    },
    id_proofs: partner.proofs.map((proof) => ({
      id: proof.id,
      mime: proof.mime,
      size: proof.size,
      uploaded_at: proof.uploadedAt.toISOString(),
      url: idProofUrl(proof.id),
    })),
  };
}

/** Partners whose changed bank details wait for ops. */
export async function bankChanges(deps: AdminDeps): Promise<PartnerKycWire[]> {
  const partners = await partnersOnPayoutHold(deps.db);
  return Promise.all(partners.map((partner) => partnerKyc(deps, partner.id)));
}

/** Ops checked the new bank details: the hold ends and the partner is told. */
export async function verifyBankDetails(deps: AdminDeps, userId: number): Promise<void> {
  const kyc = await partnerKyc(deps, userId);
  if (!kyc.bank.payout_hold) throw new HttpError(409, {}, adminMessages.noBankChange);
  if (!kyc.bank.ifsc_known) throw new HttpError(409, {}, adminMessages.unknownIfsc);
  const at = deps.clock();
  await deps.db.transaction(async (tx) => {
    if (!(await clearPayoutHold(tx, userId))) throw new HttpError(409, {}, adminMessages.noBankChange);
    await recordPartnerAccountEvent(tx, userId, { kind: 'bank_details_verified' }, at);
  });
}

async function refuseStanding(db: Database, userId: number, message: string): Promise<never> {
  if (!(await partnerStatus(db, userId))) throw notFound(adminMessages.notFound);
  throw new HttpError(409, {}, message);
}

/**
 * verified → suspended. In one transaction: the status and reason, his jobs not started back to
 * ops (pending, the customer's booking kept), his moves from today on back to ops, and the
 * notification saying why. Then his sessions end and the near-me lists forget him (service_places
 * drops his rows by trigger on the status; the list cache is cleared here).
 *
 * Started jobs (confirmed: he has been at the customer's door with the start code) are not
 * moved: another partner cannot take over work half done, and cancelling would refund a
 * customer whose work may be finished. They are answered for ops to settle one by one.
 */
export async function suspendPartner(deps: AdminDeps, userId: number, { reason }: PartnerSuspension): Promise<PartnerSuspendedWire> {
  const at = deps.clock();
  const result = await deps.db.transaction(async (tx) => {
    if (!(await markSuspended(tx, userId, reason, at))) return null;
    const lines = await releasePartnerLines(tx, userId);
    const moves = await releasePartnerMoves(tx, userId, indianDate(at));
    await recordPartnerAccountEvent(tx, userId, { kind: 'account_suspended', reason }, at);
    return { released_lines: lines.map((line) => line.id).sort((a, b) => a - b), released_moves: moves.map((move) => move.id).sort((a, b) => a - b) };
  });
  if (!result) return refuseStanding(deps.db, userId, adminMessages.notVerified);
  await endAllSessions(deps.db, deps.clock, userId);
  deps.listCache?.clear();
  return { ...result, started_lines: await startedLinesOf(deps.db, userId) };
}

/** suspended → verified: listed and offered for allocation again; the partner is told. */
export async function reinstatePartner(deps: AdminDeps, userId: number): Promise<void> {
  const at = deps.clock();
  const done = await deps.db.transaction(async (tx) => {
    if (!(await markReinstated(tx, userId))) return false;
    await recordPartnerAccountEvent(tx, userId, { kind: 'account_reinstated' }, at);
    return true;
  });
  if (!done) await refuseStanding(deps.db, userId, adminMessages.notSuspended);
  deps.listCache?.clear();
}
