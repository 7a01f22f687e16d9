import { ReportForm } from './ReportForm';
import { AccountLayout } from '../../components/account-layout/AccountLayout';

/** '/user-report': the Report & Queries form beside the account sidebar, sent as the signed-in customer. */
export default function UserReportPage() {
  return (
    <AccountLayout title="Report & Queries">
      <ReportForm />
    </AccountLayout>
  );
}
