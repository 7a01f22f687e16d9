import path from 'node:path';
import { buildApp } from './app';
import { LIVE_EVENTS_CHANNEL } from './modules/live/hub';
import { cleanExistingUploads } from './modules/media/cleanExisting';
import { loadIndianPlaces } from './modules/geo/gazetteer';
import { loadPostalDirectory } from './modules/geo/postalDirectory';
import { ConfigError, loadConfig, type Config } from './config';
import { openDatabase } from './db/client';
import { drainAndClose } from './plugins/lifecycle';
import { seedDatabase } from './db/seed';
import type { DemoAccount } from './db/seed/accounts';

function readConfig(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

/** Browsers cannot open 0.0.0.0 or ::; show the URL a person would type. */
function publicUrl(config: Config): string {
  const host = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  return `http://${host.includes(':') ? `[${host}]` : host}:${config.port}`;
}

async function main(): Promise<void> {
  const config = readConfig();
  const database = await openDatabase(config);
  await database.migrate();
  const seeded = await seedDatabase(database.db, { demoAccounts: config.seedDemoAccounts, passwordHashCost: config.passwordHashCost });

  const app = buildApp({ config, db: database.db, liveWakeups: (onWake) => database.listen(LIVE_EVENTS_CHANNEL, onWake) });
  app.log.info(
    { driver: database.driver, seeded: { pages: seeded.pages, services: seeded.services, ...seeded.catalogue, accounts: seeded.accounts.length } },
    'database ready',
  );
  database.onConnectionError((error) => app.log.warn({ err: error }, 'database connection lost'));

  let stopping = false;
  const stop = async (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal, drainSeconds: config.shutdownDrainSeconds }, 'shutting down');
    const forceExit = setTimeout(() => process.exit(1), 10_000 + config.shutdownDrainSeconds * 1000);
    forceExit.unref();
    try {
      await drainAndClose(app, config.shutdownDrainSeconds * 1000);
      await database.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);

  if (config.geocoding.provider === 'gazetteer') {
    // Read the offline geocoder's data now (about 1.5 s), not during a customer's first lookup.
    const started = performance.now();
    loadIndianPlaces();
    loadPostalDirectory();
    app.log.info({ ms: Math.round(performance.now() - started) }, 'geocoding data loaded');
  }

  // Files stored before uploads lost their metadata are cleaned once, before anything is served
  // (docs/decisions/0038): not in an onReady hook, whose 10 s limit a large store would pass.
  await cleanExistingUploads(path.join(config.dataDir, 'uploads'), app.log);

  await app.listen({
    port: config.port,
    host: config.host,
    listenTextResolver: (address) => `listening on ${address}`,
  });
  app.log.info({ url: publicUrl(config) }, `ServeNear is running at ${publicUrl(config)}`);
  // Only when the seed just created them: on later starts the passwords may have changed.
  if (seeded.accounts.length > 0) process.stdout.write(demoLoginsBlock(seeded.accounts));
}

function demoLoginsBlock(accounts: DemoAccount[]): string {
  const width = Math.max(...accounts.map((account) => account.label.length));
  const lines = accounts.map(
    (account) => `  ${account.label.padEnd(width)}  ${account.name.padEnd(16)} mobile ${account.mobile}  password ${account.password}`,
  );
  return ['', 'Demo logins (created on this first start):', ...lines, ''].join('\n') + '\n';
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
