import { rspack, type Compiler } from '@rspack/core';
import type { RouteClaim } from '../../shared/src/routes/releasedRoutes.ts';
import { ROUTE_CLAIMS_FILE, routeAccessKinds, SHELL_ROUTING_FILE, type ShellRouting } from '../../shared/src/routes/routeClaims.ts';

const PLUGIN_NAME = 'RouteClaimsPlugin';

/**
 * Decision 0058, at build time. A remote that owns routes outside the route table writes them into
 * its build as `routes.json` (published and versioned with it); the shell writes which access
 * rules it can enforce, so a release is refused when the live shell could not serve its routes.
 */
export class RouteClaimsPlugin {
  constructor(private readonly content: { routes: RouteClaim[] } | ShellRouting, private readonly file: string) {}

  static forShell(): RouteClaimsPlugin {
    return new RouteClaimsPlugin({ releasedRoutes: true, accessKinds: [...routeAccessKinds] }, SHELL_ROUTING_FILE);
  }

  static forRemote(routes: RouteClaim[]): RouteClaimsPlugin {
    return new RouteClaimsPlugin({ routes }, ROUTE_CLAIMS_FILE);
  }

  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap(PLUGIN_NAME, (compilation) => {
      compilation.hooks.processAssets.tap({ name: PLUGIN_NAME, stage: rspack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        compilation.emitAsset(this.file, new rspack.sources.RawSource(`${JSON.stringify(this.content, null, 2)}\n`));
      });
    });
  }
}
