import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  opsCanaryShareEndpoint,
  opsPromoteCanaryEndpoint,
  opsReleasesEndpoint,
  opsRollbackEndpoint,
  opsStartCanaryEndpoint,
  type ReleaseStateWire,
} from '@servenear/shared/endpoints';
import { repoRoot } from '../../config';
import type { AppContext } from '../../context';
import { routeOf } from '../../http/endpointRoute';
import { HttpError } from '../../lib/httpError';
import { auditNote, currentOps, opsOnly } from '../../plugins/opsGuard';
import { canaryStaged, changeCanaryShare, promoteCanary } from './canary';
import { canaryWire, releasesOverview } from './panel';
import { liveVersion, readCanaries, readRegistry, ReleaseError } from './registry';
import { rollback } from './rollback';

/**
 * Issue 39, under /api/admin: the ops console's Releases panel. Every change goes through the
 * functions the remotes CLI calls (canary.ts, rollback.ts), under the same release lock, so the
 * two agree whoever acts first. The release audit names the ops member; the ops audit row is the
 * onSend hook's (plugins/opsGuard.ts).
 */
export const releaseOpsRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  const { releasesDir, shellDir } = context.config;

  /** Who acts, as the release audit names them: the CLI's is user@host, the console's the member. */
  const actorFor = (request: FastifyRequest) => {
    const member = currentOps(request);
    return { repoRoot, releasesDir, shellDir, operator: `${member.name} (ops member ${member.userId})`, now: context.clock };
  };

  const stateOf = async (remote: string): Promise<ReleaseStateWire> => {
    const [registry, canaries] = await Promise.all([readRegistry(releasesDir), readCanaries(releasesDir)]);
    const canary = canaries[remote];
    return { remote, live: liveVersion(registry, remote), canary: canary ? canaryWire(canary) : null };
  };

  /** A refusal of the release functions is the state saying no (changed meanwhile, nothing to do): a 409 with its words. */
  const changing = async (remote: string, change: () => Promise<string>) => {
    let message: string;
    try {
      message = await change();
    } catch (error) {
      if (error instanceof ReleaseError) throw new HttpError(409, {}, error.message);
      throw error;
    }
    return { status: 200, message, data: await stateOf(remote) };
  };

  routeOf(app, opsReleasesEndpoint, opsOnly('releases.read'), async (request) => ({
    status: 200,
    data: await releasesOverview({ db: context.db, clock: context.clock, releasesDir }, request.query.minutes),
  }));

  routeOf(app, opsStartCanaryEndpoint, opsOnly('releases.manage'), async (request) => {
    const { remote } = request.params;
    const { version, percent, auto_rollback: watch } = request.body;
    return changing(remote, async () => {
      const autoRollback = watch ? { failureRate: watch.failure_rate, minLoads: watch.min_browsers } : null;
      const canary = await canaryStaged(actorFor(request), { remote, version, percent, autoRollback });
      auditNote(request, { details: { stable: canary.stable } });
      return `${remote} ${version} is a canary for ${percent} % of browsers; the others keep ${canary.stable}.`;
    });
  });

  routeOf(app, opsCanaryShareEndpoint, opsOnly('releases.manage'), async (request) => {
    const { remote } = request.params;
    return changing(remote, async () => {
      const canary = await changeCanaryShare(actorFor(request), remote, request.body.percent, request.body.version);
      auditNote(request, { details: { version: canary.version } });
      return `${remote} ${canary.version} is now a canary for ${canary.percent} % of browsers.`;
    });
  });

  routeOf(app, opsPromoteCanaryEndpoint, opsOnly('releases.manage'), async (request) => {
    const { remote } = request.params;
    return changing(remote, async () => {
      const { from, to } = await promoteCanary(actorFor(request), remote, request.body.version);
      auditNote(request, { details: { from, to } });
      return `${remote} ${to} is live for everyone (was ${from ?? 'nothing'}).`;
    });
  });

  routeOf(app, opsRollbackEndpoint, opsOnly('releases.manage'), async (request) => {
    const { remote } = request.params;
    return changing(remote, async () => {
      const result = await rollback(actorFor(request), remote, request.body.version);
      auditNote(request, { details: { from: result.from, to: result.to, canary: result.canary } });
      return result.canary ? `${remote}'s canary ${result.from} ended: every browser gets ${result.to}.` : `${remote} rolled back: ${result.to} is live (was ${result.from}).`;
    });
  });
};
