import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteAppProps } from '@servenear/shared/routes';
import { createRemoteLoader, pageHasPreloadsOf, readInlineRegistry, versionOf, type RemoteLoader } from './remoteLoader';
import { RemoteLoaderContext } from './RemoteLoaderContext';
import { RemoteRegion } from './RemoteRegion';
import { remoteErrorLogger } from './errorLogger';
import type { RemoteEvent } from './telemetry';

// The Module Federation runtime is not what is under test: the shell's use of it is.
jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));

const mockedLoadRemote = jest.mocked(loadRemote);
const mockedRegisterRemotes = jest.mocked(registerRemotes);
const fetchMock = jest.fn();

const registry = {
  'remote-account': '/releases/remote-account/0.1.0-abc/mf-manifest.json',
  'remote-catalog': '/releases/remote-catalog/0.1.0-def/mf-manifest.json',
};

function registryResponse(body: unknown) {
  return { ok: true, status: 200, json: async () => body };
}

function remoteApp(name: string) {
  return function App({ route }: RemoteAppProps) {
    return <p>{`${name} renders ${route}`}</p>;
  };
}

function appsByContainer(id: string) {
  return Promise.resolve({ default: remoteApp(id.split('/')[0] ?? id) });
}

let loader: RemoteLoader;
let reported: RemoteEvent[];

function renderRegions(...regions: Array<Parameters<typeof RemoteRegion>[0]>) {
  return render(
    <RemoteLoaderContext.Provider value={loader}>
      <header>ServeNear header</header>
      {regions.map((props) => (
        <RemoteRegion key={props.remote} {...props} />
      ))}
      <footer>ServeNear footer</footer>
    </RemoteLoaderContext.Provider>,
  );
}

