import { parseId } from '@servenear/shared/id';
import { useSearchParams } from '@servenear/shared/router';
import { PartnerLayout } from '../../components/layout/PartnerLayout';
import { EarningsView } from './EarningsView';
import { InvoiceView } from './InvoiceView';
import { earningsTexts } from './texts';

/** '?invoice=12' names a line; anything else is no line (the invoice then says not found). */
function invoiceLine(parameter: string | null): number | null {
  if (parameter === null) return null;
  return parseId(parameter) ?? 0;
}

/**
 * '/employee-earnings' (partner §2, §3 'Earnings row'). The spec's route table has no invoice
 * route, so a line's invoice (the row's invoiceUrl, '?invoice=<line>') opens on this route,
 * in place of the table.
 */
export default function EarningsPage() {
  const [parameters] = useSearchParams();
  const lineId = invoiceLine(parameters.get('invoice'));
  return (
    <PartnerLayout title={lineId === null ? earningsTexts.title : earningsTexts.invoice.title}>
      {lineId === null ? <EarningsView /> : <InvoiceView lineId={lineId} />}
    </PartnerLayout>
  );
}
