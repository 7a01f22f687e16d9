/**
 * The shell's index.html, rendered per request (docs/architecture.md §3): the remote registry
 * this browser gets is inlined, so the shell starts loading remotes without asking for it, and
 * the page's remote files and first API calls are preloaded from the HTML, so they download
 * beside the shell's own bundle instead of one after another. Publishing or rolling back a
 * remote changes both on the next page load, with no rebuild of the shell.
 */
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import { LATE_PRELOADS_ELEMENT_ID, NEAR_COOKIE, REGISTRY_ELEMENT_ID, RELEASED_ROUTES_ELEMENT_ID, REMOTE_SNAPSHOT_ATTRIBUTE, SSR_STATE_ELEMENT_ID, type ReleasedRoute } from '@servenear/shared/routes';
import { routeEntryFor } from '@servenear/shared/page-heads';
import { readRegistry, type Registry } from '../releases/registry';
import { createReleasedRoutesReader } from '../releases/releasedRoutes';
import { sendError } from '../../plugins/errorHandler';
import { remotePageFor, type PageAccount, type RemotePage } from './pageRoute';
import { headFor, withPageHead } from './pageHead';
import { nearFromCookie, pageHints, type NearPoint, type PageHints } from './pageHints';
import { createReleaseFilesReader, createShellFilesReader } from './releaseFiles';
import { createStyleInliner } from './pageStyles';
import { createShellRenderer, ssrFileFor, type ServerContentPage, type ServerState, type ShellSession } from './shellRender';
import { createRemotePageRenderer, type RemotePageRequest } from './remotePageRender';
import { paintBeforeMain } from './bootScript';
import { languageOfRequest, inLanguage } from '../../plugins/language';
import type { Language } from '@servenear/shared/i18n';
import { mainScriptInLanguage } from './languageFiles';

export interface ShellPageOptions {
  shellDir: string;
  releasesDir: string;
  log: FastifyBaseLogger;
  /** The registry this browser gets (null: nothing released yet); may set the rollout cookie. */
  registryFor(request: FastifyRequest, reply: FastifyReply): Promise<Registry | null>;
  /** The signed-in account behind the request's session cookie, or null. */
  accountFor(request: FastifyRequest): Promise<SignedInAccount | null>;
  /** A content page's title and sanitised text (GET pages/{slug}), or null when there is none. */
  contentPage(slug: string): Promise<{ title: string; content: string } | null>;
  /** The catalogue's category ids, in its order (GET category): the list page reads each one's subcategories. */
  categoryIds(): Promise<number[]>;
  /** A GET of the site's own API (a site path) as this request's browser would make it, for a remote page's server render. */
  readApi(request: FastifyRequest, url: string): ReturnType<RemotePageRequest['read']>;
  /**
   * Issue 41: `?lang=` switched the language on a page: kept in the browser's cookie, and on the
   * account of whoever is signed in.
   */
  keepChosenLanguage(reply: FastifyReply, language: Language, account: SignedInAccount | null): Promise<void>;
}

const CONTENT_PAGE_ROUTE = '/pages/:slug';

/** The content page a URL opens, read for the server's render: its text is then the first paint. */
async function contentPageFor(page: RemotePage | null, url: URL, read: ShellPageOptions['contentPage']): Promise<ServerContentPage | null> {
  if (page?.route !== CONTENT_PAGE_ROUTE) return null;
  let slug: string;
  try {
    slug = decodeURIComponent(url.pathname.split('/').filter(Boolean)[1] ?? '');
  } catch {
    return null;
  }
  const content = slug ? await read(slug) : null;
  return content && { slug, ...content };
}

/**
 * Whether a path is a page of the site: a built route of the table, as the router matches it
 * (a page the guard sends elsewhere included: the shell redirects there). A content page is one
 * only when it exists; everything else is the shell's not-found page, answered 404.
 */
