// npm run remotes -- list | publish <remote> | rollback <remote> [version] | sync
// RELEASES_DIR (default <repo>/releases) is the folder the server serves /releases and
// /remotes.json from; SERVENEAR_OPERATOR names who acts in the audit log.
import path from 'node:path';
import { currentOperator } from './audit';
import { publish, sync } from './publish';
import { listRemotes, REMOTES, ReleaseError, type ReleaseContext, type RemoteStatus } from './registry';
import { rollback } from './rollback';

const USAGE = `Usage: npm run remotes -- <command>
  list                          live and available versions of every remote
  publish <remote> [--from dir] release <remote>/dist (or a build in dir) and make it live
  rollback <remote> [version]   make [version] live again (default: the one live before)
  sync                          publish every remote build never released before (npm start)`;

function context(): ReleaseContext {
  const repoRoot = path.resolve(__dirname, '..', '..');
  return {
    repoRoot,
    releasesDir: path.resolve(process.env.RELEASES_DIR ?? path.join(repoRoot, 'releases')),
    operator: currentOperator(),
  };
}

function when(iso: string): string {
  return iso.replace('T', ' ').replace(/\.\d+Z$/, 'Z');
}

function formatStatus(status: RemoteStatus): string {
  const live = status.live
    ? `live ${status.live.version} (published ${when(status.live.publishedAt)})`
    : status.liveUrl
      ? `live ${status.liveUrl}`
      : 'not live';
  const rows = status.releases.map(
    (release) => `  ${release.version === status.live?.version ? '*' : ' '} ${release.version.padEnd(20)} ${when(release.publishedAt)}`,
  );
  return [`${status.remote}: ${live}`, ...(rows.length ? rows : ['    no releases'])].join('\n');
}

async function main(args: string[]): Promise<void> {
  const fromIndex = args.indexOf('--from');
  const fromDir = fromIndex >= 0 ? args[fromIndex + 1] : undefined;
  if (fromIndex >= 0 && !fromDir) throw new ReleaseError('--from needs a folder holding the build.');
  const [command, remote, version] = fromIndex >= 0 ? args.slice(0, fromIndex) : args;
  const ctx = context();
  switch (command) {
    case 'list': {
      console.log(`Releases in ${ctx.releasesDir} (* = live)\n`);
      console.log((await listRemotes(ctx.releasesDir)).map(formatStatus).join('\n\n'));
      return;
    }
    case 'publish': {
      const result = await publish(ctx, remote ?? '', fromDir);
      const reused = result.stored ? '' : ' (this build was released before; reusing its folder)';
      console.log(
        result.repointed
          ? `${result.remote} ${result.version} is live (was ${result.from ?? 'nothing'})${reused}.`
          : `${result.remote} ${result.version} is already live.`,
      );
      return;
    }
    case 'rollback': {
      const result = await rollback(ctx, remote ?? '', version);
      console.log(`${result.remote} rolled back: ${result.from} → ${result.to} is live.`);
      return;
    }
    case 'sync': {
      for (const name of REMOTES) {
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
