import { usePartnerProfile } from '@servenear/shared/partner';
import { ReportForm } from '@servenear/shared/report';
import { PartnerLayout } from '../../components/layout/PartnerLayout';
import { reportTexts } from './texts';

/**
 * '/employee-report-query' (partner §2): the public report form inside the partner layout, sent
 * to POST report/create like any visitor's; name, email and mobile start as the partner's own.
 */
export default function ReportQueryPage() {
  const profile = usePartnerProfile().data;
  return (
    <PartnerLayout title={reportTexts.title}>
      <ReportForm contact={profile} />
    </PartnerLayout>
  );
}
