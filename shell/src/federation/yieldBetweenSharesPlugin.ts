import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { yieldToMain } from '@servenear/shared/scheduling';

/**
 * A federation runtime plugin (the build's `runtimePlugins`): every shared module the shell
 * loads (react, react-dom, the router, our shared areas…) is resolved and its chunk asked for in
 * a task of its own. The runtime otherwise resolves all of them, with their version checks and
 * script tags, in the one task that evaluates the shell's main chunk: 100+ ms on a slow phone.
 */
export default function yieldBetweenShares(): ModuleFederationRuntimePlugin {
  return {
    name: 'servenear-yield-between-shares',
    async beforeLoadShare(args) {
      await yieldToMain();
      return args;
    },
  };
}