function isKnownPage(pathname: string, contentPage: ServerContentPage | null, released: readonly ReleasedRoute[]): boolean {
  const entry = routeEntryFor(pathname, released);
  if (!entry?.built) return false;
  return entry.path !== CONTENT_PAGE_ROUTE || contentPage !== null;
}

/** A browser asks for a page with Accept: text/html; other clients get the API's 404 shape. */
const acceptsHtml = (request: FastifyRequest) => /\btext\/html\b/i.test(String(request.headers.accept ?? ''));

export interface SignedInAccount extends PageAccount {
  name: string;
  userId: number;
  mobile: string | null;
  /** Issue 41: the language the account chose, or null. */
  language: Language | null;
}

/** The session as the shell's store holds it after its own check (shell/src/auth/sessionApi.ts). */
function shellSession(account: SignedInAccount | null): ShellSession | null {
  if (!account) return null;
  const session: ShellSession = { role: account.role, name: account.name, userId: account.userId, verified: account.isVerified };
  return account.mobile ? { ...session, phoneNumber: account.mobile } : session;
}

/** The width a remote page is drawn for on the server: a phone's unless the browser says it is not on one (Chromium's `Sec-CH-UA-Mobile: ?0`, or no "Mobi" in its user agent). */
function viewportWidthFor(request: FastifyRequest): number {
  const mobileHint = request.headers['sec-ch-ua-mobile'];
  const mobile = mobileHint === undefined ? /Mobi|Android/i.test(String(request.headers['user-agent'] ?? 'Mobi')) : mobileHint === '?1';
  return mobile ? 412 : 1280;
}

/** What a remote's server render draws the page for: this visitor, their stored point, their screen, their reads. */
function remotePageRequest(
  request: FastifyRequest,
  url: URL,
  page: RemotePage,
  session: ShellSession | null,
  near: NearPoint | null,
  readApi: ShellPageOptions['readApi'],
  language: Language,
): RemotePageRequest {
  return {
    language,
    path: `${url.pathname}${url.search}`,
    route: page.route,
    session,
    location: near ? { latitude: Number(near.latitude), longitude: Number(near.longitude), address: null } : { latitude: null, longitude: null, address: null },
    read: ({ url: apiUrl }) => readApi(request, apiUrl),
    viewportWidth: viewportWidthFor(request),
    onError: (error) => request.log.warn({ err: error }, 'part of a remote page could not be drawn on the server; the browser draws it'),
  };
}

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** JSON inside a script element: '<' escaped, so no '</script>' can end it early. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/** The head's additions: the registry as data (not script: the Content-Security-Policy allows no inline script), then the preloads. */
export function headAdditions(registry: Registry | null, hints: PageHints, drawn = false, released: readonly ReleasedRoute[] = []): string {
  // On a page the server drew, the files that bring it alive draw nothing new: the shell asks
  // for them once the page has painted (federation/latePreloads.ts), so they do not hold up the
  // picture's images on a slow link.
  const early = drawn ? { scripts: [], manifests: [] } : hints;
  const lines = [
    ...(registry ? [`<script id="${REGISTRY_ELEMENT_ID}" type="application/json">${scriptJson(registry)}</script>`] : []),
    ...(released.length > 0 ? [`<script id="${RELEASED_ROUTES_ELEMENT_ID}" type="application/json">${scriptJson(released)}</script>`] : []),
    ...(drawn ? [`<script id="${LATE_PRELOADS_ELEMENT_ID}" type="application/json">${scriptJson({ scripts: hints.scripts, manifests: hints.manifests })}</script>`] : []),
    ...early.scripts.map((href) => `<link rel="preload" as="script" href="${escapeAttribute(href)}">`),
    ...hints.styles.map((href) => `<link rel="preload" as="style" href="${escapeAttribute(href)}">`),
    // The API client sends credentials (axios withCredentials), so the preload must too, or Chromium fetches twice.
    ...hints.data.map((href) => `<link rel="preload" as="fetch" crossorigin="use-credentials" href="${escapeAttribute(href)}">`),
    // The runtime fetches a manifest with fetch's defaults (CORS mode, same-origin credentials): crossorigin="anonymous".
    ...early.manifests.map((href) => `<link rel="preload" as="fetch" crossorigin="anonymous" href="${escapeAttribute(href)}">`),
  ];
  return lines.join('');
}

