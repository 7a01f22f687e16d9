import { createElement, lazy, use, type ComponentType, type LazyExoticComponent } from 'react';
import { currentLanguage, textsLoading, textsReady } from './runtime';

/**
 * Suspends until every text defined so far can be read in the current language: a page whose
 * chunk just arrived has brought new texts, whose catalogue then loads before it draws (in the
 * browser and in the server's render alike), so no English flashes.
 */
export function useTextsReady(): void {
  const language = currentLanguage();
  if (!textsReady(language)) use(textsLoading(language));
}

/**
 * `React.lazy` for a page or widget whose module defines texts: once its chunk has loaded, it is
 * drawn only when its texts can be read in the current language.
 */
export function lazyWithTexts<P extends object>(load: () => Promise<{ default: ComponentType<P> }>): LazyExoticComponent<ComponentType<P>> {
  return lazy(() =>
    load().then(({ default: Component }) => {
      function WithTexts(props: P) {
        useTextsReady();
        return createElement(Component, props);
      }
      WithTexts.displayName = `WithTexts(${Component.displayName ?? Component.name})`;
      return { default: WithTexts };
    }),
  );
}
