import { ConfigError, loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { DatabaseBusyError } from '../db/pgliteLock';
import { demoAccounts } from '../db/seed/accounts';
import { parseArguments, runCommand, usage, UsageError, type ParsedCommand } from './adminCli';
import { apiOpsAdmin, databaseOpsAdmin, type OpsAdmin } from './opsAdmin';

/** `npm run admin -- …`: partner verification and booking allocation from a terminal (see `usage`). */
async function openAdmin(parsed: ParsedCommand): Promise<OpsAdmin> {
  const config = loadConfig();
  if (parsed.apiUrl) {
    const demoAdmin = demoAccounts.find((account) => account.role === 'admin');
    const fallback = config.nodeEnv === 'production' ? undefined : demoAdmin;
    const mobile = process.env.ADMIN_MOBILE ?? fallback?.mobile;
    const password = process.env.ADMIN_PASSWORD ?? fallback?.password;
    if (!mobile || !password) throw new UsageError('set ADMIN_MOBILE and ADMIN_PASSWORD to use --api in production');
    return apiOpsAdmin(parsed.apiUrl, { mobile, password });
  }
  try {
    const database = await openDatabase(config);
    await database.migrate();
    return databaseOpsAdmin({ db: database.db, nearRadiusKm: config.nearRadiusKm }, () => database.close());
  } catch (error) {
    if (!(error instanceof DatabaseBusyError)) throw error;
    throw new Error(
      `${error.message}\nStop the server first, or act through the running server instead:\n` +
        `  npm run admin -- --api http://127.0.0.1:${config.port} ${process.argv.slice(2).join(' ')}`,
    );
  }
}

async function main(): Promise<number> {
  let parsed: ParsedCommand;
  try {
    parsed = parseArguments(process.argv.slice(2));
  } catch (error) {
    console.error(`${(error as Error).message}\n\n${usage}`);
    return 2;
  }
  let admin: OpsAdmin | undefined;
  try {
    admin = await openAdmin(parsed);
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