/** The page compressed as the browser accepts (it is made per request, so it cannot be precompressed). */
function sendHtml(request: FastifyRequest, reply: FastifyReply, html: string) {
  // private: the page holds the visitor's session and what the server read for them.
  reply.header('cache-control', 'private, no-cache').header('vary', 'Cookie, Accept-Encoding').type('text/html; charset=utf-8');
  const accepted = String(request.headers['accept-encoding'] ?? '');
  if (/\bbr\b/.test(accepted)) {
    // Quality 5: a few kilobytes in well under a millisecond, most of what the best quality saves.
    return reply.header('content-encoding', 'br').send(brotliCompressSync(html, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } }));
  }
  if (/\bgzip\b/.test(accepted)) return reply.header('content-encoding', 'gzip').send(gzipSync(html, { level: 6 }));
  return reply.send(html);
}

/** index.html as built (its main script loaded after the first paint, bootScript.ts), read again only when the file changes (a rebuild while the server runs). */
function createTemplateReader(shellDir: string) {
  const file = path.join(shellDir, 'index.html');
  let cached: { mtimeMs: number; html: string } | null = null;
  return async (): Promise<string | null> => {
    let mtimeMs: number;
    try {
      mtimeMs = (await stat(file)).mtimeMs;
    } catch {
      return null;
    }
    if (cached?.mtimeMs !== mtimeMs) cached = { mtimeMs, html: paintBeforeMain(await readFile(file, 'utf8')) };
    return cached.html;
  };
}

