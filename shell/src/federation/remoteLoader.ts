/**
 * Runtime remote loading (DESIGN §3): the shell knows no remote URL at build time. It reads
 * the registry (/remotes.json) at boot, registers each remote's manifest with the Module
 * Federation runtime, and loads `<container>/App` when a region first needs it.
 */
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { containerName, remoteNames, type RemoteAppProps, type RemoteName } from '@servenear/shared/routes';

/** `{ "<remote>": "<site-relative or absolute URL of its mf-manifest.json>" }` */
export type Registry = Partial<Record<RemoteName, string>>;

export type RemoteApp = ComponentType<RemoteAppProps>;

export class RemoteLoadError extends Error {
  override name = 'RemoteLoadError';
}

export interface RemoteLoaderOptions {
  registryUrl?: string;
  /** Pause before each automatic retry; its length is the number of retries. */
  retryDelaysMs?: readonly number[];
}

export interface RemoteLoader {
  /** Boot: fetch the registry and register every remote. Never rejects; a failure is
   * logged and the regions retry on their own. */
  start(): Promise<void>;
  /** The remote's App as a lazy component, shared by every region of that remote.
   * `fresh` (Retry) re-reads the registry and force-re-registers the remote first. */
  lazyApp(remote: RemoteName, options: { fresh: boolean }): LazyExoticComponent<RemoteApp>;
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
  const registered = new Set<RemoteName>();
  const apps = new Map<RemoteName, LazyExoticComponent<RemoteApp>>();
  let registry: Promise<Registry> | null = null;

  function register(entries: Registry, forced?: RemoteName): void {
    const remotes = remoteNames.flatMap((remote) => {
      const url = entries[remote];
      if (!url || (remote !== forced && registered.has(remote))) return [];
      registered.add(remote);
      // The runtime resolves a remote's chunks against its manifest URL, so it must be absolute.
      return [{ name: containerName(remote), entry: new URL(url, window.location.origin).href }];
    });
    if (remotes.length > 0) registerRemotes(remotes, { force: forced !== undefined });
  }

  function refresh(forced?: RemoteName): Promise<Registry> {
    const next = fetchRegistry(registryUrl).then((entries) => {
      register(entries, forced);
      return entries;
    });
    registry = next;
    return next;
  }

  async function loadOnce(remote: RemoteName, fresh: boolean): Promise<RemoteApp> {
    const entries = await (fresh || !registry ? refresh(remote) : registry);
    if (!entries[remote]) throw new RemoteLoadError(`${remote} is not in the remote registry`);
    const module = await loadRemote<{ default?: RemoteApp }>(`${containerName(remote)}/App`);
    if (!module?.default) throw new RemoteLoadError(`${containerName(remote)}/App could not be loaded`);
    return module.default;
  }

  async function loadApp(remote: RemoteName, fresh: boolean): Promise<RemoteApp> {
    for (let attempt = 0; ; attempt += 1) {
      try {
        return await loadOnce(remote, fresh || attempt > 0);
      } catch (error) {
        const delay = retryDelaysMs[attempt];
        if (delay === undefined) throw error;
        await sleep(delay);
      }
    }
  }

  return {
    start() {
      return refresh().then(
        () => undefined,
        (error: unknown) => console.error('ServeNear: the remote registry could not be read', error),
      );
    },
    lazyApp(remote, { fresh }) {
      const cached = apps.get(remote);
      if (cached && !fresh) return cached;
      const component: LazyExoticComponent<RemoteApp> = lazy(() =>
        loadApp(remote, fresh).then(
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
  };
}
