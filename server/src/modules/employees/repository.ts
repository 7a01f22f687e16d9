import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { employeeProfiles, idProofs } from '../../db/schema';

export type EmployeeProfileRow = typeof employeeProfiles.$inferSelect;
export type NewEmployeeProfile = typeof employeeProfiles.$inferInsert;
export type IdProofRow = typeof idProofs.$inferSelect;
type Executor = Pick<Database, 'insert'>;

export async function insertEmployeeProfile(tx: Executor, profile: NewEmployeeProfile): Promise<void> {
  await tx.insert(employeeProfiles).values(profile);
}

export async function insertIdProofs(tx: Executor, proofs: Array<typeof idProofs.$inferInsert>): Promise<void> {
  if (proofs.length > 0) await tx.insert(idProofs).values(proofs);
}

export async function findEmployeeProfile(db: Database, userId: number): Promise<EmployeeProfileRow | undefined> {
  const [row] = await db.select().from(employeeProfiles).where(eq(employeeProfiles.userId, userId));
  return row;
}

export interface BankDetails {
  bankName: string;
  accountNumber: string;
  ifscCode: string;
  branchName: string | null;
}

export async function updateBankDetails(db: Database, userId: number, bank: BankDetails): Promise<void> {
  await db.update(employeeProfiles).set(bank).where(eq(employeeProfiles.userId, userId));
}

export async function findIdProof(db: Database, proofId: number): Promise<IdProofRow | undefined> {
  const [row] = await db.select().from(idProofs).where(eq(idProofs.id, proofId));
  return row;
}
