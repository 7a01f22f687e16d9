/**
 * A remote page rendered on the server (docs/architecture.md §3 'Remote pages painted by the
 * server'): each remote's server build (its src/ssr.tsx, built into dist/ssr/render.cjs and
 * published with the release) exports the function made here. The shell's server calls it for
 * the page a URL opens, puts the HTML in the page's region as a still picture of the page, and
 * hands the browser the reads the page was drawn from, so the remote, once loaded, draws the
 * same page at once from them.
 *
 * The page reads its data as in the browser, through its own queries and the API client; here
 * the client's transport is the server's own API, called in-process for this request (with its
 * cookies), never over the network. Rendering repeats until no query the page asks for is
 * left unread: a page that reads more once the first answers arrive (a list after its
 * categories) gets those too, up to MAX_PASSES.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { ComponentType } from 'react';
import { prerender } from 'react-dom/static';
import { Route, Routes, StaticRouter } from 'react-router';
import { AxiosError, AxiosHeaders, type AxiosAdapter, type AxiosResponse } from 'axios';
import { apiClient } from '@servenear/shared/api';
import { ServerViewportContext } from '@servenear/shared/hooks';
import { HostContext, liveEventsOff, type HostContract, type Session, type StoredLocation } from '@servenear/shared/host';
import { createQueryClient, QueryClientProvider, type QueryClient } from '@servenear/shared/query';
import { RELEASE_BASE_GLOBAL, type RemoteAppProps } from '@servenear/shared/routes';
import { currentLanguage, type Language } from '@servenear/shared/i18n';
import { addLanguageSource } from '@servenear/shared/i18n-server';

/** A read the page makes, as the server's API gets it (site path with query string). */
export interface ServerRead {
  url: string;
}

export interface ServerReadReply {
  status: number;
  headers: Record<string, string | string[] | number | undefined>;
  body: string;
}

/** How the page's reads reach the API: the server injects them into itself with the visitor's cookies. */
export type ServerReader = (read: ServerRead) => Promise<ServerReadReply>;

export interface RemotePageInput {
  /** Issue 41: the language the page's texts are drawn in (English when absent). */
  language?: Language;
  /** The page's URL path and query, as the browser asked for it. */
  path: string;
  /** The route pattern the shell renders the remote's App for ('/list-of-services'). */
  route: string;
  session: Session | null;
  location: StoredLocation;
  read: ServerReader;
  /** The window width to draw for (the server guesses it from the user agent). */
  viewportWidth: number;
  /**
   * A part of the page that failed to render: it is sent as its loading state and the browser
   * draws it once the remote has loaded; the server's log says why.
   */
  onError(error: unknown): void;
  /** Abandon the render after this long: the page is then served with its skeleton. */
  timeoutMs?: number;
}

/** A query the page was drawn from: the browser seeds its QueryClient with it. */
export interface ServerQuery {
  key: readonly unknown[];
  data: unknown;
}

export interface RemotePageOutput {
  html: string;
  queries: ServerQuery[];
}

export type RenderRemotePage = (input: RemotePageInput) => Promise<RemotePageOutput>;

/** Renders of one page: enough for a page that reads, then reads what the first answers name. */
const MAX_PASSES = 4;

const readerOfThisRender = new AsyncLocalStorage<ServerReader>();
/** Issue 41: the language of each render, which may run beside another in another language. */
const languageOfThisRender = new AsyncLocalStorage<Language>();

declare let __webpack_public_path__: string;
// The images a page shows are files of its release, served from the release's folder, which only
// the server loading this file knows: it sets the global just before it loads it. Evaluated
// before the App's modules, as this module is the render's first import.
// eslint-disable-next-line prefer-const -- rspack's free variable, assigned to set the path
__webpack_public_path__ = String((globalThis as Record<string, unknown>)[RELEASE_BASE_GLOBAL] ?? '/');

/**
 * The API client's transport on the server. A page only reads while it renders; anything else
 * (a write) has no business here and fails like a network error, which the page shows as it
 * would in the browser.
 */
