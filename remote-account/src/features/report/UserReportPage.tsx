import { useHost } from '@servenear/shared/host';
import { ReportForm } from '@servenear/shared/report';
import { AccountLayout } from '../../components/account-layout/AccountLayout';
import { reportTexts } from './texts';

/** '/user-report': the Report & Queries form beside the account sidebar, sent as the signed-in customer. */
export default function UserReportPage() {
  const { session } = useHost();
  return (
    <AccountLayout title={reportTexts.accountTitle}>
      <ReportForm userId={session?.userId} />
    </AccountLayout>
  );
}
