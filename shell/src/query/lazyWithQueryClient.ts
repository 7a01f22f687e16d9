import { lazy, type ComponentType } from 'react';
import { currentLanguage, loadTexts } from '@servenear/shared/i18n';
import { loadQueryClient, logQueryClientFailure } from './queryRuntime';

/**
 * A part of the shell that reads through the page's QueryClient (the header's cart count, the
 * bell), loaded with the client. If either fails to load, the part stays its plain `fallback` for
 * this page view rather than taking the page down: the header still works, without the live figure.
 * Its texts are loaded with it in the page's language (issue 41); should a catalogue fail, the
 * part is drawn all the same, a missing text in English.
 */
export function lazyWithQueryClient<Props extends object>(load: () => Promise<{ default: ComponentType<Props> }>, fallback: ComponentType<Props>) {
  return lazy(() => {
    // The server render draws the fallback and leaves the part to the browser (src/ssr/render.tsx).
    if (typeof window === 'undefined') return new Promise<never>(() => undefined);
    return Promise.all([load(), loadQueryClient()]).then(
      ([module]) => {
        const drawn = () => module;
        return loadTexts(currentLanguage()).then(drawn, drawn);
      },
      (error: unknown) => {
        logQueryClientFailure(error);
        return { default: fallback };
      },
    );
  });
}