const serverTransport: AxiosAdapter = async (config) => {
  const read = readerOfThisRender.getStore();
  const method = (config.method ?? 'get').toLowerCase();
  if (!read || method !== 'get') throw new AxiosError('The server render only reads', AxiosError.ERR_NETWORK, config);
  const reply = await read({ url: apiClient.getUri(config) });
  const response: AxiosResponse = {
    data: reply.body,
    status: reply.status,
    statusText: '',
    headers: AxiosHeaders.from(Object.fromEntries(Object.entries(reply.headers).map(([name, value]) => [name, String(value)]))),
    config,
    request: {},
  };
  if (config.validateStatus && !config.validateStatus(reply.status)) {
    const code = reply.status >= 500 ? AxiosError.ERR_BAD_RESPONSE : AxiosError.ERR_BAD_REQUEST;
    throw new AxiosError(`Request failed with status code ${reply.status}`, code, config, {}, response);
  }
  return response;
};

const ignore = () => undefined;



/** The host contract as the server has it: this request's session and point, and nothing to do. */
function serverHost(session: Session | null, location: StoredLocation, queryClient: QueryClient): HostContract {
  return {
    session,
    signIn: ignore,
    signOut: async () => undefined,
    endSession: ignore,
    queryClient,
    location,
    setLocation: ignore,
    notify: ignore,
    live: liveEventsOff,
    i18n: { language: currentLanguage(), setLanguage: async () => undefined },
  };
}

/** Queries the last render asked for that are enabled and not read yet. */
function unreadQueries(client: QueryClient) {
  return client
    .getQueryCache()
    .getAll()
    .filter((query) => {
      if (query.state.status !== 'pending' || query.state.fetchStatus !== 'idle') return false;
      const enabled = (query.options as { enabled?: unknown }).enabled;
      if (enabled === false || (typeof enabled === 'function' && !enabled(query))) return false;
      return typeof query.options.queryFn === 'function';
    });
}

export function createRemotePageRenderer(App: ComponentType<RemoteAppProps>): RenderRemotePage {
  apiClient.defaults.adapter = serverTransport;
  // This build's own copy of the i18n runtime reads each render's language.
  addLanguageSource(() => languageOfThisRender.getStore());

  return async function renderRemotePage({ language = 'en', ...input }) {
    return languageOfThisRender.run(language, () => renderIn(input));
  };

  async function renderIn({ path, route, session, location, read, viewportWidth, onError, timeoutMs = 1500 }: Omit<RemotePageInput, 'language'>): Promise<RemotePageOutput> {
    const queryClient = createQueryClient({ retry: false });
    const host = serverHost(session, location, queryClient);
    const deadline = AbortSignal.timeout(timeoutMs);
    const render = async () => {
      const { prelude } = await prerender(
        // As the shell provides them around a region: the host, and the page's QueryClient.
        <HostContext.Provider value={host}>
          <QueryClientProvider client={queryClient}>
            <ServerViewportContext.Provider value={viewportWidth}>
              <StaticRouter location={path}>
                {/* As the shell's route table shows it: its params where the path is the pattern's; the
                    role's home ('/' showing '/user-home') is the one page shown at another path. */}
                <Routes>
                  <Route path={route} element={<App route={route} />} />
                  <Route path="*" element={<App route={route} />} />
                </Routes>
              </StaticRouter>
            </ServerViewportContext.Provider>
          </QueryClientProvider>
        </HostContext.Provider>,
        { signal: deadline, onError },
      );
      return new Response(prelude).text();
    };

    return readerOfThisRender.run(read, async () => {
      let html = await render();
      for (let pass = 1; pass < MAX_PASSES; pass += 1) {
        const unread = unreadQueries(queryClient);
        if (unread.length === 0) break;
        // A failed read stays failed in the cache: the page draws its error, as the browser would.
        await Promise.all(unread.map((query) => query.fetch().catch(ignore)));
        deadline.throwIfAborted();
        html = await render();
      }
      const queries = queryClient
        .getQueryCache()
        .getAll()
        .filter((query) => query.state.status === 'success')
        .map((query) => ({ key: query.queryKey, data: query.state.data }));
      return { html, queries };
    });
  }
}
