import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/** Logs every failed remote load (manifest, entry or chunk) with the stage it failed in.
 * It returns nothing, so the runtime still rejects and the region shows its fallback. */
export function remoteErrorLogger(): ModuleFederationRuntimePlugin {
  return {
    name: 'servenear-remote-error-logger',
    errorLoadRemote({ id, error, lifecycle }) {
      console.error(`ServeNear: remote ${id} failed to load (${lifecycle})`, error);
      return undefined;
    },
  };
}
