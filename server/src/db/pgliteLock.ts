import { readFile, rm, writeFile } from 'node:fs/promises';

/** PGlite is a single-process database: a second process opening its folder would corrupt it. */
export class DatabaseBusyError extends Error {
  override readonly name = 'DatabaseBusyError';
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Takes the data folder's lock file (holding our pid) or throws DatabaseBusyError naming the
 * process that holds it. A lock left by a process that has died is taken over.
 */
export async function lockDataDir(lockFile: string): Promise<() => Promise<void>> {
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      await writeFile(lockFile, String(process.pid), { flag: 'wx' });
      return () => rm(lockFile, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = Number((await readFile(lockFile, 'utf8').catch(() => '')).trim());
      if (Number.isInteger(holder) && holder > 0 && holder !== process.pid && isRunning(holder)) {
        throw new DatabaseBusyError(
          `The embedded database in ${lockFile.replace(/\.lock$/, '')} is in use by process ${holder} (PGlite allows one process at a time).`,
        );
      }
      await rm(lockFile, { force: true });
    }
  }
  throw new DatabaseBusyError(`Could not take the database lock ${lockFile}.`);
}
