import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { withReleaseLock } from './lock';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'servenear-lock-'));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A read-modify-write that yields in the middle, as a registry update does. */
async function appendLine(file: string, line: string): Promise<void> {
  const before = await readFile(file, 'utf8').catch(() => '');
  await sleep(20);
  await writeFile(file, `${before}${line}\n`);
}

test('serialises writers: no read-modify-write loses another one', async () => {
  const file = path.join(dir, 'state.txt');

  await Promise.all(['a', 'b', 'c', 'd'].map((line) => withReleaseLock(dir, () => appendLine(file, line))));

  expect((await readFile(file, 'utf8')).trim().split('\n').sort()).toEqual(['a', 'b', 'c', 'd']);
});

test('releases the lock when the work fails', async () => {
  await expect(withReleaseLock(dir, async () => Promise.reject(new Error('disk full')))).rejects.toThrow('disk full');

  await expect(withReleaseLock(dir, async () => 'next writer')).resolves.toBe('next writer');
});
