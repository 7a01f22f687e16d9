import type { Database } from '../../db/client';
import { secondsLater, type Clock } from '../../lib/clock';
import { newOpaqueToken, sha256Hex } from '../../lib/secrets';
import { findLiveSession, insertSession, revokeSession, revokeUserSessions, type SessionAccount } from './repository';

export type { SessionAccount };

export const SESSION_SECONDS = 30 * 24 * 60 * 60;

/** A new session for the account; the token goes to the client, only its hash to the database. */
export async function startSession(db: Database, clock: Clock, userId: number): Promise<string> {
  const token = newOpaqueToken();
  await insertSession(db, userId, sha256Hex(token), secondsLater(clock(), SESSION_SECONDS));
  return token;
}

export function accountForToken(db: Database, clock: Clock, token: string): Promise<SessionAccount | undefined> {
  return findLiveSession(db, sha256Hex(token), clock());
}

export function endSession(db: Database, clock: Clock, sessionId: number): Promise<void> {
  return revokeSession(db, sessionId, clock());
}

/** After a password reset or account deletion, every device is signed out. */
export function endAllSessions(db: Database, clock: Clock, userId: number): Promise<void> {
  return revokeUserSessions(db, userId, clock());
}

/** After a password change: every other device is signed out, the one that changed it stays. */
export function endOtherSessions(db: Database, clock: Clock, current: SessionAccount): Promise<void> {
  return revokeUserSessions(db, current.userId, clock(), current.sessionId);
}
