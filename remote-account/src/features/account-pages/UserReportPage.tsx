import { ReportForm } from '../report/ReportForm';
import { AccountLayout } from '../account-layout/AccountLayout';

/** '/user-report': the Report & Queries form beside the account sidebar, sent as the signed-in customer. */
export default function UserReportPage() {
  return (
    <AccountLayout title="Report & Queries">
      <ReportForm />
    </AccountLayout>
  );
}
