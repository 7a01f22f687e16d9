// npm run remotes -- <command>: release, canary, promote, roll back and watch the remotes
// (docs/architecture.md §7, runbook). RELEASES_DIR (default
// <repo>/releases) is the folder the server serves /releases and /remotes.json from;
// SHELL_DIR the live shell's build; SERVENEAR_OPERATOR names who acts in the audit log.
import { parseArgs } from 'node:util';
import { changeCanaryShare, promoteCanary } from '../../server/src/modules/releases/canary';
import { liveServer } from '../../server/src/modules/releases/contracts/providers';
import { listRemotes, ReleaseError, workspaceRemotes, type ReleaseContext } from '../../server/src/modules/releases/registry';
import { releaseContext } from './context';
import { formatCanary, formatPublish, formatRemotes, formatStage, formatStatus } from './format';
import { parseAutoRollback } from './options';
import { rollback } from '../../server/src/modules/releases/rollback';
import { publish, publishCanary, stage, sync } from './publish';
import { remoteStatus } from './status';

const USAGE = `Usage: npm run remotes -- <command>
  list                               live version, canary and available versions of every remote
  stage <remote> [--from dir]        check <remote>/dist (or a build in dir) with the publish gate and
                                     copy it into its version folder, live for nobody: the ops
                                     console's Releases panel can then canary it
  publish <remote> [--from dir]      release <remote>/dist (or a build in dir) and make it live for everyone
          [--api url]                … its contract record checked against the server running at url
                                     (its /api/openapi.json) rather than the endpoint catalogue; also for stage
          [--canary <percent>]       … or only for that share of browsers (1–99), sticky per browser
          [--auto-rollback <rate>]   … and end the canary by itself when its failure rate passes
          [--min-loads <n>]              <rate> (0.2 or 20%) of at least <n> browsers (default 20)
  share <remote> <percent>           serve the remote's canary to another share of browsers (1–99)
  promote <remote>                   make the remote's canary live for everyone
  rollback <remote> [version]        end the canary; without one, make [version] live again
                                     (default: the one live before)
  status [--minutes <n>] [--api url] loads, failures and failure rate of each remote version over
                                     the last <n> minutes (default 60), read from the database,
                                     or through a running server with --api
  sync                               publish every remote build never released before (npm start)`;

function parse(args: string[]) {
  try {
    return parseArgs({
      args,
      allowPositionals: true,
      options: {
        from: { type: 'string' },
        canary: { type: 'string' },
        'auto-rollback': { type: 'string' },
        'min-loads': { type: 'string' },
        minutes: { type: 'string' },
        api: { type: 'string' },
      },
    });
  } catch (error) {
    throw new ReleaseError(`${(error as Error).message}\n\n${USAGE}`);
  }
}

function wholeNumber(value: string | undefined, flag: string, fallback: number): number {
  if (value === undefined) return fallback;
  const number = Number(value);
  if (!Number.isInteger(number) || number < 1) throw new ReleaseError(`${flag} takes a whole number of at least 1.`);
  return number;
}

/** The context whose publish gate reads the server at `api` (issue 42); unchanged without one. */
async function withServer(ctx: ReleaseContext, api: string | undefined): Promise<ReleaseContext> {
  if (api === undefined) return ctx;
  try {
    return { ...ctx, server: await liveServer(api) };
  } catch (error) {
    throw new ReleaseError(`--api ${api}: ${(error as Error).message}; the contract check needs the server's OpenAPI document.`);
  }
}

async function main(args: string[]): Promise<void> {
  const { positionals, values } = parse(args);
  const [command, remote, version] = positionals;
  const ctx = releaseContext();
  switch (command) {
    case 'list': {
      console.log(`Releases in ${ctx.releasesDir} (* = live, c = canary)\n`);
      console.log(formatRemotes(await listRemotes(ctx.releasesDir)));
      return;
    }
    case 'stage': {
      console.log(formatStage(await stage(await withServer(ctx, values.api), remote ?? '', { fromDir: values.from })));
      return;
    }
    case 'share': {
      const canary = await changeCanaryShare(ctx, remote ?? '', Number(version));
      console.log(`${remote} ${canary.version} is a canary for ${canary.percent}% of browsers (the others keep ${canary.stable}).`);
      return;
    }
    case 'publish': {
      const gated = await withServer(ctx, values.api);
      const autoRollback = parseAutoRollback(values['auto-rollback'], wholeNumber(values['min-loads'], '--min-loads', 20));
      if (values.canary === undefined) {
        if (autoRollback) throw new ReleaseError('--auto-rollback watches a canary: add --canary <percent>.');
        console.log(formatPublish(await publish(gated, remote ?? '', { fromDir: values.from })));
        return;
      }
      const result = await publishCanary(gated, remote ?? '', { fromDir: values.from, canaryPercent: Number(values.canary), autoRollback: autoRollback ?? undefined });
      console.log(formatCanary(result));
      return;
    }
    case 'promote': {
      const result = await promoteCanary(ctx, remote ?? '');
      console.log(`${remote} ${result.to} is live for everyone (was ${result.from ?? 'nothing'}).`);
      return;
    }
    case 'rollback': {
      const result = await rollback(ctx, remote ?? '', version);
      console.log(
        result.canary
          ? `${result.remote} canary ${result.from} ended: every browser gets ${result.to}.`
          : `${result.remote} rolled back: ${result.from} → ${result.to} is live.`,
      );
      return;
    }
    case 'status': {
      const minutes = wholeNumber(values.minutes, '--minutes', 60);
      console.log(formatStatus(await remoteStatus(ctx.releasesDir, { minutes, apiUrl: values.api }), minutes));
      return;
    }
    case 'sync': {
      for (const name of await workspaceRemotes(ctx.repoRoot)) {
        const result = await sync(ctx, name);
        if (result.outcome === 'published') console.log(`${name}: published ${result.version} (was ${result.from ?? 'nothing'}).`);
        else if (result.outcome === 'unchanged') console.log(`${name}: ${result.version} is live.`);
        else console.log(`${name}: keeping ${result.live} live; this build (${result.version}) was released before and rolled back.`);
      }
      return;
    }
    default:
      console.error(USAGE);
      process.exitCode = command && command !== 'help' ? 1 : 0;
  }
}

main(process.argv.slice(2)).catch((error: unknown) => {
  console.error(error instanceof ReleaseError ? error.message : error);
  process.exitCode = 1;
});
