/**
 * Remote pages painted by the server (docs/architecture.md §3): the live release of the page's
 * remote carries its own server render (ssr/render.cjs in its folder, built by the remote's
 * build: @servenear/shared/ssr). It is loaded from that folder once per version (a release never
 * changes), so publishing or rolling back a remote changes the server's picture of its pages
 * with the same registry write that changes the browser's code. A release without the file (from
 * before it existed), a render that throws or takes too long: the page is served with the
 * region's skeleton, as before.
 */
import { access } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { RemotePageInput, RemotePageOutput, RenderRemotePage } from '@servenear/shared/ssr';
import { RELEASE_BASE_GLOBAL } from '@servenear/shared/routes';
import { RELEASE_MANIFEST } from './releaseFiles';

/** Each loaded render holds its own React: enough for every remote's live version and a canary. */
const LOADED_RENDERS = 8;
/** A page waits this long at most for its picture; past it, the skeleton. */
const RENDER_TIMEOUT_MS = 800;

export type RemotePageRequest = Omit<RemotePageInput, 'timeoutMs'>;
export interface RemotePageRenderer {
  /** The page drawn by the release the manifest URL names, or null: then it gets its skeleton. */
  render(manifestUrl: string, request: RemotePageRequest): Promise<RemotePageOutput | null>;
  /** Loads that release's render ahead of its first page (a cold load takes most of a second). */
  warm(manifestUrl: string): Promise<void>;
}

async function loadRender(folder: string, base: string): Promise<RenderRemotePage | null> {
  const file = path.join(folder, 'ssr', 'render.cjs');
  try {
    await access(file);
  } catch {
    return null;
  }
  // Read by the render's first module as it loads, synchronously, inside this call.
  (globalThis as Record<string, unknown>)[RELEASE_BASE_GLOBAL] = base;
  try {
    return (createRequire(file)(file) as { renderPage?: RenderRemotePage }).renderPage ?? null;
  } finally {
    delete (globalThis as Record<string, unknown>)[RELEASE_BASE_GLOBAL];
  }
}

export function createRemotePageRenderer(releasesDir: string, log: FastifyBaseLogger): RemotePageRenderer {
  const loaded = new Map<string, Promise<RenderRemotePage | null>>();

  function renderFor(remote: string, version: string): Promise<RenderRemotePage | null> {
    const key = `${remote}/${version}`;
    let render = loaded.get(key);
    if (!render) {
      render = loadRender(path.join(releasesDir, remote, version), `/releases/${remote}/${version}/`).catch((error: unknown) => {
        log.error({ err: error, release: key }, "a remote's server render could not be loaded; its pages get their skeleton");
        return null;
      });
      // A release without one is asked again next time (a folder still being copied in).
      const asked = render;
      void asked.then((loadedRender) => loadedRender ?? (loaded.get(key) === asked && loaded.delete(key)));
      if (loaded.size >= LOADED_RENDERS) loaded.delete(loaded.keys().next().value as string);
      loaded.set(key, render);
    }
    return render;
  }

  function renderOf(manifestUrl: string): Promise<RenderRemotePage | null> {
    const match = RELEASE_MANIFEST.exec(manifestUrl);
    return match?.[1] && match[2] ? renderFor(match[1], match[2]) : Promise.resolve(null);
  }

  async function render(manifestUrl: string, request: RemotePageRequest): Promise<RemotePageOutput | null> {
    const render = await renderOf(manifestUrl);
    if (!render) return null;
    try {
      return await render({ ...request, timeoutMs: RENDER_TIMEOUT_MS });
    } catch (error) {
      log.warn({ err: error, path: request.path, manifestUrl }, 'a remote page could not be rendered on the server; it gets its skeleton');
      return null;
    }
  }

  return { render, warm: async (manifestUrl) => void (await renderOf(manifestUrl)) };
}
