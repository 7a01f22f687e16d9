import type { SearchMatch } from '@servenear/shared/api';
import { serviceListUrl } from '../../components/urls';

/**
 * customer §2 'Search': where Enter goes for a completed lookup, the service list of the
 * best (first) match when both its category and subcategory are known; otherwise nowhere.
 */
export function searchTarget(matches: readonly SearchMatch[]): string | null {
  const best = matches[0];
  if (!best || best.categoryId === null || best.subcategoryId === null) return null;
  return serviceListUrl(best.categoryId, best.subcategoryId);
}
