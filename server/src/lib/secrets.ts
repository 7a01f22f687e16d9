import { createHash, randomBytes } from 'node:crypto';

/** A bearer secret for the client (session, reset token): 32 random bytes, base64url. */
export function newOpaqueToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Tokens are stored by their SHA-256 only: a leaked table does not leak live sessions. */
export function sha256Hex(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

/** A random file name stem: unguessable, so a public profile image URL reveals nothing else. */
export function randomFileStem(): string {
  return randomBytes(16).toString('hex');
}
