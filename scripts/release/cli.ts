// npm run release -w <app> -- [--canary <percent>] [--auto-rollback <rate>] [--min-loads <n>] [--api <url>]
// One team's release of its app (issue 42, docs/team-guide.md): its tests and the contract tests,
// its build, the publish gate against what is live, then the release; each step timed.
//   a remote: tests → build → gate (the live shell's host contract, the live server's replies,
//             shared singletons, route claims) → publish (live for everyone, or a canary), then
//             its live records pinned in contracts/live/ (commit the file with the change)
//   the shell: tests → contracts (every live remote's record against this host contract) → build
//             (the running server serves the new shell from the next page it draws)
import path from 'node:path';
import { parseArgs } from 'node:util';
import { hostProblems, type Provider } from '../../server/src/modules/releases/contracts/check';
import type { ApiSends } from '../../server/src/modules/releases/contracts/apiShapes';
import { catalogueServer, liveServer } from '../../server/src/modules/releases/contracts/providers';
import { readContractRecord } from '../../server/src/modules/releases/contracts/record';
import { liveVersion, readCanaries, readRegistry, ReleaseError, type ReleaseContext } from '../../server/src/modules/releases/registry';
import { hostProvides } from '../contracts/analyse';
import { liveRecords, pinLiveRecords } from '../contracts/liveRecords';
import { releaseContext } from '../remotes/context';
import { formatCanary, formatPublish } from '../remotes/format';
import { parseAutoRollback } from '../remotes/options';
import { checkedBuild, publish, publishCanary } from '../remotes/publish';
import { runBuild, runTests, step, StepFailed } from './steps';

const USAGE = `Usage: npm run release -w <app> -- [options]
  --canary <percent>        a remote: live for that share of browsers only (1–99); without it, for everyone
  --auto-rollback <rate>    … ended by itself above that failure rate (0.2 or 20%)
  --min-loads <n>           … counted once <n> browsers have reported (default 20)
  --api <url>               the live server whose replies the gate checks (default http://localhost:$PORT,
                            PORT 3000; when none answers, the endpoint catalogue of this checkout)`;

interface Options {
  canary?: number;
  autoRollback?: ReturnType<typeof parseAutoRollback>;
  api: string;
  apiGiven: boolean;
}

function options(args: string[]): Options {
  let values;
  try {
    ({ values } = parseArgs({ args, options: { canary: { type: 'string' }, 'auto-rollback': { type: 'string' }, 'min-loads': { type: 'string' }, api: { type: 'string' } } }));
  } catch (error) {
    throw new ReleaseError(`${(error as Error).message}\n\n${USAGE}`);
  }
  const canary = values.canary === undefined ? undefined : Number(values.canary);
  if (canary !== undefined && !(Number.isInteger(canary) && canary >= 1 && canary <= 99)) throw new ReleaseError('--canary takes a whole percentage from 1 to 99.');
  const minLoads = values['min-loads'] === undefined ? 20 : Number(values['min-loads']);
  if (!(Number.isInteger(minLoads) && minLoads >= 1)) throw new ReleaseError('--min-loads takes a whole number of at least 1.');
  const autoRollback = parseAutoRollback(values['auto-rollback'], minLoads);
  if (autoRollback && canary === undefined) throw new ReleaseError('--auto-rollback watches a canary: add --canary <percent>.');
  return { canary, autoRollback, api: values.api ?? `http://localhost:${process.env.PORT ?? 3000}`, apiGiven: values.api !== undefined };
}

/** The live server's replies; without one answering, the checkout's catalogue (unless --api named a server, which must answer). */
async function serverToCheck(opts: Options): Promise<Provider<ApiSends>> {
  try {
    return await liveServer(opts.api, 3000);
  } catch (error) {
    if (opts.apiGiven) throw new ReleaseError(`--api ${opts.api}: ${(error as Error).message}`);
    console.log(`  (no server answers at ${opts.api}: the gate reads this checkout's endpoint catalogue)`);
    return catalogueServer();
  }
}