beforeEach(() => {
  fetchMock.mockReset();
  mockedLoadRemote.mockReset();
  mockedRegisterRemotes.mockReset();
  globalThis.fetch = fetchMock;
  reported = [];
  loader = createRemoteLoader({ retryDelaysMs: [5, 10], telemetry: { report: (event) => reported.push(event) } });
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => jest.restoreAllMocks());

describe('RemoteRegion', () => {
  it('registers every remote of the registry (in its order) with absolute manifest URLs and renders the App with its route', async () => {
    fetchMock.mockResolvedValue(registryResponse(registry));
    mockedLoadRemote.mockImplementation(appsByContainer as typeof loadRemote);
    await loader.start();
    renderRegions({ remote: 'remote-account', route: '/pages/:slug' });

    expect(await screen.findByText('remote_account renders /pages/:slug')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith('/remotes.json', { cache: 'no-store' });
    expect(mockedRegisterRemotes).toHaveBeenCalledWith(
      [
        { name: 'remote_account', entry: 'http://localhost/releases/remote-account/0.1.0-abc/mf-manifest.json' },
        { name: 'remote_catalog', entry: 'http://localhost/releases/remote-catalog/0.1.0-def/mf-manifest.json' },
      ],
      { force: false },
    );
    expect(mockedLoadRemote).toHaveBeenCalledWith('remote_account/App');
    expect(screen.queryByTestId('remote-fallback')).not.toBeInTheDocument();
  });

  it('starts from the registry inlined in the page without asking for /remotes.json', async () => {
    document.body.insertAdjacentHTML('beforeend', `<script id="sn-registry" type="application/json">${JSON.stringify(registry)}</script>`);
    const inlineRegistry = readInlineRegistry();
    document.getElementById('sn-registry')?.remove();
    expect(inlineRegistry).toEqual(registry);
    loader = createRemoteLoader({ inlineRegistry, retryDelaysMs: [5, 10] });
    mockedLoadRemote.mockImplementation(appsByContainer as typeof loadRemote);
    await loader.start();
    renderRegions({ remote: 'remote-catalog', route: '/list-of-services' });

    expect(await screen.findByText('remote_catalog renders /list-of-services')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(mockedRegisterRemotes).toHaveBeenCalledWith(
      expect.arrayContaining([{ name: 'remote_catalog', entry: 'http://localhost/releases/remote-catalog/0.1.0-def/mf-manifest.json' }]),
      { force: false },
    );
  });

  it('reads no registry from a page without one, or with a broken one', () => {
    expect(readInlineRegistry()).toBeNull();
    document.body.insertAdjacentHTML('beforeend', '<script id="sn-registry" type="application/json">{"remote-catalog": </script>');
    expect(readInlineRegistry()).toBeNull();
    document.getElementById('sn-registry')?.remove();
  });

  it('shows the fallback in the region when the registry is unreachable, after retrying', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await loader.start();
    renderRegions({ remote: 'remote-account', route: '/report' });

    expect(await screen.findByTestId('remote-fallback')).toHaveTextContent('This part of ServeNear could not be loaded.');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(screen.getByText('ServeNear header')).toBeInTheDocument();
    expect(screen.getByText('ServeNear footer')).toBeInTheDocument();
    // The boot read, then one fresh read per automatic retry.
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(mockedLoadRemote).not.toHaveBeenCalled();
  });

  it('shows the fallback when the registry answers 503', async () => {
    fetchMock.mockResolvedValue({ ok: false, status: 503, json: async () => ({}) });
    renderRegions({ remote: 'remote-account', route: '/report' });
    expect(await screen.findByTestId('remote-fallback')).toBeInTheDocument();
  });

  it('isolates a remote missing from the registry: only its region shows the fallback', async () => {
    fetchMock.mockResolvedValue(registryResponse({ 'remote-account': registry['remote-account'] }));
    mockedLoadRemote.mockImplementation(appsByContainer as typeof loadRemote);
    await loader.start();
    renderRegions({ remote: 'remote-account', route: '/report' }, { remote: 'remote-catalog', route: '/list-of-services' });

    expect(await screen.findByText('remote_account renders /report')).toBeInTheDocument();
    const fallbacks = await screen.findAllByTestId('remote-fallback');
    expect(fallbacks).toHaveLength(1);
    expect(fallbacks[0]?.closest('[data-remote]')).toHaveAttribute('data-remote', 'remote-catalog');
    expect(mockedLoadRemote).not.toHaveBeenCalledWith('remote_catalog/App');
  });

  it('retries a transient failure without showing the fallback', async () => {
    fetchMock.mockResolvedValue(registryResponse(registry));
    mockedLoadRemote
      .mockRejectedValueOnce(new Error('ScriptNetworkError: 503'))
      .mockImplementation(appsByContainer as typeof loadRemote);
    await loader.start();
    renderRegions({ remote: 'remote-account', route: '/report' });

    expect(await screen.findByText('remote_account renders /report')).toBeInTheDocument();
    expect(mockedLoadRemote).toHaveBeenCalledTimes(2);
    expect(mockedRegisterRemotes).toHaveBeenLastCalledWith(
      [{ name: 'remote_account', entry: 'http://localhost/releases/remote-account/0.1.0-abc/mf-manifest.json' }],
      { force: true },
    );
    expect(screen.queryByTestId('remote-fallback')).not.toBeInTheDocument();
  });

  it('treats a null module from the runtime as a failure', async () => {
    fetchMock.mockResolvedValue(registryResponse(registry));
    mockedLoadRemote.mockResolvedValue(null);
    renderRegions({ remote: 'remote-account', route: '/report' });
    expect(await screen.findByTestId('remote-fallback')).toBeInTheDocument();
    expect(mockedLoadRemote).toHaveBeenCalledTimes(3);
  });

  it('shows the fallback when the App throws while rendering', async () => {
    fetchMock.mockResolvedValue(registryResponse(registry));
    mockedLoadRemote.mockResolvedValue({
      default: () => {
        throw new Error('Unknown route /nowhere');
      },
    });
    renderRegions({ remote: 'remote-account', route: '/nowhere' }, { remote: 'remote-catalog', route: '/component' });

    expect(await screen.findAllByTestId('remote-fallback')).toHaveLength(2);
    expect(screen.getByText('ServeNear header')).toBeInTheDocument();
  });

  it('Retry re-reads the registry, force-re-registers the remote and loads it again', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    mockedLoadRemote.mockImplementation(appsByContainer as typeof loadRemote);
    renderRegions({ remote: 'remote-account', route: '/report' });
    await screen.findByTestId('remote-fallback');

    fetchMock.mockReset();
    fetchMock.mockResolvedValue(registryResponse(registry));
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));

    expect(await screen.findByText('remote_account renders /report')).toBeInTheDocument();
    expect(screen.queryByTestId('remote-fallback')).not.toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith('/remotes.json', { cache: 'no-store' });
    expect(mockedRegisterRemotes).toHaveBeenCalledWith(
      expect.arrayContaining([{ name: 'remote_account', entry: 'http://localhost/releases/remote-account/0.1.0-abc/mf-manifest.json' }]),
      { force: true },
    );
  });
});

