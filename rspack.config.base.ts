/**
 * The one build factory every app uses (docs/architecture.md). Each app's rspack.config.ts calls
 * createConfig with its name and role; everything else — TS/TSX through swc, CSS Modules,
 * hashed names, minification, the shared modules (scripts/federation/sharedModules.ts) and the
 * manifest — is decided here, so the shell and the remotes can never disagree on what they share.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { rspack, type Configuration, type Module } from '@rspack/core';
import type { RouteClaim } from './shared/src/routes/releasedRoutes.ts';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { FEDERATION_LIBRARY_GLOBALS, federationLibraryAliases } from './scripts/federation/federationRuntime.ts';
import { RouteChunksPlugin } from './scripts/federation/routeChunks.ts';
import { RouteClaimsPlugin } from './scripts/federation/routeClaims.ts';
import { StableManifestPlugin } from './scripts/federation/stableManifest.ts';
import { PathIndependentBuildPlugin } from './scripts/federation/pathIndependentBuild.ts';
import { sharedModules } from './scripts/federation/sharedModules.ts';
import { TextsVariantsPlugin } from './scripts/i18n/textsVariantsPlugin.ts';
import { ContractsPlugin } from './scripts/contracts/contractsPlugin.ts';

export type AppRole = 'host' | 'remote';

export interface AppOptions {
  /** Folder of the app (its rspack.config.ts passes import.meta.dirname or __dirname). */
  dir: string;
  /** Module Federation container name, e.g. 'remote_account'. */
  name: string;
  role: AppRole;
  /** Dev-server port for `npm run dev`. */
  port: number;
  exposes?: Record<string, string>;
  /** The routes a remote outside the route table owns (decision 0058), written into its build as routes.json. */
  routeClaims?: RouteClaim[];
}

const rootDir = path.dirname(new URL(import.meta.url).pathname);

const notConsumeShared = (module: Module) => module.type !== 'consume-shared-module';

/** The shell's areas whose code loads after the first paint: their catalogues load with them. */
const LATER_SHELL_AREAS = ['location/savedAddresses', 'notifications'];

/**
 * Issue 41 (decision 0064), the dev build's: the Hindi or Tamil catalogues of one part of the code
 * share a chunk per language (a production build loads none: it writes each language's texts into
 * files of their own, decision 0067), so a page loads a few catalogue files rather than one per texts file (each its
 * own request, gzip header and chunk-map entry): a remote's feature, a remote's common parts
 * (components, ui, app), a shared area (a schema file on its own: forms load few of them), the
 * shell. Named from the path inside the repository, so every checkout builds the same chunks.
 */
function catalogueChunkName(module: Module): string | undefined {
  const file = path.relative(rootDir, module.nameForCondition() ?? '').split(path.sep).join('/');
  const match = /^(.+)\.(hi|ta)\.json$/.exec(file);
  if (!match) return undefined;
  const [, source, language] = match;
  const parts = source!.split('/');
  // The shell's areas that load later (the saved addresses, the bell's popup) keep theirs apart:
  // with the rest they weighed 1.1 KB gzip on every Hindi page.
  if (parts[0] === 'shell') {
    const later = LATER_SHELL_AREAS.find((area) => source!.startsWith(`shell/src/${area}/`));
    return `texts-${language}-shell${later ? `-${path.posix.basename(later)}` : ''}`;
  }
  if (parts[0] === 'shared') return `texts-${language}-shared-${parts[2] === 'schemas' ? `schemas-${parts[3]}` : parts[2]}`;
  const app = parts[0]!.replace(/^remote-/, '');
  return `texts-${language}-${app}-${parts[2] === 'features' ? parts[3] : 'common'}`;
}

/**
 * Issue 41, decision 0067: a production browser build writes each page's texts in one language per
 * file (scripts/i18n/textsVariantsPlugin.ts). Runs before swc, on the TypeScript source.
 */
const textsRule = {
  test: /\.tsx?$/,
  exclude: /node_modules/,
  loader: path.join(rootDir, 'scripts/i18n/textsLoader.mjs'),
  options: { root: rootDir },
};

/** A remote build's folder holding its server render; published with it, never served. */
export const SSR_FOLDER = 'ssr';

