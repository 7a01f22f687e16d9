import { useMemo } from 'react';
import DOMPurify from 'dompurify';
import { Loading } from '@servenear/shared/ui';
import { usePageContent } from './usePageContent';
import styles from './ContentPage.module.css';

/** customer §2 '/pages/{slug}' and §8 'Content page': the texts below are the spec's. */
export const contentPageTexts = {
  notFoundTitle: 'Not Found',
  notFoundText: 'Page content not available',
  errorTitle: 'Error',
  errorText: 'Something went wrong',
} as const;

function SafeHtml({ html }: { html: string }) {
  // Page bodies are admin-edited HTML: sanitise in the browser too, whatever the server did.
  const clean = useMemo(() => DOMPurify.sanitize(html, { USE_PROFILES: { html: true } }), [html]);
  return <div className={styles.body} dangerouslySetInnerHTML={{ __html: clean }} />;
}

export function ContentPage({ slug }: { slug: string }) {
  const state = usePageContent(slug);

  if (state.kind === 'loading') return <Loading />;

  if (state.kind === 'loaded') {
    return (
      <article className={styles.page}>
        <h1 className={styles.title}>{state.page.title}</h1>
        <SafeHtml html={state.page.content} />
      </article>
    );
  }

  const notFound = state.kind === 'not-found';
  return (
    <section className={`${styles.page} ${styles.message}`}>
      <h1 className={styles.title}>{notFound ? contentPageTexts.notFoundTitle : contentPageTexts.errorTitle}</h1>
      <p className={styles.lead}>{notFound ? contentPageTexts.notFoundText : contentPageTexts.errorText}</p>
    </section>
  );
}
