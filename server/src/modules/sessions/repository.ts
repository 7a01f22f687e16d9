import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { preparedOnce } from '../../db/prepared';
import { sessions, users } from '../../db/schema';

export interface SessionAccount {
  sessionId: number;
  userId: number;
  role: 'user' | 'employee' | 'admin';
  name: string;
  mobile: string | null;
  isVerified: boolean;
}

export async function insertSession(db: Database, userId: number, tokenHash: string, expiresAt: Date): Promise<void> {
  await db.insert(sessions).values({ userId, tokenHash, expiresAt });
}

/**
 * The session lookup of every signed-in request, built once per database and run by name, so
 * each connection parses it once: drizzle's building of it was a visible part of the server's
 * time under the booking load (bench/README.md, booking creation under load).
 */
const liveSessionQuery = (db: Database) =>
  preparedOnce(db, 'live_session', (name) =>
    db
      .select({
        sessionId: sessions.id,
        userId: users.id,
        role: users.role,
        name: users.name,
        mobile: users.mobile,
        isVerified: users.isVerified,
      })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(
        and(
          eq(sessions.tokenHash, sql.placeholder('tokenHash')),
          isNull(sessions.revokedAt),
          gt(sessions.expiresAt, sql.placeholder('now')),
          isNull(users.deletedAt),
        ),
      )
      .prepare(name),
  );

/** The account behind a token hash, when the session is neither revoked nor expired and the account lives. */
export async function findLiveSession(db: Database, tokenHash: string, now: Date): Promise<SessionAccount | undefined> {
  const [row] = await liveSessionQuery(db).execute({ tokenHash, now: now.toISOString() });
  return row;
}

export async function revokeSession(db: Database, sessionId: number, now: Date): Promise<void> {
  await db.update(sessions).set({ revokedAt: now }).where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

/** Every live session of the account, or all but `keepSessionId`. */
export async function revokeUserSessions(db: Database, userId: number, now: Date, keepSessionId?: number): Promise<void> {
  const conditions = [eq(sessions.userId, userId), isNull(sessions.revokedAt)];
  if (keepSessionId !== undefined) conditions.push(ne(sessions.id, keepSessionId));
  await db.update(sessions).set({ revokedAt: now }).where(and(...conditions));
}
