import { runAdmin } from '../../server/src/cli/runAdmin';
import { signInCodeTo } from './outbox';

/**
 * The ops CLI (`npm run admin -- --api <site> …`), through the running server's admin API as ops
 * run it: PGlite serves one process, so the CLI never opens the database itself. Run in this
 * process (runAdmin is what `server/src/cli/admin.ts` calls): a tsx process per command cost about
 * 4 s of CPU, some 40 times a run. Resolves with what it printed; a non-zero exit throws. The
 * sign-in's code (issue 39) is read from the site's SMS outbox, as ops read it off their phone.
 */
export async function adminCli(siteUrl: string, ...args: string[]): Promise<string> {
  const printed: string[] = [];
  const errors: string[] = [];
  const code = await runAdmin(['--api', siteUrl, ...args], {
    env: { ...process.env, NODE_ENV: 'development' },
    out: (text) => printed.push(`${text}\n`),
    error: (text) => errors.push(`${text}\n`),
    secondFactor: ({ mobile }) => signInCodeTo(siteUrl, mobile),
  });
  if (code !== 0) throw new Error(`npm run admin -- ${args.join(' ')} exited with ${code}:\n${errors.join('')}`);
  return printed.join('');
}