export function createShellPageRenderer(options: ShellPageOptions) {
  const readTemplate = createTemplateReader(options.shellDir);
  const readReleaseFiles = createReleaseFilesReader(options.releasesDir);
  const readShellFiles = createShellFilesReader(options.shellDir);
  const renderShellHtml = createShellRenderer(ssrFileFor(options.shellDir), options.log);
  const inlineStyles = createStyleInliner(options.shellDir, options.releasesDir);
  const remotePages = createRemotePageRenderer(options.releasesDir, options.log);
  const releasedRoutesOf = createReleasedRoutesReader(options.releasesDir, options.log);
  // Load and run the server render once at start: the first load and render take most of a
  // second (measured), which the first visitor would otherwise wait for.
  void renderShellHtml('http://localhost/', { session: null, contentPage: null, queries: [], remoteSnapshot: null, releasedRoutes: [] });
  // And the live remotes' renders: the first page each draws would otherwise wait for the load.
  void readRegistry(options.releasesDir).then(
    (registry) => Promise.all(Object.values(registry).map((url) => remotePages.warm(url))),
    () => undefined,
  );

  return async function sendShellPage(request: FastifyRequest, reply: FastifyReply) {
    const account = await options.accountFor(request);
    // The cookie or `?lang=` first, then the account's choice, then the browser's languages.
    const language = languageOfRequest(request, account);
    if (request.chosenLanguage) await options.keepChosenLanguage(reply, request.chosenLanguage, account);
    // Everything the page's server side writes (its title included) is in that language.
    return inLanguage(language, () => sendPageIn(language, account, request, reply));
  };

  async function sendPageIn(language: Language, account: SignedInAccount | null, request: FastifyRequest, reply: FastifyReply) {
    const template = await readTemplate();
    if (template === null) {
      return reply
        .code(503)
        .header('cache-control', 'no-cache')
        .type('text/plain; charset=utf-8')
        .send('ServeNear is not built yet: run `npm run build`, then start the server again.');
    }
    const url = new URL(request.url, `http://${request.hostname || 'localhost'}`);
    const registry = await options.registryFor(request, reply);
    const releasedRoutes = await releasedRoutesOf(registry);
    const page = remotePageFor(url.pathname, account, releasedRoutes);
    const session = shellSession(account);
    const near = nearFromCookie(request.cookies[NEAR_COOKIE]);
    const contentPage = await contentPageFor(page, url, options.contentPage);
    const known = isKnownPage(url.pathname, contentPage, releasedRoutes);
    if (!known && !acceptsHtml(request)) return sendError(reply, 404, {}, 'Not Found');
    // A path that is no page (/.git/config, /metrics without its token) is not found: the
    // browser still gets the shell's friendly not-found page, with the status that says so.
    if (!known) reply.code(404);
    const manifestUrl = page && registry?.[page.remote];
    // A page a remote draws is drawn on the server too, by the remote's own release, from the
    // same reads the browser would make (a content page is drawn by the shell from its text).
    const drawn = page && manifestUrl && !contentPage ? await remotePages.render(manifestUrl, remotePageRequest(request, url, page, session, near, options.readApi, language)) : null;
    const state: ServerState = {
      session,
      contentPage,
      queries: drawn?.queries ?? [],
      remoteSnapshot: page && drawn ? { remote: page.remote, path: `${url.pathname}${url.search}`, html: drawn.html } : null,
      releasedRoutes,
    };
    const body = await renderShellHtml(url.href, state, language);
    // The server's HTML shows the page itself: the shell's own page, or a content page's text.
    const painted = body !== null && (page === null || state.contentPage !== null);
    // Or a remote's page, which must still come alive: its files are preloaded, its styles are
    // inlined (the HTML is drawn with them) and its reads are in the page, not fetched again.
    const snapshot = body !== null && state.remoteSnapshot !== null && body.includes(REMOTE_SNAPSHOT_ATTRIBUTE);
    const [shellFiles, remoteFiles] = await Promise.all([readShellFiles(), manifestUrl ? readReleaseFiles(manifestUrl) : null]);
    const categoryIds = page?.route === '/list-of-services' && !painted && !snapshot ? await options.categoryIds() : [];
    const found = pageHints(shellFiles, page, manifestUrl ? { manifestUrl, files: remoteFiles } : null, url, painted, { near, categoryIds }, language);
    const hints = snapshot ? { ...found, stylesheets: [...found.stylesheets, ...found.styles, ...found.pictureStyles], styles: [], data: [] } : found;
    // The browser hydrates from what the HTML was rendered with (shell/src/ssr/serverState.tsx);
    // the picture is in the HTML already.
    const inlined = { session: state.session, contentPage: state.contentPage, queries: state.queries };
    const root =
      body === null
        ? '<div id="root"></div>'
        : `<div id="root">${body}</div><script id="${SSR_STATE_ELEMENT_ID}" type="application/json">${scriptJson(inlined)}</script>`;
    const styled = withPageHead(await inlineStyles(template, hints.stylesheets), headFor(url.pathname, account, known, contentPage?.title, releasedRoutes));
    // Replaced through functions: a replacement string reads '$&', '$$' and "$'" as patterns, and an
    // admin's page text may hold them.
    const html = withLanguageAttribute(mainScriptInLanguage(styled, shellFiles, language), language).replace('</head>', () => `${headAdditions(registry, hints, snapshot, releasedRoutes)}</head>`).replace('<div id="root"></div>', () => root);
    return sendHtml(request, reply, html);
  }
}

/** `<html lang="…">` in the page's language, so screen readers and fonts read the script right. */
function withLanguageAttribute(html: string, language: Language): string {
  return html.replace(/<html\b([^>]*)>/, (_tag, attributes: string) => `<html${attributes.replace(/\s+lang="[^"]*"/, '')} lang="${language}">`);
}
