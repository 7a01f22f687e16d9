// The names of what the shell and the remotes share at run time that both the build
// (scripts/federation/sharedModules.ts) and the publish gate (./gate.ts) must agree on. Here,
// beside the gate, because the server runs the gate too (the ops console's canary of a staged
// build); the build reads them from here.

/**
 * Singletons only remotes use: the shell draws no form, so it neither declares nor provides
 * react-hook-form, and the first remote that needs it provides the one copy. The publish gate
 * asks the shell only for the others.
 */
export const REMOTE_ONLY_SINGLETONS: ReadonlySet<string> = new Set(['react-hook-form']);

export const SHARED_PACKAGE = '@servenear/shared';
export const HOST_CONTRACT_MODULE = `${SHARED_PACKAGE}/host`;
/** The router every app imports (shared/src/router): shared under the host contract's version. */
export const ROUTER_MODULE = `${SHARED_PACKAGE}/router`;
/** TanStack Query as every app imports it (shared/src/query), under the host contract's version too. */
export const QUERY_MODULE = `${SHARED_PACKAGE}/query`;
/** The one i18n runtime (shared/src/i18n, issue 41): the tab's language and every app's catalogues. */
export const I18N_MODULE = `${SHARED_PACKAGE}/i18n`;
/** The modules of ours shared as singletons, under the host contract's version. */
export const HOST_CONTRACT_MODULES: ReadonlySet<string> = new Set([HOST_CONTRACT_MODULE, ROUTER_MODULE, QUERY_MODULE, I18N_MODULE]);