export function createConfig(options: AppOptions, env: { mode?: string } = {}): Configuration {
  const production = (env.mode ?? process.env.NODE_ENV) !== 'development';
  const isHost = options.role === 'host';
  const outDir = path.join(options.dir, 'dist');

  return {
    // Named, so one build can pick it alone (`--config-name browser`) beside the server render's 'ssr'.
    name: 'browser',
    mode: production ? 'production' : 'development',
    context: options.dir,
    // The bundler's own runtime and minifier output match the code's ES2020 (see swc below).
    target: ['web', 'es2020'],
    // A remote's production build is only its container (remoteEntry.js and chunks); its
    // `main` entry is the standalone dev page that renders ./App inside the test host.
    entry: isHost ? { main: './src/index.ts' } : production ? {} : { main: './src/dev.tsx' },
    // Production maps stay beside the build for ops (and in each release folder) but no file
    // points at them and the server never serves them.
    devtool: production ? 'hidden-source-map' : 'eval-cheap-module-source-map',
    output: {
      path: outDir,
      // A remote's server render is built beside it, into dist/ssr (createSsrConfig). `keep` is a
      // path, not a function: rspack calls a function back for the folder itself and then for
      // each file as the build ends, so files of earlier builds stayed (and went into the release).
      clean: isHost ? true : { keep: path.join(outDir, SSR_FOLDER) },
      // The shell is always served from the site root (deep links need absolute script
      // paths); a remote is served from whichever releases/<remote>/<version>/ folder the
      // registry points at, so it works its base out at run time.
      publicPath: isHost ? '/' : 'auto',
      // The shell's files carry their content's hash: it is served from the site root, cached
      // for a year. A remote's do not need one: a release is served from its own immutable folder,
      // releases/<remote>/<version>/, the version hashed over every file (scripts/remotes/publish.ts),
      // and each hash was ten more bytes per chunk in the remote's chunk map, on every page
      // (issue 41: 70 catalogue chunks in remote-partner).
      filename: production && isHost ? '[name].[contenthash:10].js' : '[name].js',
      chunkFilename: production && isHost ? '[name].[contenthash:10].js' : '[name].js',
      cssFilename: production && isHost ? '[name].[contenthash:10].css' : '[name].css',
      cssChunkFilename: production && isHost ? '[name].[contenthash:10].css' : '[name].css',
      assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
      uniqueName: options.name,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.js', '.mjs'],
      extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
      alias: isHost ? federationLibraryAliases(createRequire(import.meta.url).resolve) : {},
    },
    module: {
      // CSS Modules are imported as a default object (styles.card), as types/assets.d.ts says.
      parser: { 'css/auto': { namedExports: false } },
      rules: [
        {
          test: /\.[cm]?tsx?$/,
          exclude: /node_modules/,
          loader: 'builtin:swc-loader',
          options: {
            jsc: {
              // ES2020 runs on every browser still in use on Indian Android phones (Chrome 80+,
              // Safari 14+) and spares each module the ES5 helpers for destructuring and spread.
              target: 'es2020',
              parser: { syntax: 'typescript', tsx: true },
              transform: { react: { runtime: 'automatic', development: !production } },
            },
          },
          type: 'javascript/auto',
        },
        // `*.module.css` are CSS Modules; plain `.css` (design tokens, library CSS) is global.
        { test: /\.css$/, type: 'css/auto' },
        { test: /\.(png|jpe?g|webp|svg|ico)$/, type: 'asset/resource' },
        ...(production ? [textsRule] : []),
      ],
    },
    optimization: {
      minimize: production,
      // A runtime chunk would break Module Federation's remote containers (docs/architecture.md).
      runtimeChunk: false,
      // Builds do not depend on where the repository is checked out (PathIndependentBuildPlugin,
      // scripts/federation): the federation's modules get ids without the checkout's path,
      // chunks are numbered in module order, and a consume-shared module (a few bytes: which
      // shared module to ask for) stays in each chunk that needs it instead of a chunk of its
      // own, whose place among a page's chunk loads followed the checkout's path.
      chunkIds: 'natural',
      splitChunks: {
        cacheGroups: {
          catalogues: {
            test: (module: Module) => catalogueChunkName(module) !== undefined,
            name: (module: Module) => catalogueChunkName(module),
            chunks: 'async',
            enforce: true,
            priority: 20,
          },
          default: { minChunks: 2, priority: -20, reuseExistingChunk: true, test: notConsumeShared },
          defaultVendors: {
            priority: -10,
            reuseExistingChunk: true,
            test: (module: Module) => notConsumeShared(module) && /[\\/]node_modules[\\/]/.test(module.nameForCondition() ?? ''),
          },
        },
      },
    },
    performance: { hints: false },
    plugins: [
      new ModuleFederationPlugin({
        name: options.name,
        filename: isHost ? undefined : 'remoteEntry.js',
        exposes: options.exposes,
        shared: sharedModules(rootDir),
        manifest: true,
        dts: false,
        shareStrategy: isHost ? 'loaded-first' : undefined,
        runtimePlugins: isHost ? [path.join(options.dir, 'src/federation/yieldBetweenSharesPlugin.ts')] : [],
        // One federation runtime on the page: the shell bundles it and hands it to every remote
        // (docs/architecture.md §3). A remote's production build leaves it out; its dev build
        // keeps its own, so it still runs alone on its standalone dev page.
        // target 'web': the runtime leaves out its Node.js loaders (the server renders the shell
        // with a stand-in runtime, createSsrConfig): −2.4 KB gzip on every page.
        experiments: isHost
          ? { asyncStartup: true, provideExternalRuntime: true, optimization: { target: 'web' } }
          : { asyncStartup: true, externalRuntime: production, optimization: { target: 'web', disableRemote: true, disableSnapshot: true } },
      }),
      // The shell always has a page; a remote gets one only in dev, where it runs alone
      // inside the test host (src/dev.tsx).
      ...(isHost || !production
        ? [
            new rspack.HtmlRspackPlugin({
              template: isHost ? path.join(options.dir, 'src/index.html') : path.join(rootDir, 'scripts/dev-host.html'),
              chunks: ['main'],
            }),
          ]
        : []),
      ...(!isHost && production ? [new rspack.ExternalsPlugin('global', { ...FEDERATION_LIBRARY_GLOBALS })] : []),
      ...(production ? [new RouteChunksPlugin(), new StableManifestPlugin(), new PathIndependentBuildPlugin(rootDir), new TextsVariantsPlugin(rootDir), new ContractsPlugin(rootDir, path.basename(options.dir), options.role)] : []),
      ...(isHost ? [RouteClaimsPlugin.forShell()] : options.routeClaims ? [RouteClaimsPlugin.forRemote(options.routeClaims)] : []),
      new rspack.DefinePlugin({ 'process.env.NODE_ENV': JSON.stringify(production ? 'production' : 'development') }),
    ],
    devServer: {
      port: options.port,
      historyApiFallback: true,
      hot: false,
      headers: { 'Access-Control-Allow-Origin': '*' },
      // xfwd: the API server sees a proxied request as forwarded, so the dev SMS outbox (loopback
      // only) stays closed to other machines that reach this dev server.
      // SERVENEAR_API_URL: a remote's dev server alone against a site already running (`npm start`,
      // the live site on this machine) rather than `npm run dev`'s API server (docs/team-guide.md).
      proxy: [{ context: ['/api', '/remotes.json', '/releases'], target: process.env.SERVENEAR_API_URL ?? 'http://127.0.0.1:8080', xfwd: true }],
    },
    experiments: { css: true },
  } as Configuration;
}

