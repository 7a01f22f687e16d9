/**
 * Runtime remote loading (docs/architecture.md §3): the shell knows no remote URL at build time. It reads
 * the registry at boot (inlined in the page by the server, else /remotes.json), registers each
 * remote's manifest with the Module Federation runtime, and loads `<container>/App` when a region
 * first needs it.
 */
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { containerName, REGISTRY_ELEMENT_ID, REMOTE_NAME_PATTERN, type RemoteAppProps, type RemoteId } from '@servenear/shared/routes';
import { errorFields, type TelemetryReporter } from './telemetry';

/** `{ "<remote>": "<site-relative or absolute URL of its mf-manifest.json>" }` */
export type Registry = Partial<Record<RemoteId, string>>;

export type RemoteApp = ComponentType<RemoteAppProps>;

export class RemoteLoadError extends Error {
  override name = 'RemoteLoadError';
}

export interface RemoteLoaderOptions {
  registryUrl?: string;
  /** The registry the page came with (see readInlineRegistry), used once at boot instead of asking. */
  inlineRegistry?: Registry | null;
  /** Pause before each automatic retry; its length is the number of retries. */
  retryDelaysMs?: readonly number[];
  /** Where loads, load failures and render errors of each remote version are reported. */
  telemetry?: TelemetryReporter;
  /** What the shell must have loaded before a remote's App renders (the page's query client),
   *  fetched beside the remote's own files. */
  ready?: () => Promise<unknown>;
}

export interface RemoteLoader {
  /** Boot: fetch the registry and register every remote. Never rejects; a failure is
   * logged and the regions retry on their own. */
  start(): Promise<void>;
  /** The remote's App as a lazy component, shared by every region of that remote.
   * `fresh` (Retry) re-reads the registry and force-re-registers the remote first; `route`
   * (the route pattern or widget asking) goes into the telemetry. */
  lazyApp(remote: RemoteId, options: { fresh: boolean; route: string }): LazyExoticComponent<RemoteApp>;
  /** Reports an error a region's boundary caught, unless it is a load failure already reported. */
  reportRenderError(remote: RemoteId, route: string, error: unknown): void;
}

/** The version in a release URL (/releases/<remote>/<version>/mf-manifest.json); 'dev' for
 *  a dev server's manifest. */
export function versionOf(remote: RemoteId, url: string | undefined): string {
  if (!url) return 'unknown';
  const match = url.match(/\/releases\/([^/]+)\/([^/]+)\/mf-manifest\.json$/);
  return match && match[1] === remote && match[2] ? match[2] : 'dev';
}

/** The registry inlined in the page as JSON data, or null (a page served without one, e.g. the dev server's). */
export function readInlineRegistry(doc: Document = document): Registry | null {
  const text = doc.getElementById(REGISTRY_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    const parsed: unknown = JSON.parse(text);
    return parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Registry) : null;
  } catch {
    return null;
  }
}

/**
 * Whether the page came with preloads of this remote's files (server/src/modules/shellPage).
 * Chromium keeps a preload's answer, a failure included, for the first request of its URL in
 * the page, and removing the link does not drop it: a Retry in the same page would be handed
 * the same failure, so it loads the page again instead (with the registry as it is now).
 */
export function pageHasPreloadsOf(remote: RemoteId, doc: Document = document): boolean {
  return [...doc.querySelectorAll('link[rel="preload"]')].some((link) => link.getAttribute('href')?.startsWith(`/releases/${remote}/`));
}

