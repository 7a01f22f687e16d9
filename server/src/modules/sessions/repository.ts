import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { preparedOnce } from '../../db/prepared';
import { rowsQuery } from '../../db/rowsQuery';
import { sessions, users } from '../../db/schema';
import type { Language } from '@servenear/shared/i18n';

export interface SessionAccount {
  sessionId: number;
  userId: number;
  role: 'user' | 'employee' | 'admin';
  name: string;
  mobile: string | null;
  isVerified: boolean;
  /** Issue 41: the language the person chose, or null. */
  language: Language | null;
}

export async function insertSession(db: Database, userId: number, tokenHash: string, expiresAt: Date): Promise<void> {
  await db.insert(sessions).values({ userId, tokenHash, expiresAt });
}

/**
 * The session lookup of every signed-in request, built once per database and run by name on a
 * generic plan: drizzle's building of it was a visible part of the server's time under the
 * booking load, and PostgreSQL spent four times as long planning it as running it (0.094 against
 * 0.020 ms; bench/README.md, booking creation under load). One plan suits every token: it is a
 * lookup of the unique token hash.
 */
const liveSessionQuery = (db: Database) =>
  preparedOnce(db, 'live_session', (name) =>
    rowsQuery(
      db,
      name,
      db
        .select({
          sessionId: sessions.id,
          userId: users.id,
          role: users.role,
          name: users.name,
          mobile: users.mobile,
          isVerified: users.isVerified,
          language: users.language,
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
        ),
      'generic',
    ),
  );

/** The account behind a token hash, when the session is neither revoked nor expired and the account lives. */
export async function findLiveSession(db: Database, tokenHash: string, now: Date): Promise<SessionAccount | undefined> {
  const [row] = await liveSessionQuery(db).rows({ tokenHash, now: now.toISOString() });
  if (!row) return undefined;
  const [sessionId, userId, role, name, mobile, isVerified, language] = row as [number, number, SessionAccount['role'], string, string | null, boolean, Language | null];
  return { sessionId, userId, role, name, mobile, isVerified, language };
}

export async function revokeSession(db: Database, sessionId: number, now: Date): Promise<void> {
  await db.update(sessions).set({ revokedAt: now }).where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

/** Every live session of the account, or all but `keepSessionId`. */
export async function revokeUserSessions(db: Pick<Database, 'update'>, userId: number, now: Date, keepSessionId?: number): Promise<void> {
  const conditions = [eq(sessions.userId, userId), isNull(sessions.revokedAt)];
  if (keepSessionId !== undefined) conditions.push(ne(sessions.id, keepSessionId));
  await db.update(sessions).set({ revokedAt: now }).where(and(...conditions));
}
