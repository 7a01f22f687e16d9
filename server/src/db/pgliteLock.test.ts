// @pglite-in-ci: CI runs this file on PGlite too (.ci/run): it covers code with a PGlite branch of its own.
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { tempFolder } from '../../test/fixtures';
import { DatabaseBusyError, lockDataDir } from './pgliteLock';

describe('lockDataDir', () => {
  it('refuses a second holder while the first lives, and frees the lock on release', async () => {
    const lockFile = path.join(await tempFolder('lock'), 'pglite.lock');
    const release = await lockDataDir(lockFile);
    // Another live process holds it: the parent of this test process is alive.
    await writeFile(lockFile, String(process.ppid));

    await expect(lockDataDir(lockFile)).rejects.toThrow(DatabaseBusyError);
    await expect(lockDataDir(lockFile)).rejects.toThrow(/in use by process \d+ \(PGlite allows one process at a time\)/);
    await release();
    const again = await lockDataDir(lockFile);
    await again();
  });

  it('takes over a lock left by a process that has exited', async () => {
    const lockFile = path.join(await tempFolder('lock'), 'pglite.lock');
    const exited = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']).stdout.toString();
    await writeFile(lockFile, exited);

    const release = await lockDataDir(lockFile);
    await release();
  });
});
