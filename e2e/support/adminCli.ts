import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { repoRoot } from './site';

/** The ops CLI (`npm run admin`), through the running server's admin API: PGlite serves one process, so the CLI never opens the database itself. */
export function adminCli(siteUrl: string, ...args: string[]): string {
  return execFileSync(path.join(repoRoot, 'node_modules/.bin/tsx'), ['server/src/cli/admin.ts', '--api', siteUrl, ...args], {
    cwd: repoRoot,
    env: { ...process.env, NODE_ENV: 'development' },
    encoding: 'utf8',
  });
}
