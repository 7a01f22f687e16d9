import { useHost } from '@servenear/shared/host';
import { ContentPage } from './ContentPage';
import { AccountLayout } from '../../components/account-layout/AccountLayout';

/**
 * '/privacy-policy': the privacy-policy content page. The route is public (customer §6): a
 * signed-in customer sees it beside the account sidebar, everyone else sees the page alone.
 */
export default function PrivacyPolicyPage() {
  const { session } = useHost();
  if (session?.role !== 'user') return <ContentPage slug="privacy-policy" />;
  return (
    <AccountLayout>
      <ContentPage slug="privacy-policy" />
    </AccountLayout>
  );
}
