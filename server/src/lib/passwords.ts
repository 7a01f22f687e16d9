import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { passwordMessages } from '@servenear/shared/schemas';
import { isCommonPassword } from './commonPasswords';
import { unprocessable } from './httpError';

/** scrypt's N in production (PASSWORD_HASH_COST may only raise it there): about 0.1 s a hash on one core. */
export const DEFAULT_PASSWORD_HASH_COST = 2 ** 15;
const BLOCK_SIZE = 8;
const PARALLELISM = 1;
const KEY_LENGTH = 32;
/** scrypt needs 128·N·r bytes (32 MiB here); node's default ceiling is exactly that, so raise it. */
const MAX_MEMORY = 64 * 1024 * 1024;

function derive(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, { ...options, maxmem: MAX_MEMORY }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

/**
 * `scrypt$N$r$p$salt$hash` (base64url): the parameters travel with the hash so they can be raised
 * later, and a hash made at one cost is checked at that cost whatever the configuration says now.
 */
export async function hashPassword(password: string, cost: number): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, { N: cost, r: BLOCK_SIZE, p: PARALLELISM });
  return ['scrypt', cost, BLOCK_SIZE, PARALLELISM, salt.toString('base64url'), key.toString('base64url')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !n || !r || !p || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const actual = await derive(password, Buffer.from(salt, 'base64url'), { N: Number(n), r: Number(r), p: Number(p) });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** A hash of a random password at `cost`: compared against when no account matches, so both paths take as long. */
const decoys = new Map<number, Promise<string>>();
export function decoyPasswordHash(cost: number): Promise<string> {
  let decoy = decoys.get(cost);
  if (!decoy) {
    decoy = hashPassword(randomBytes(16).toString('hex'), cost);
    decoys.set(cost, decoy);
  }
  return decoy;
}

/**
 * The server's half of the one password rule (shared/src/schemas/password.ts checked the
 * length): a password being set must not be a common one. Called before anything changes, so a
 * refused password costs nothing (a reset token stays usable). 422 under the form's field.
 */
export function checkNewPassword(password: string, field: 'password' | 'new_password'): void {
  if (isCommonPassword(password)) throw unprocessable({ [field]: [passwordMessages.tooCommon] });
}
