import { and, eq, isNull, ne } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';

export type AccountRow = typeof users.$inferSelect;
export type Role = AccountRow['role'];
type Executor = Pick<Database, 'select' | 'update' | 'insert'>;

const live = isNull(users.deletedAt);

export async function findAccountByMobile(db: Database, role: Role, mobile: string): Promise<AccountRow | undefined> {
  const [row] = await db.select().from(users).where(and(eq(users.role, role), eq(users.mobile, mobile), live));
  return row;
}

export async function findAccount(db: Database, id: number): Promise<AccountRow | undefined> {
  const [row] = await db.select().from(users).where(and(eq(users.id, id), live));
  return row;
}

export async function isMobileTaken(db: Database, role: Role, mobile: string, exceptId?: number): Promise<boolean> {
  const conditions = [eq(users.role, role), eq(users.mobile, mobile), live];
  if (exceptId !== undefined) conditions.push(ne(users.id, exceptId));
  const [row] = await db.select({ id: users.id }).from(users).where(and(...conditions)).limit(1);
  return row !== undefined;
}

export interface NewAccount {
  role: Role;
  name: string;
  mobile: string;
  email?: string | null;
  address?: string | null;
  passwordHash: string;
  isVerified?: boolean;
}

export async function insertAccount(tx: Executor, account: NewAccount): Promise<AccountRow> {
  const [row] = await tx.insert(users).values(account).returning();
  if (!row) throw new Error('insert into users returned no row');
  return row;
}

export async function setPasswordHash(db: Database, id: number, passwordHash: string): Promise<void> {
  await db.update(users).set({ passwordHash }).where(and(eq(users.id, id), live));
}

export async function setVerified(tx: Executor, id: number, isVerified: boolean): Promise<void> {
  await tx.update(users).set({ isVerified }).where(and(eq(users.id, id), live));
}

export interface ContactChanges {
  name: string;
  email: string | null;
  mobile: string;
  address: string | null;
  imagePath?: string;
  isVerified?: boolean;
}

export async function updateContact(db: Database, id: number, changes: ContactChanges): Promise<AccountRow> {
  const [row] = await db.update(users).set(changes).where(and(eq(users.id, id), live)).returning();
  if (!row) throw new Error(`account ${id} vanished during the update`);
  return row;
}

/** Personal data is removed; the row stays so bookings and reports keep a valid reference. */
export async function anonymiseAccount(db: Database, id: number, now: Date): Promise<AccountRow | undefined> {
  const [before] = await db.select({ imagePath: users.imagePath }).from(users).where(and(eq(users.id, id), live));
  const [row] = await db
    .update(users)
    .set({ name: 'Deleted account', mobile: null, email: null, address: null, imagePath: null, passwordHash: '!', deletedAt: now })
    .where(and(eq(users.id, id), live))
    .returning();
  return row && { ...row, imagePath: before?.imagePath ?? null };
}
