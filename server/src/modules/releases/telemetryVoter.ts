// Which telemetry may count towards ending a canary (docs/decisions/0040-signed-telemetry.md):
// only reports from a browser holding a rollout id this server signed, and only about the
// versions that browser's draw hands it. One browser is one vote however often it posts.
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import type { FastifyRequest } from 'fastify';
import type { TelemetryVoter } from '../telemetry/service';
import { manifestUrl, readCanaries, readRegistry, registryPath } from './registry';
import { registryForBrowser, ROLLOUT_COOKIE, verifiedBrowserId } from './rollout';

export interface TelemetryVoterOptions {
  releasesDir: string;
  rolloutKey: Buffer;
}

/** What is stored of a browser: a hash of its id, enough to count it once and not to find it. */
function storedBrowser(id: string): string {
  return createHash('sha256').update(`servenear:telemetry-browser:${id}`).digest('base64url').slice(0, 22);
}

/** The voter behind a telemetry post, or null when it shows no browser the server drew. */
export function createTelemetryVoter(options: TelemetryVoterOptions): (request: FastifyRequest) => Promise<TelemetryVoter | null> {
  return async (request) => {
    const id = verifiedBrowserId(options.rolloutKey, request.cookies[ROLLOUT_COOKIE]);
    if (id === null || !existsSync(registryPath(options.releasesDir))) return null;
    const [registry, canaries] = await Promise.all([readRegistry(options.releasesDir), readCanaries(options.releasesDir)]);
    // The registry this browser is served now: what it can have loaded since the canary started.
    const handed = registryForBrowser(registry, canaries, id);
    return {
      browser: storedBrowser(id),
      wasHanded: (remote, version) => handed[remote] === manifestUrl(remote, version),
    };
  };
}
