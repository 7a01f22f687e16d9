import { PartnerLayout } from '../../components/layout/PartnerLayout';
import { ReportQueryForm } from './ReportQueryForm';
import { reportTexts } from './texts';

/** '/employee-report-query' (partner §2): the public report form inside the partner layout. */
export default function ReportQueryPage() {
  return (
    <PartnerLayout title={reportTexts.title}>
      <ReportQueryForm />
    </PartnerLayout>
  );
}