/** Why publishing this version would change nothing (it is what those browsers get already), or null. */
async function alreadyOut(releasesDir: string, remote: string, version: string, canaryPercent: number | undefined): Promise<string | null> {
  const [registry, canaries] = await Promise.all([readRegistry(releasesDir), readCanaries(releasesDir)]);
  if (liveVersion(registry, remote) === version) return `${remote} ${version} is live for everyone already: nothing to publish.`;
  const canary = canaries[remote];
  if (canaryPercent !== undefined && canary?.version === version && canary.percent === canaryPercent) {
    return `${remote} ${version} is the canary for ${canary.percent}% of browsers already: nothing to publish.`;
  }
  return null;
}

async function releaseRemote(ctx: ReleaseContext, remote: string, opts: Options): Promise<void> {
  await step('tests', () => runTests(ctx.repoRoot, remote));
  await step('build', () => runBuild(ctx.repoRoot, remote));
  const gated: ReleaseContext = { ...ctx, server: await serverToCheck(opts) };
  let version = '';
  await step('gate', async () => {
    const build = await checkedBuild(gated, remote);
    version = build.version;
    const record = await readContractRecord(build.distDir);
    const used = record ? `${Object.keys(record.api).length} endpoints and ${record.host?.members.length ?? 0} host contract members it uses` : 'no contract record';
    return `${build.version} may go live: ${used} checked against the live shell (${path.relative(ctx.repoRoot, ctx.shellDir ?? path.join(ctx.repoRoot, 'shell', 'dist'))}) and ${gated.server!.source}`;
  });
  await step('publish', async () => {
    const unchanged = await alreadyOut(ctx.releasesDir, remote, version, opts.canary);
    if (unchanged) return unchanged;
    const outcome =
      opts.canary === undefined
        ? formatPublish(await publish(gated, remote))
        : formatCanary(await publishCanary(gated, remote, { canaryPercent: opts.canary, autoRollback: opts.autoRollback ?? undefined }));
    const pinned = await pinLiveRecords(ctx.repoRoot, ctx.releasesDir, remote);
    return pinned ? `${outcome} Its live records are pinned in ${pinned}: commit it with the change.` : outcome;
  });
}

async function releaseShell(ctx: ReleaseContext, opts: Options): Promise<void> {
  if (opts.canary !== undefined) throw new ReleaseError('The shell has no canary: it goes live with the server that serves it. Leave out --canary.');
  await step('tests', () => runTests(ctx.repoRoot, 'shell'));
  await step('contracts', async () => {
    const shell = { value: hostProvides(ctx.repoRoot), source: 'this host contract' };
    const records = await liveRecords(ctx.repoRoot, ctx.releasesDir);
    const problems = records.flatMap((entry) => (entry.record.host ? hostProblems(`${entry.remote} ${entry.version} (live for ${entry.live})`, entry.record.host, shell) : []));
    if (problems.length > 0) throw new ReleaseError(['Refusing to release the shell: live remotes need what it no longer provides.', ...problems.map((problem) => `  - ${problem}`)].join('\n'));
    return `host contract ${shell.value.version} gives the ${records.length} live remote versions all they use`;
  });
  await step('build', async () => `${await runBuild(ctx.repoRoot, 'shell')}: the running server serves it from the next page it draws`);
}

async function main(args: string[]): Promise<void> {
  const app = process.env.npm_package_name ?? path.basename(process.cwd());
  const opts = options(args);
  const ctx = releaseContext();
  const started = performance.now();
  console.log(`Releasing ${app}${opts.canary === undefined ? '' : ` as a canary for ${opts.canary}% of browsers`}`);
  if (app === 'shell') await releaseShell(ctx, opts);
  else await releaseRemote(ctx, app, opts);
  console.log(`Released ${app} in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
}

main(process.argv.slice(2)).catch((error: unknown) => {
  console.error(error instanceof ReleaseError || error instanceof StepFailed ? error.message : error);
  process.exitCode = 1;
});
