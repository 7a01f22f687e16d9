import { usePageContent } from '@servenear/shared/api';
import { SanitisedHtml } from '@servenear/shared/content';
import { QueryState } from '@servenear/shared/ui';
import { PartnerLayout } from '../../components/layout/PartnerLayout';
import { privacyTexts } from './texts';
import styles from './PrivacyPolicyPage.module.css';

/** The same privacy-policy content page the customer's /privacy-policy reads (GET pages/privacy-policy). */
const privacySlug = 'privacy-policy';

/** '/employee-privacy-policy' (partner §2): the privacy policy inside the partner layout; its title is the layout's heading. */
export default function PrivacyPolicyPage() {
  const query = usePageContent(privacySlug);
  return (
    <PartnerLayout title={query.data?.title || privacyTexts.title}>
      <QueryState query={query} notFound={<p className={styles.lead}>{privacyTexts.notFound}</p>} failedText={privacyTexts.failed}>
        {(page) => <SanitisedHtml as="article" html={page.content} className={styles.page} />}
      </QueryState>
    </PartnerLayout>
  );
}
