import { adminMessages, type OpsPartnersQuery, type PartnerRejection } from '@servenear/shared/endpoints';
import type { PartnerListItemWire } from '@servenear/shared/wire';
import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { HttpError, notFound } from '../../lib/httpError';
import { setVerified } from '../accounts/repository';
import { recordAccountDecision } from '../notifications/record';
import { endAllSessions } from '../sessions/service';
import { idProofCount } from './partnerStandingRepository';
import { idProofUrl } from '../partner/account/idProofs';
import { partnerCodeMessages } from '../partner/account/mobileCode';
import { findPartnerProfile } from '../partner/account/repository';
import { countPartnersByStatus, decidePending, findPartnerWithProofs, listPartnersByStatus, partnerStatus, type VerificationStatus } from './repository';

/** The partner calls' messages are the endpoints' (@servenear/shared/endpoints, admin.ts), as is the reason's schema. */
export { adminMessages };

/** Used by the admin API and the CLI alike: the same rules whichever way an admin acts. */
export interface AdminDeps {
  db: Database;
  clock: Clock;
  /** What a decision changes on the customer side: a verified partner's services get listed. */
  listCache?: { clear(): void };
}

type PartnerWithProofs = Awaited<ReturnType<typeof listPartnersByStatus>>[number];

const partnerItem = (partner: PartnerWithProofs): PartnerListItemWire => ({
  id: partner.id,
  name: partner.name,
  mobile: partner.mobile,
  email: partner.email,
  registered_at: partner.registeredAt.toISOString(),
  verification_status: partner.verificationStatus,
  rejection_reason: partner.rejectionReason,
  cancellations: partner.cancellations,
  id_proofs: partner.proofs.map((proof) => ({ id: proof.id, mime: proof.mime, size: proof.size, url: idProofUrl(proof.id) })),
});

/** Every partner in one state: the CLI's list on the database. */
export async function listPartners(deps: AdminDeps, status: VerificationStatus): Promise<PartnerListItemWire[]> {
  return (await listPartnersByStatus(deps.db, status)).map(partnerItem);
}

/** GET admin/partners: one page of a state's partners, oldest first, and how many there are in all. */
export async function partnerPage(deps: AdminDeps, { status, page, per_page }: OpsPartnersQuery) {
  const [rows, total] = await Promise.all([
    listPartnersByStatus(deps.db, status, { offset: (page - 1) * per_page, limit: per_page }),
    countPartnersByStatus(deps.db, status),
  ]);
  return { status: 200, data: rows.map(partnerItem), total, page, per_page };
}

/** One partner and their ID proofs, for ops to look at before (or after) deciding. */
export async function partnerDetails(deps: AdminDeps, userId: number): Promise<PartnerListItemWire> {
  const partner = await findPartnerWithProofs(deps.db, userId);
  if (!partner) throw notFound(adminMessages.notFound);
  return partnerItem(partner);
}

async function refuseUnlessPending(deps: AdminDeps, userId: number): Promise<never> {
  const status = await partnerStatus(deps.db, userId);
  if (!status) throw notFound(adminMessages.notFound);
  throw new HttpError(409, {}, adminMessages.notPending);
}

/**
 * pending → verified. Never without an ID proof (issue 36: a partner with none was verified):
 * counted in the decision's transaction, so the refusal holds however the proofs came to be missing.
 * The bank details ops checked now are the ones payouts go to: any hold from a change ends.
 */
export async function verifyPartner(deps: AdminDeps, userId: number): Promise<void> {
  // Partner KYC: a number nobody proved is not verified (partner/account/mobileCode.ts).
  const profile = await findPartnerProfile(deps.db, userId);
  if (profile && profile.mobileConfirmedAt === null) throw new HttpError(409, {}, partnerCodeMessages.notConfirmed);
  const at = deps.clock();
  const done = await deps.db.transaction(async (tx) => {
    if ((await partnerStatus(tx, userId)) === 'pending' && (await idProofCount(tx, userId)) === 0) throw new HttpError(409, {}, adminMessages.noIdProof);
    if (!(await decidePending(tx, userId, { verificationStatus: 'verified', verifiedAt: at, payoutHold: false }))) return false;
    await setVerified(tx, userId, true);
    await recordAccountDecision(tx, userId, { verified: true }, at);
    return true;
  });
  if (!done) await refuseUnlessPending(deps, userId);
  deps.listCache?.clear();
}

/** A rejected partner can no longer sign in, so open sessions end too. */
export async function rejectPartner(deps: AdminDeps, userId: number, { reason }: PartnerRejection): Promise<void> {
  // Told in the decision's transaction; they read it if they come back (a rejected partner cannot sign in).
  const done = await deps.db.transaction(async (tx) => {
    if (!(await decidePending(tx, userId, { verificationStatus: 'rejected', rejectionReason: reason }))) return false;
    await recordAccountDecision(tx, userId, { verified: false, reason }, deps.clock());
    return true;
  });
  if (!done) await refuseUnlessPending(deps, userId);
  await endAllSessions(deps.db, deps.clock, userId);
  deps.listCache?.clear();
}