describe('telemetry of a region', () => {
  it('reports a successful load with the version from the registry and the route pattern', async () => {
    fetchMock.mockResolvedValue(registryResponse(registry));
    mockedLoadRemote.mockImplementation(appsByContainer as typeof loadRemote);
    renderRegions({ remote: 'remote-account', route: '/pages/:slug' });

    await screen.findByText('remote_account renders /pages/:slug');
    expect(reported).toEqual([{ remote: 'remote-account', version: '0.1.0-abc', route: '/pages/:slug', kind: 'loaded' }]);
  });

  it('reports a load that failed after its retries once, not again from the boundary', async () => {
    fetchMock.mockResolvedValue(registryResponse(registry));
    mockedLoadRemote.mockRejectedValue(new Error('ScriptNetworkError: https://example.test/x.js?token=1'));
    renderRegions({ remote: 'remote-account', route: '/report' });

    await screen.findByTestId('remote-fallback');
    expect(reported).toEqual([
      {
        remote: 'remote-account',
        version: '0.1.0-abc',
        route: '/report',
        kind: 'load_failed',
        errorName: 'Error',
        errorMessage: 'ScriptNetworkError: https://example.test/x.js?token=1',
      },
    ]);
  });

  it('reports a render error as render_failed after the load', async () => {
    fetchMock.mockResolvedValue(registryResponse(registry));
    mockedLoadRemote.mockResolvedValue({
      default: () => {
        throw new TypeError('api.newCall is not a function');
      },
    });
    renderRegions({ remote: 'remote-account', route: '/report' });

    await screen.findByTestId('remote-fallback');
    expect(reported.map((event) => [event.kind, event.errorName ?? null, event.errorMessage ?? null])).toEqual([
      ['loaded', null, null],
      ['render_failed', 'TypeError', 'api.newCall is not a function'],
    ]);
  });

  it('reads a dev server manifest as version dev', () => {
    expect(versionOf('remote-account', 'http://localhost:3003/mf-manifest.json')).toBe('dev');
    expect(versionOf('remote-account', undefined)).toBe('unknown');
  });
});

describe('remoteErrorLogger', () => {
  it('logs the failed remote and the stage, and lets the failure through', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const plugin = remoteErrorLogger();
    const error = new Error('manifest 404');
    const handler = plugin.errorLoadRemote as unknown as (args: Record<string, unknown>) => unknown;
    expect(await handler({ id: 'remote_account/App', error, lifecycle: 'afterResolve', from: 'runtime' })).toBeUndefined();
    expect(log).toHaveBeenCalledWith('ServeNear: remote remote_account/App failed to load (afterResolve)', error);
  });
});

describe('pageHasPreloadsOf', () => {
  it("says whether the page came with preloads of the remote's release files", () => {
    document.head.insertAdjacentHTML('beforeend', '<link rel="preload" as="script" href="/releases/remote-account/0.1.0-abc/remoteEntry.js">');
    try {
      expect(pageHasPreloadsOf('remote-account')).toBe(true);
      expect(pageHasPreloadsOf('remote-catalog')).toBe(false);
    } finally {
      document.head.querySelector('link[rel="preload"]')?.remove();
    }
    expect(pageHasPreloadsOf('remote-account')).toBe(false);
  });
});
