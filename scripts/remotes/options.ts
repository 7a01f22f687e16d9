import type { AutoRollback } from '../../server/src/modules/releases/registry';
import { ReleaseError } from '../../server/src/modules/releases/registry';

/** `--auto-rollback 0.2` or `20%`: a failure rate above which a canary ends by itself. */
export function parseAutoRollback(rate: string | undefined, minLoads: number): AutoRollback | null {
  if (rate === undefined) return null;
  const match = rate.trim().match(/^(\d+(?:\.\d+)?)(%?)$/);
  const value = match ? Number(match[1]) / (match[2] ? 100 : 1) : Number.NaN;
  if (!(value > 0 && value < 1)) {
    throw new ReleaseError('--auto-rollback takes a failure rate between 0 and 1 (0.2) or a percentage (20%).');
  }
  return { failureRate: value, minLoads };
}
