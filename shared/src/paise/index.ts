/**
 * @servenear/shared/paise (issue 38): amounts the ledger keeps in paise, written for people. A
 * subpath of its own, bundled into the chunks that use it (the partner's earnings, the server's
 * texts; scripts/federation/sharedModules.ts), so the first pages, which load the domain area,
 * do not carry it.
 */
import { formatRupees } from '../domain/money';

/**
 * An amount the ledger keeps in paise, as rupees with its paise when it has any
 * (₹1,479.60, ₹822): what a partner's commission, tax and net amounts come to.
 */
export function formatPaise(paise: number): string {
  const whole = Math.trunc(paise / 100);
  const rest = Math.abs(paise % 100);
  const rupees = formatRupees(whole);
  const signed = paise < 0 && whole === 0 ? `-${rupees}` : rupees;
  return rest === 0 ? signed : `${signed}.${String(rest).padStart(2, '0')}`;
}