async function fetchRegistry(url: string): Promise<Registry> {
  const response = await fetch(url, { cache: 'no-store' });
  if (!response.ok) throw new RemoteLoadError(`Remote registry answered ${response.status}`);
  return (await response.json()) as Registry;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function createRemoteLoader(options: RemoteLoaderOptions = {}): RemoteLoader {
  const registryUrl = options.registryUrl ?? '/remotes.json';
  const retryDelaysMs = options.retryDelaysMs ?? [300, 1000];
  const registered = new Set<RemoteId>();
  const apps = new Map<RemoteId, LazyExoticComponent<RemoteApp>>();
  let registry: Promise<Registry> | null = null;
  /** The registry as last read: which version each remote's reports belong to. */
  let entriesRead: Registry = {};
  /** Load failures already reported, so the boundary that then catches them does not count them twice. */
  const reportedFailures = new WeakSet<object>();

  function report(remote: RemoteId, route: string, kind: 'loaded' | 'load_failed' | 'render_failed', error?: unknown): void {
    const version = versionOf(remote, entriesRead[remote]);
    options.telemetry?.report({ remote, version, route, kind, ...(error === undefined ? {} : errorFields(error)) });
  }

  function register(entries: Registry, forced?: RemoteId): void {
    // Every remote the registry names: one that joined after this shell was built included.
    const remotes = Object.keys(entries).flatMap((remote) => {
      const url = entries[remote];
      if (!REMOTE_NAME_PATTERN.test(remote)) return [];
      if (!url || (remote !== forced && registered.has(remote))) return [];
      registered.add(remote);
      // The runtime resolves a remote's chunks against its manifest URL, so it must be absolute.
      return [{ name: containerName(remote), entry: new URL(url, window.location.origin).href }];
    });
    if (remotes.length > 0) registerRemotes(remotes, { force: forced !== undefined });
  }

  function adopt(entries: Registry, forced?: RemoteId): Registry {
    register(entries, forced);
    entriesRead = entries;
    return entries;
  }

  function refresh(forced?: RemoteId): Promise<Registry> {
    const next = fetchRegistry(registryUrl).then((entries) => adopt(entries, forced));
    registry = next;
    return next;
  }


  async function loadOnce(remote: RemoteId, fresh: boolean): Promise<RemoteApp> {
    const entries = await (fresh || !registry ? refresh(remote) : registry);
    if (!entries[remote]) throw new RemoteLoadError(`${remote} is not in the remote registry`);
    const [module] = await Promise.all([loadRemote<{ default?: RemoteApp }>(`${containerName(remote)}/App`), options.ready?.()]);
    if (!module?.default) throw new RemoteLoadError(`${containerName(remote)}/App could not be loaded`);
    return module.default;
  }

  async function loadApp(remote: RemoteId, fresh: boolean, route: string): Promise<RemoteApp> {
    for (let attempt = 0; ; attempt += 1) {
      try {
        const App = await loadOnce(remote, fresh || attempt > 0);
        report(remote, route, 'loaded');
        return App;
      } catch (error) {
        const delay = retryDelaysMs[attempt];
        if (delay === undefined) {
          // Only the failure the person sees counts: retries that then succeed are not failures.
          report(remote, route, 'load_failed', error);
          if (typeof error === 'object' && error !== null) reportedFailures.add(error);
          throw error;
        }
        await sleep(delay);
      }
    }
  }

  return {
    start() {
      if (options.inlineRegistry) {
        registry = Promise.resolve(adopt(options.inlineRegistry));
        return Promise.resolve();
      }
      return refresh().then(
        () => undefined,
        (error: unknown) => console.error('ServeNear: the remote registry could not be read', error),
      );
    },
    lazyApp(remote, { fresh, route }) {
      const cached = apps.get(remote);
      if (cached && !fresh) return cached;
      const component: LazyExoticComponent<RemoteApp> = lazy(() =>
        loadApp(remote, fresh, route).then(
          (App) => ({ default: App }),
          (error: unknown) => {
            // A later region of this remote must try again rather than inherit the failure.
            if (apps.get(remote) === component) apps.delete(remote);
            throw error;
          },
        ),
      );
      apps.set(remote, component);
      return component;
    },
    reportRenderError(remote, route, error) {
      if (typeof error === 'object' && error !== null && reportedFailures.has(error)) return;
      report(remote, route, 'render_failed', error);
    },
  };
}
