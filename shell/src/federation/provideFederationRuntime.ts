/**
 * The shell hands the federation runtime's libraries to every remote (docs/architecture.md §3):
 * remotes are built without them (scripts/federation/federationRuntime.ts) and read these
 * globals when their remoteEntry.js starts. Imported first by the shell's entry, so the globals
 * exist before any remote loads.
 */
import * as errorCodes from '@module-federation/error-codes';
import * as sdk from '@module-federation/sdk';

export const FEDERATION_LIBRARY_GLOBAL_NAMES = {
  '@module-federation/sdk': '__SERVENEAR_MF_SDK__',
  '@module-federation/error-codes': '__SERVENEAR_MF_ERROR_CODES__',
} as const;

Object.assign(globalThis, {
  [FEDERATION_LIBRARY_GLOBAL_NAMES['@module-federation/sdk']]: sdk,
  [FEDERATION_LIBRARY_GLOBAL_NAMES['@module-federation/error-codes']]: errorCodes,
});
