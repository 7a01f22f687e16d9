/**
 * The shell's server-side render (shell/src/ssr/render.tsx, built into shell/dist-ssr/render.cjs):
 * loaded from the shell's build beside SHELL_DIR and loaded again when a rebuild changes it.
 * Without the file (a build from before it, or tests with a bare shell folder) the page is
 * served with an empty #root and the browser draws everything, as before.
 */
import { stat } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { ReleasedRoute } from '@servenear/shared/routes';
import type { Language } from '@servenear/shared/i18n';

/** What the shell's stored session holds (shared/src/host: Session). */
export interface ShellSession {
  role: 'user' | 'employee' | 'admin';
  name: string;
  userId: number;
  phoneNumber?: string;
  verified: boolean;
}

/** A content page as the shell's preview draws it (shell/src/ssr/serverState.tsx). */
export interface ServerContentPage {
  slug: string;
  title: string;
  content: string;
}

/** A query the server read for a remote's page (shell/src/ssr/serverState.tsx ServerQuery). */
export interface ServerQuery {
  key: readonly unknown[];
  data: unknown;
}

/** The server's picture of a remote's page (shell/src/ssr/serverState.tsx RemoteSnapshot). */
export interface RemoteSnapshot {
  remote: string;
  path: string;
  html: string;
}

export interface ServerState {
  session: ShellSession | null;
  contentPage: ServerContentPage | null;
  queries: ServerQuery[];
  remoteSnapshot: RemoteSnapshot | null;
  /** The live releases' route claims (decision 0058), so the shell's server render routes as the browser will. */
  releasedRoutes: readonly ReleasedRoute[];
}

/** `language`: the texts' language (issue 41), read by the shell's render, not inlined. */
type RenderShell = (input: ServerState & { url: string; language: Language }) => Promise<string | null>;

export function ssrFileFor(shellDir: string): string {
  return path.join(path.dirname(path.resolve(shellDir)), 'dist-ssr', 'render.cjs');
}

export function createShellRenderer(file: string, log: FastifyBaseLogger) {
  let loaded: { mtimeMs: number; render: RenderShell | null } | null = null;
  const load = createRequire(file);

  async function renderer(): Promise<RenderShell | null> {
    let mtimeMs: number;
    try {
      mtimeMs = (await stat(file)).mtimeMs;
    } catch {
      return null;
    }
    if (loaded?.mtimeMs !== mtimeMs) {
      let render: RenderShell | null = null;
      try {
        // A rebuilt file must be read again, not taken from the module cache.
        if (load.cache) delete load.cache[load.resolve(file)];
        render = (load(file) as { renderShell?: RenderShell }).renderShell ?? null;
      } catch (error) {
        log.error({ err: error }, 'the shell server render could not be loaded');
      }
      loaded = { mtimeMs, render };
    }
    return loaded.render;
  }

  /** The HTML inside #root, or null: then the browser draws the page alone. */
  return async function renderShellHtml(url: string, state: ServerState, language: Language = 'en'): Promise<string | null> {
    const render = await renderer();
    if (!render) return null;
    try {
      return await render({ url, language, ...state });
    } catch (error) {
      log.warn({ err: error, url }, 'the shell server render failed; the browser will draw the page');
      return null;
    }
  };
}
