import { useSyncExternalStore } from 'react';
import { currentLanguage, type Language } from '@servenear/shared/i18n';
import { getLanguage, subscribeLanguage } from './tabLanguage';

/**
 * The tab's language, drawing again when someone switches it. On the server, the language the
 * page is being drawn in (the render runs inside `withLanguage`).
 */
export function useTabLanguage(): Language {
  return useSyncExternalStore(subscribeLanguage, getLanguage, currentLanguage);
}
