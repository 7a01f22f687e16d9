import { useEffect, useState } from 'react';
import { ApiError, pagesApi, type PageContent } from '@servenear/shared/api';

export type PageContentState =
  | { kind: 'loading' }
  | { kind: 'loaded'; page: PageContent }
  | { kind: 'not-found' }
  | { kind: 'failed' };

/** Loads one content page; a reply for a slug the user has already left is dropped. */
export function usePageContent(slug: string): PageContentState {
  const [state, setState] = useState<PageContentState>({ kind: 'loading' });

  useEffect(() => {
    const controller = new AbortController();
    setState({ kind: 'loading' });
    pagesApi.getPage(slug, { signal: controller.signal }).then(
      (page) => {
        if (!controller.signal.aborted) setState({ kind: 'loaded', page });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setState(error instanceof ApiError && error.status === 404 ? { kind: 'not-found' } : { kind: 'failed' });
      },
    );
    return () => controller.abort();
  }, [slug]);

  return state;
}
