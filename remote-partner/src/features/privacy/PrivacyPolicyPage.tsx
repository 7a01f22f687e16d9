import { useMemo } from 'react';
import DOMPurify from 'dompurify';
import { usePageContent, type PageContent } from '@servenear/shared/api';
import { QueryState } from '@servenear/shared/ui';
import { PartnerLayout } from '../../components/layout/PartnerLayout';
import styles from './PrivacyPolicyPage.module.css';

/** customer §8 'Content page' texts, as the customer's content page shows them. */
export const privacyTexts = {
  title: 'Privacy policy',
  notFound: 'Page content not available',
  failed: 'Something went wrong',
} as const;

/** The same privacy-policy content page the customer's /privacy-policy reads (GET pages/privacy-policy). */
const privacySlug = 'privacy-policy';

/** The page's body; its title is the layout's heading. */
function PolicyBody({ page }: { page: PageContent }) {
  // Page bodies are admin-edited HTML: sanitised in the browser too, as remote-account does.
  const clean = useMemo(() => DOMPurify.sanitize(page.content, { USE_PROFILES: { html: true } }), [page.content]);
  return <article className={`${styles.page} ${styles.body}`} dangerouslySetInnerHTML={{ __html: clean }} />;
}

/** '/employee-privacy-policy' (partner §2): the privacy policy inside the partner layout. */
export default function PrivacyPolicyPage() {
  const query = usePageContent(privacySlug);
  return (
    <PartnerLayout title={query.data?.title || privacyTexts.title}>
      <QueryState query={query} notFound={<p className={styles.lead}>{privacyTexts.notFound}</p>} failedText={privacyTexts.failed}>
        {(page) => <PolicyBody page={page} />}
      </QueryState>
    </PartnerLayout>
  );
}
