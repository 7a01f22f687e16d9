import path from 'node:path';
import { ConfigError } from '../config';
import { parseArguments, runCommand, usage, wantsHelp, type ParsedCommand } from './adminCli';
import { logoutAdmin } from './adminLogout';
import { adminSessions, openAdmin } from './openAdmin';
import type { OpsAdmin } from './opsAdmin';
import { defaultProofFolder } from './partnerProofs';
import { MismatchesRemain } from './reconcileCli';
import type { SecondFactor } from './signInCode';

/** Where a run of the CLI reads its settings and writes its answer. */
export interface AdminIo {
  env: NodeJS.ProcessEnv;
  out(text: string): void;
  error(text: string): void;
  /** With --api: the sign-in code the server texts (issue 39); asked on the terminal unless given. */
  secondFactor?: SecondFactor;
}

/** One `npm run admin -- …` run, in process so tests can drive it; the exit code. */
export async function runAdmin(argv: string[], io: AdminIo): Promise<number> {
  if (wantsHelp(argv)) {
    io.out(usage);
    return 0;
  }
  let parsed: ParsedCommand;
  try {
    parsed = parseArguments(argv);
  } catch (error) {
    io.error(`${(error as Error).message}\n\n${usage}`);
    return 2;
  }
  // npm runs the script in the repository's folder; a relative --out means where ops typed it.
  if (parsed.command === 'partners:proofs') {
    parsed.out = path.resolve(io.env.INIT_CWD ?? process.cwd(), parsed.out ?? defaultProofFolder(parsed.id!));
  }
  let admin: OpsAdmin | undefined;
  try {
    if (parsed.command === 'logout') {
      io.out(await logoutAdmin(parsed.apiUrl, adminSessions(io.env)));
      return 0;
    }
    admin = await openAdmin(parsed.apiUrl, (apiUrl) => `npm run admin -- --api ${apiUrl} ${argv.join(' ')}`, io.env, io.secondFactor);
    io.out(await runCommand(admin, parsed));
    return 0;
  } catch (error) {
    // reconcile: the report is the answer, and its mismatches the reason to exit 1.
    if (error instanceof MismatchesRemain) {
      io.out(error.report);
      return 1;
    }
    io.error(error instanceof ConfigError || error instanceof Error ? error.message : String(error));
    return 1;
  } finally {
    await admin?.close().catch(() => undefined);
  }
}
