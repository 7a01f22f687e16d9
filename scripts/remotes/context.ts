import path from 'node:path';
import { currentOperator } from '../../server/src/modules/releases/audit';
import type { ReleaseContext } from '../../server/src/modules/releases/registry';

/** Where the release commands act: RELEASES_DIR (default <repo>/releases), SHELL_DIR (the live shell's build), SERVENEAR_OPERATOR (who, for the audit log). */
export function releaseContext(): ReleaseContext {
  const repoRoot = path.resolve(__dirname, '..', '..');
  return {
    repoRoot,
    releasesDir: path.resolve(process.env.RELEASES_DIR ?? path.join(repoRoot, 'releases')),
    shellDir: process.env.SHELL_DIR ? path.resolve(process.env.SHELL_DIR) : undefined,
    operator: currentOperator(),
  };
}
