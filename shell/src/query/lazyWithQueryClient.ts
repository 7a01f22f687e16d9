import { lazy, type ComponentType } from 'react';
import { loadQueryClient, logQueryClientFailure } from './queryRuntime';

/**
 * A part of the shell that reads through the page's QueryClient (the header's cart count, the
 * bell), loaded with the client. If either fails to load, the part stays its plain `fallback` for
 * this page view rather than taking the page down: the header still works, without the live figure.
 */
export function lazyWithQueryClient<Props extends object>(load: () => Promise<{ default: ComponentType<Props> }>, fallback: ComponentType<Props>) {
  return lazy(() => {
    // The server render draws the fallback and leaves the part to the browser (src/ssr/render.tsx).
    if (typeof window === 'undefined') return new Promise<never>(() => undefined);
    return Promise.all([load(), loadQueryClient()]).then(
      ([module]) => module,
      (error: unknown) => {
        logQueryClientFailure(error);
        return { default: fallback };
      },
    );
  });
}
