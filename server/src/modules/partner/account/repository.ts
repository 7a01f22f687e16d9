import { eq } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { partnerProfiles, idProofs } from '../../../db/schema';

export type PartnerProfileRow = typeof partnerProfiles.$inferSelect;
export type NewPartnerProfile = typeof partnerProfiles.$inferInsert;
export type IdProofRow = typeof idProofs.$inferSelect;
type Executor = Pick<Database, 'insert'>;

export async function insertPartnerProfile(tx: Executor, profile: NewPartnerProfile): Promise<void> {
  await tx.insert(partnerProfiles).values(profile);
}

export async function insertIdProofs(tx: Executor, proofs: Array<typeof idProofs.$inferInsert>): Promise<void> {
  if (proofs.length > 0) await tx.insert(idProofs).values(proofs);
}

export async function findPartnerProfile(db: Database, userId: number): Promise<PartnerProfileRow | undefined> {
  const [row] = await db.select().from(partnerProfiles).where(eq(partnerProfiles.userId, userId));
  return row;
}

export interface BankDetails {
  bankName: string;
  accountHolderName: string;
  accountNumber: string;
  ifscCode: string;
  branchName: string | null;
  payoutHold?: true;
  bankChangedAt?: Date;
}

export async function updateBankDetails(db: Pick<Database, 'update'>, userId: number, bank: BankDetails): Promise<void> {
  await db.update(partnerProfiles).set(bank).where(eq(partnerProfiles.userId, userId));
}

export async function findIdProof(db: Database, proofId: number): Promise<IdProofRow | undefined> {
  const [row] = await db.select().from(idProofs).where(eq(idProofs.id, proofId));
  return row;
}
