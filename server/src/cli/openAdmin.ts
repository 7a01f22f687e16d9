import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { DatabaseBusyError } from '../db/pgliteLock';
import { UploadStore } from '../modules/media/uploadStore';
import { createPaymentProvider, createPayoutProvider } from '../modules/payments/createProvider';
import { demoAccounts } from '../db/seed/accounts';
import { UsageError } from './adminCli';
import { apiOpsAdmin, databaseOpsAdmin, type OpsAdmin } from './opsAdmin';
import { SessionStore, sessionFilePath } from './sessionStore';
import { cliActor } from './cliAudit';
import { devOutboxSecondFactor, type SecondFactor } from './signInCode';

/**
 * The ops actions of a CLI, through a running server's API when `apiUrl` is given (signed in
 * as ADMIN_MOBILE / ADMIN_PASSWORD, the demo admin outside production, with the code the server
 * texts then (`secondFactor`; unless given, a terminal prompt, and outside production first the
 * server's development outbox), reusing the session kept from an
 * earlier run), else straight on the database. `retryCommand` is what to run instead when the
 * embedded database is busy.
 */
export async function openAdmin(
  apiUrl: string | undefined,
  retryCommand: (apiUrl: string) => string,
  env: NodeJS.ProcessEnv = process.env,
  secondFactor?: SecondFactor,
): Promise<OpsAdmin> {
  const config = loadConfig(env);
  if (apiUrl) {
    const demoAdmin = demoAccounts.find((account) => account.role === 'admin');
    const fallback = config.nodeEnv === 'production' ? undefined : demoAdmin;
    const mobile = env.ADMIN_MOBILE ?? fallback?.mobile;
    const password = env.ADMIN_PASSWORD ?? fallback?.password;
    if (!mobile || !password) throw new UsageError('set ADMIN_MOBILE and ADMIN_PASSWORD to use --api in production');
    const answer = secondFactor ?? (config.nodeEnv === 'production' ? undefined : devOutboxSecondFactor(apiUrl));
    return apiOpsAdmin(apiUrl, { mobile, password }, { sessions: adminSessions(env), ...(answer ? { secondFactor: answer } : {}) });
  }
  try {
    const database = await openDatabase(config);
    await database.migrate();
    const uploads = new UploadStore(path.join(config.dataDir, 'uploads'));
    // A decision's texts are queued in its transaction: the server's worker sends them (JOBS_WORKER).
    // reconcile only lists the providers' records: the sandbox's signing key is never needed here.
    const providers = () => ({ payments: createPaymentProvider(config.payments, randomBytes(32), database.db), payouts: createPayoutProvider(config.payments, database.db) });
    return databaseOpsAdmin(
      { db: database.db, nearRadiusKm: config.nearRadiusKm, uploads, money: config.money, providers, passwordHashCost: config.passwordHashCost, auditActor: cliActor(env) },
      () => database.close(),
    );
  } catch (error) {
    if (!(error instanceof DatabaseBusyError)) throw error;
    throw new Error(
      `${error.message}\nStop the server first, or act through the running server instead:\n  ${retryCommand(`http://127.0.0.1:${config.port}`)}`,
      { cause: error },
    );
  }
}

/** The admin sessions the CLI keeps between runs (see sessionStore.ts). */
export const adminSessions = (env: NodeJS.ProcessEnv = process.env) => new SessionStore(sessionFilePath(env));
