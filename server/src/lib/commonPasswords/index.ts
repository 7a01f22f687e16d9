import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const listFile = path.join(path.dirname(fileURLToPath(import.meta.url)), 'list.txt');

let common: ReadonlySet<string> | undefined;

/** Read once, on the first password set (a few milliseconds; about 3 MB in memory). */
function commonPasswords(): ReadonlySet<string> {
  common ??= new Set(readFileSync(listFile, 'utf8').split('\n').filter(Boolean));
  return common;
}

/**
 * True for a password on the common-password list (./README.md), whatever its letters' case:
 * 'Password123' is as easy to guess as 'password123'.
 */
export function isCommonPassword(password: string): boolean {
  return commonPasswords().has(password.normalize('NFKC').toLowerCase());
}
