import { z } from 'zod';
import type { PartnerListItemWire } from '@servenear/shared/wire';
import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { HttpError, notFound } from '../../lib/httpError';
import { setVerified } from '../accounts/repository';
import { recordAccountDecision } from '../notifications/record';
import { endAllSessions } from '../sessions/service';
import { decidePending, findPartnerWithProofs, listPartnersByStatus, partnerStatus, type VerificationStatus } from './repository';

export const adminMessages = {
  reason: 'Please give a reason of 3 to 300 characters.',
  status: 'Status must be pending, verified or rejected.',
  notFound: 'Partner not found.',
  notPending: 'This partner is not waiting for verification.',
  verified: 'Partner verified.',
  rejected: 'Partner rejected.',
} as const;

/** GET admin/partners?status=: which partners to list; pending ones unless told. */
export const partnersQuerySchema = z.object({
  status: z.enum(['pending', 'verified', 'rejected'], { error: adminMessages.status }).default('pending'),
});

/** POST admin/partners/{id}/reject, and the CLI's --reason: why, told to the partner at sign-in. */
export const rejectionSchema = z.object({
  reason: z.string({ error: adminMessages.reason }).trim().min(3, { error: adminMessages.reason }).max(300, { error: adminMessages.reason }),
});
export type PartnerRejection = z.output<typeof rejectionSchema>;

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
  id_proofs: partner.proofs.map((proof) => ({ id: proof.id, mime: proof.mime, size: proof.size })),
});

export async function listPartners(deps: AdminDeps, status: VerificationStatus): Promise<PartnerListItemWire[]> {
  return (await listPartnersByStatus(deps.db, status)).map(partnerItem);
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

export async function verifyPartner(deps: AdminDeps, userId: number): Promise<void> {
  const at = deps.clock();
  const done = await deps.db.transaction(async (tx) => {
    if (!(await decidePending(tx, userId, { verificationStatus: 'verified', verifiedAt: at }))) return false;
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
