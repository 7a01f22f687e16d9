/**
 * One Module Federation runtime on the page (docs/architecture.md §3). The shell bundles the
 * runtime and hands its libraries to every remote through globals; a remote's production
 * build leaves them out, so its remoteEntry.js carries only its own container and share
 * tables. Module Federation's own `externalRuntime` covers runtime-core; the SDK and the error
 * codes are stateless libraries the runtime's other parts require, provided the same way.
 * The shell sets these globals in shell/src/federation/provideFederationRuntime.ts, whose test
 * checks the names agree with this file. A remote's production build reads them with
 * `new rspack.ExternalsPlugin('global', FEDERATION_LIBRARY_GLOBALS)` (rspack.config.base.ts).
 */
export const FEDERATION_LIBRARY_GLOBALS = {
  '@module-federation/sdk': '__SERVENEAR_MF_SDK__',
  '@module-federation/error-codes': '__SERVENEAR_MF_ERROR_CODES__',
} as const;

/**
 * The shell's side: its own source imports the libraries' CommonJS builds, the copies its
 * federation runtime already bundles, so providing them costs no second copy.
 */
export function federationLibraryAliases(resolve: (request: string) => string): Record<string, string> {
  return Object.fromEntries(Object.keys(FEDERATION_LIBRARY_GLOBALS).map((request) => [`${request}$`, resolve(request)]));
}
