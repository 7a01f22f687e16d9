import type { ReactNode } from 'react';
import { usePageContent, type PageContent } from '@servenear/shared/api';
import { SanitisedHtml } from '@servenear/shared/content';
import { ContentArticle } from '@servenear/shared/content-article';
import { QueryState, RetryButton } from '@servenear/shared/ui';
import { contentPageTexts } from './texts';
import styles from './ContentPage.module.css';

/** The shell draws the same article from the server's HTML before this remote loads (ContentPreview). */
function Article({ page }: { page: PageContent }) {
  return (
    <ContentArticle title={page.title}>
      <SanitisedHtml html={page.content} />
    </ContentArticle>
  );
}

function Message({ title, children }: { title: string; children: ReactNode }) {
  return (
    <ContentArticle as="section" title={title} className={styles.message}>
      {children}
    </ContentArticle>
  );
}

export function ContentPage({ slug }: { slug: string }) {
  return (
    <QueryState
      query={usePageContent(slug)}
      notFound={
        <Message title={contentPageTexts.notFoundTitle}>
          <p className={styles.lead}>{contentPageTexts.notFoundText}</p>
        </Message>
      }
      // The spec titles a failed read 'Error' (customer §2), with its text and a Retry under it.
      failure={(retry) => (
        <Message title={contentPageTexts.errorTitle}>
          <p className={styles.lead} role="alert">
            {contentPageTexts.errorText}
          </p>
          <RetryButton onRetry={retry} />
        </Message>
      )}
    >
      {(loaded) => <Article page={loaded} />}
    </QueryState>
  );
}
