/**
 * What the server-side render gets for '@module-federation/enhanced/runtime': the server never
 * loads a remote, so a region renders its reserved skeleton and the browser loads the remote.
 */
export function registerPlugins(): void {}
export function registerRemotes(): void {}
/** Never settles: on the server a remote's page stays its Suspense fallback. */
export function loadRemote(): Promise<never> {
  return new Promise<never>(() => undefined);
}