/**
 * An app's server-side render (docs/architecture.md §3), one CommonJS file the server loads:
 * the shell's (src/ssr/render.tsx → dist-ssr/render.cjs) and each remote's page render
 * (src/ssr.tsx → dist/ssr/render.cjs, inside the build so it is published and versioned with
 * the release; the server never serves it). Same loaders, CSS Module names and asset names as
 * the browser build, so the HTML it writes is the markup the browser gets; no federation and
 * nothing external, so the server needs none of the apps' packages.
 */
export function createSsrConfig(options: Pick<AppOptions, 'dir' | 'name'> & { role?: AppRole }): Configuration {
  const isHost = (options.role ?? 'host') === 'host';
  const client = createConfig({ ...options, role: isHost ? 'host' : 'remote', port: 0 }, { mode: 'production' });
  return {
    ...client,
    name: 'ssr',
    target: 'node20',
    entry: { render: isHost ? './src/ssr/render.tsx' : './src/ssr.tsx' },
    devtool: false,
    output: {
      path: isHost ? path.join(options.dir, 'dist-ssr') : path.join(options.dir, 'dist', SSR_FOLDER),
      clean: true,
      filename: '[name].cjs',
      chunkFilename: '[name].cjs',
      // A remote's images are its release's files: the render sets its base when loaded (shared/src/ssr).
      publicPath: isHost ? '/' : '',
      assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
      // One file: nothing to load lazily on the server.
      asyncChunks: false,
      library: { type: 'commonjs2' },
      uniqueName: options.name,
    },
    resolve: {
      ...client.resolve,
      alias: {
        ...(client.resolve?.alias as Record<string, string>),
        ...(isHost ? { '@module-federation/enhanced/runtime$': path.join(options.dir, 'src/ssr/federationRuntime.ts') } : {}),
      },
    },
    module: {
      ...client.module,
      // The server renders in every language from one file: its texts stay as written, catalogues and all.
      rules: client.module?.rules?.filter((rule) => rule !== textsRule),
      generator: { 'css/auto': { exportsOnly: true }, 'asset/resource': { emit: false } },
    },
    optimization: { minimize: false, splitChunks: false },
    plugins: [new rspack.DefinePlugin({ 'process.env.NODE_ENV': JSON.stringify('production') })],
  } as Configuration;
}
