// `npm run admin -- …`: partner verification and booking allocation from a terminal (see `usage`).
import { ConfigError } from '../config';
import { parseArguments, runCommand, usage, wantsHelp, type ParsedCommand } from './adminCli';
import { openAdmin } from './openAdmin';
import type { OpsAdmin } from './opsAdmin';

async function main(): Promise<number> {
  if (wantsHelp(process.argv.slice(2))) {
    console.log(usage);
    return 0;
  }
  let parsed: ParsedCommand;
  try {
    parsed = parseArguments(process.argv.slice(2));
  } catch (error) {
    console.error(`${(error as Error).message}\n\n${usage}`);
    return 2;
  }
  let admin: OpsAdmin | undefined;
  try {
    admin = await openAdmin(parsed.apiUrl, (apiUrl) => `npm run admin -- --api ${apiUrl} ${process.argv.slice(2).join(' ')}`);
    console.log(await runCommand(admin, parsed));
    return 0;
  } catch (error) {
    console.error(error instanceof ConfigError || error instanceof Error ? error.message : error);
    return 1;
  } finally {
    await admin?.close().catch(() => undefined);
  }
}

main().then((code) => process.exit(code));
