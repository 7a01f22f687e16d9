import { screen, within } from '@testing-library/react';
import { fakeApi, ok } from '@servenear/shared/testing';
import { indianDate } from '@servenear/shared/domain';
import { profileReply } from '../../test/profiles';
import { partnerSession, renderPage } from '../../test/renderPage';
import { monthChoices, monthLabel } from './months';

/** Issue 38: under the earnings, the month's statement and commission invoices, and the year for tax. */
const today = indianDate(new Date());
const [thisMonth] = monthChoices(today).map((choice) => choice.value) as [string];

const summary = {
  year: '2026-27',
  gross: 640_000,
  gst_paid_by_platform: 30_476,
  taxable_value: 609_524,
  commission: 91_429,
  gst_on_commission: 16_457,
  tds: 610,
  net_earned: 501_028,
  paid_out: 140_915,
  jobs: 5,
  months: [],
  pdf_url: '/api/employee/tax-summary/2026-27/pdf',
};
const commissionInvoice = {
  number: 'SN2627P0000001',
  kind: 'commission',
  issued_at: '2026-11-20T06:00:00.000Z',
  booking_id: 17,
  line_id: 41,
  description: 'Platform commission on Electrician (SN-000017)',
  total: 30_343,
  tax: 4_629,
  pdf_url: '/api/employee/tax-invoices/SN2627P0000001/pdf',
};

function renderEarnings(invoices: object[]) {
  fakeApi({
    'GET employee/userprofile': profileReply(),
    [`GET employee/earning-data?month=${thisMonth}`]: ok({ month: thisMonth, rows: [], totals: { count: 0, amount: 0, paid_amount: 0 } }),
    [`GET employee/tax-invoices?month=${thisMonth}`]: ok(invoices),
    'GET employee/tax-summary': ok(summary),
  });
  return renderPage('/employee-earnings', { session: partnerSession });
}

describe('statements and tax on the earnings page', () => {
  it('links the month’s statement and its commission invoices as PDFs, and sums the financial year', async () => {
    renderEarnings([commissionInvoice]);
    const section = await screen.findByRole('region', { name: 'Statements and tax' });
    expect(within(section).getByRole('link', { name: `Statement for ${monthLabel(thisMonth)} (PDF)` })).toHaveAttribute('href', `/api/employee/statements/${thisMonth}/pdf`);
    const invoice = await within(section).findByRole('link', { name: 'Invoice SN2627P0000001 (PDF)' });
    expect(invoice).toHaveAttribute('href', '/api/employee/tax-invoices/SN2627P0000001/pdf');
    expect(invoice.closest('li')).toHaveTextContent('20 Nov 2026 · Platform commission on Electrician (SN-000017) · ₹303.43');
    expect(await within(section).findByText('Financial year 2026-27 so far')).toBeInTheDocument();
    const figures = within(section).getByText('Net earned').closest('dl')!;
    expect(figures).toHaveTextContent('Net earned₹5,010.28Commission with GST₹1,078.86Tax deducted (TDS, 194-O)₹6.10Paid to your bank₹1,409.15');
    expect(within(section).getByRole('link', { name: 'Tax summary 2026-27 (PDF)' })).toHaveAttribute('href', '/api/employee/tax-summary/2026-27/pdf');
  });

  it('says when a month has no commission invoices', async () => {
    renderEarnings([]);
    const section = await screen.findByRole('region', { name: 'Statements and tax' });
    expect(await within(section).findByText('No commission invoices this month.')).toBeInTheDocument();
  });
});
