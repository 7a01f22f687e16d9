import { screen, waitFor, within } from '@testing-library/react';
import { failed, fakeApi, ok, type FakeRoute } from '@servenear/shared/testing';
import { indianDate } from '@servenear/shared/domain';
import { profileReply } from '../../test/profiles';
import { partnerSession, probe, renderPage } from '../../test/renderPage';
import { monthChoices } from './months';

const today = indianDate(new Date());
const [thisMonth, lastMonth] = monthChoices(today).map((choice) => choice.value) as [string, string];

/** GET employee/earning-data's row as the server spells it. */
function row(overrides: Record<string, unknown> = {}) {
  return {
    id: 41,
    service_name: 'Electrician',
    image_url: null,
    service_date: '2026-11-20',
    day_hours: 8,
    work_type: 'hour',
    invoiceUrl: '/employee-earnings?invoice=41',
    payment_status: 'paid',
    payment_amount: 2500,
    completed_status: 1,
    completed_date: '2026-11-20',
    customer_name: 'Asha Verma',
    booking_reference: 'SN-000017',
    ...overrides,
  };
}

const earnings = (month: string | null, rows: object[], totals: object = { count: rows.length, amount: 0, paid_amount: 0 }) => ok({ month, rows, totals });

/** Issue 38: a settled row's money as the server spells it, in paise: ₹1,800 paid, 15 % commission, its 18 % GST, 0.1 % TDS. */
function settlement(overrides: Record<string, unknown> = {}) {
  return {
    gross: 180000,
    service_gst: 0,
    commission: 27000,
    commission_gst: 4860,
    tds: 180,
    net: 147960,
    status: 'paid',
    available_on: '2026-12-07',
    paid_on: '2026-12-08',
    bank_reference: 'UTR123456789012',
    ...overrides,
  };
}

const invoiceData = {
  ...row(),
  partner_name: 'Ravi Kumar',
  service_time: '10:00',
  customer_address: '12 Gandhi Street, Chennai',
  start_date: '2026-11-20',
  start_time: '10:05',
  end_date: '2026-11-20',
  end_time: '18:10',
};
const invoice = ok(invoiceData);

/** The statements-and-tax section under the table (TaxDocuments.test.tsx) with nothing in it. */
const emptyTaxDocuments: Record<string, FakeRoute> = {
  [`GET employee/tax-invoices?month=${thisMonth}`]: ok([]),
  'GET employee/tax-summary': ok({ year: '2026-27', gross: 0, gst_paid_by_platform: 0, taxable_value: 0, commission: 0, gst_on_commission: 0, tds: 0, net_earned: 0, paid_out: 0, jobs: 0, months: [], pdf_url: '/api/employee/tax-summary/2026-27/pdf' }),
};

function renderEarnings(routes: Record<string, FakeRoute>, path = '/employee-earnings') {
  const api = fakeApi({ 'GET employee/userprofile': profileReply(), ...emptyTaxDocuments, ...routes });
  return { api, ...renderPage('/employee-earnings', { session: partnerSession, path }) };
}

const asked = (api: ReturnType<typeof fakeApi>) => api.requests.filter((request) => request.url.startsWith('employee/earning-data')).map((request) => request.url);

describe('earnings page', () => {
  it("shows this month's lines in partner §2's columns, with their totals", async () => {
    renderEarnings({
      [`GET employee/earning-data?month=${thisMonth}`]: earnings(
        thisMonth,
        [row(), row({ id: 42, service_name: 'Plumber', work_type: 'day', day_hours: 2, payment_status: 'pending', payment_amount: 2000, completed_status: 0, invoiceUrl: '/employee-earnings?invoice=42' })],
        { count: 2, amount: 4500, paid_amount: 2500 },
      ),
    });
    const table = await screen.findByRole('table');
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Service Name', 'Date', 'Working Duration', 'Invoice', 'Status', 'Amount']);
    const [, first, second] = within(table).getAllByRole('row') as [HTMLElement, HTMLElement, HTMLElement];
    expect(within(first).getAllByRole('cell').map((cell) => cell.textContent)).toEqual([
      'ElectricianSN-000017 · Asha Verma',
      '20 Nov 2026',
      '8 hours',
      'View invoice',
      'PaidCompleted',
      '₹2,500',
    ]);
    expect(within(second).getByText('2 days')).toBeInTheDocument();
    expect(within(second).getByText('Payment pending')).toBeInTheDocument();
    expect(within(second).getByText('Need to Approve')).toBeInTheDocument();

    expect(screen.getByLabelText('Totals').textContent).toBe('Jobs2Total earned₹4,500Paid₹2,500');
    expect(screen.getByRole('combobox', { name: 'Month' })).toHaveDisplayValue('This month');
  });

  it('asks the server again for the month chosen, and for every month', async () => {
    const { api, user } = renderEarnings({
      [`GET employee/earning-data?month=${thisMonth}`]: earnings(thisMonth, [row()]),
      [`GET employee/earning-data?month=${lastMonth}`]: earnings(lastMonth, [row({ id: 7, service_name: 'Carpenter' })]),
      'GET employee/earning-data': earnings(null, [row(), row({ id: 7, service_name: 'Carpenter' })]),
    });
    await screen.findByText('Electrician');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Month' }), lastMonth);
    expect(await screen.findByText('Carpenter')).toBeInTheDocument();
    expect(screen.queryByText('Electrician')).not.toBeInTheDocument();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Month' }), 'all');
    await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(3));
    expect(asked(api)).toEqual([`employee/earning-data?month=${thisMonth}`, `employee/earning-data?month=${lastMonth}`, 'employee/earning-data']);
  });

  it('says so when the month has no completed work', async () => {
    renderEarnings({ [`GET employee/earning-data?month=${thisMonth}`]: earnings(thisMonth, []) });
    expect(await screen.findByText('No data...')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('offers Retry when the earnings could not be read', async () => {
    renderEarnings({ [`GET employee/earning-data?month=${thisMonth}`]: failed(500, 'Server error') });
    expect(await screen.findByText('Failed to fetch data.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it("links each line to its invoice, which shows both names, the service, dates, amount and reference and prints", async () => {
    const print = jest.spyOn(window, 'print').mockImplementation(() => undefined);
    const { user } = renderEarnings({
      [`GET employee/earning-data?month=${thisMonth}`]: earnings(thisMonth, [row()]),
      'GET employee/earning-data/41': invoice,
    });
    const link = await screen.findByRole('link', { name: 'View invoice' });
    expect(link).toHaveAttribute('href', '/employee-earnings?invoice=41');
    await user.click(link);

    const paper = await screen.findByRole('article', { name: 'Invoice' });
    for (const text of ['Ravi Kumar', 'Asha Verma', '12 Gandhi Street, Chennai', 'Electrician', 'SN-000017', 'SN-000017/41', '20 Nov 2026, 10:05 AM', '20 Nov 2026, 6:10 PM', '₹2,500', 'Paid']) {
      expect(within(paper).getByText(text)).toBeInTheDocument();
    }
    expect(within(paper).queryByText('Refunded after a dispute')).not.toBeInTheDocument();
    // Issue 37: the booked slot and its duration, then the real time on the job instead of the booked duration.
    expect(within(paper).getByText('20 Nov 2026, 10:00 AM · 8 hours')).toBeInTheDocument();
    expect(within(paper).getByText('Time on the job').nextElementSibling).toHaveTextContent('8 h 5 min');
    await user.click(screen.getByRole('button', { name: 'Print invoice' }));
    expect(print).toHaveBeenCalledTimes(1);

    await user.click(screen.getByRole('link', { name: 'Back to earnings' }));
    expect(await screen.findByRole('table')).toBeInTheDocument();
    expect(probe()).toMatch(/^\/employee-earnings\|/);
    print.mockRestore();
  });

  describe('issue 38: what a settled job leaves the partner, and where it is', () => {
    const cells = (row: HTMLElement) => within(row).getAllByRole('cell').map((cell) => cell.textContent);

    it('shows a paid-out job as what the customer paid, each deduction, what he gets, the day it reached his bank and its reference', async () => {
      renderEarnings({
        [`GET employee/earning-data?month=${thisMonth}`]: earnings(thisMonth, [row({ payment_amount: 1800, settlement: settlement() })]),
      });
      const table = await screen.findByRole('table');
      const [, job] = within(table).getAllByRole('row') as [HTMLElement, HTMLElement];
      expect(cells(job)).toEqual([
        'ElectricianSN-000017 · Asha Verma',
        '20 Nov 2026',
        '8 hours',
        'View invoice',
        'Paid on 8 Dec 2026Bank ref. UTR123456789012',
        'Customer paid₹1,800Commission₹270GST on commission₹48.60TDS₹1.80You get₹1,479.60',
      ]);
      expect(within(job).getByText('You get').nextElementSibling).toHaveTextContent('₹1,479.60');
      // Without GST on the work (serviceGst 0) there is no such line; the customer's payment is no longer a "Paid" badge.
      expect(within(job).queryByText('GST on the work')).not.toBeInTheDocument();
      expect(within(job).queryByText('Paid')).not.toBeInTheDocument();
      expect(within(job).getByRole('link', { name: 'View invoice' })).toHaveAttribute('href', '/employee-earnings?invoice=41');
    });

    it('shows the GST on the work when the platform pays it, and a job on hold until the day it may be paid out', async () => {
      renderEarnings({
        [`GET employee/earning-data?month=${thisMonth}`]: earnings(thisMonth, [
          row({
            service_name: 'House cleaning',
            payment_amount: 1050,
            settlement: settlement({ gross: 105000, service_gst: 5000, commission: 15000, commission_gst: 2700, tds: 100, net: 82200, status: 'pending', paid_on: null, bank_reference: null }),
          }),
        ]),
      });
      const table = await screen.findByRole('table');
      const [, job] = within(table).getAllByRole('row') as [HTMLElement, HTMLElement];
      expect(cells(job).slice(4)).toEqual([
        'On hold until 7 Dec 2026',
        'Customer paid₹1,050Commission₹150GST on commission₹27GST on the work₹50TDS₹1You get₹822',
      ]);
      expect(within(job).queryByText(/Bank ref\./)).not.toBeInTheDocument();
    });

    it('names the payout states in plain words', async () => {
      renderEarnings({
        [`GET employee/earning-data?month=${thisMonth}`]: earnings(thisMonth, [
          row({ settlement: settlement({ status: 'available', paid_on: null, bank_reference: null }) }),
          row({ id: 43, settlement: settlement({ status: 'in_payout', paid_on: null, bank_reference: null }) }),
        ]),
      });
      expect(await screen.findByText('In the next payout')).toBeInTheDocument();
      expect(screen.getByText('Being paid out')).toBeInTheDocument();
    });

    it('keeps the payment and approval of a job not settled yet, and says nothing of what he gets', async () => {
      renderEarnings({
        [`GET employee/earning-data?month=${thisMonth}`]: earnings(
          thisMonth,
          [row({ settlement: settlement() }), row({ id: 42, service_name: 'Plumber', payment_status: 'pending', payment_amount: 2000, completed_status: 0 })],
          { count: 2, amount: 3800, paid_amount: 1800, net_earned: 147960, paid_out: 147960, to_be_paid: 0 },
        ),
      });
      const table = await screen.findByRole('table');
      const [, , unsettled] = within(table).getAllByRole('row') as [HTMLElement, HTMLElement, HTMLElement];
      expect(cells(unsettled).slice(4)).toEqual(['Payment pendingNeed to Approve', '₹2,000']);
      expect(within(unsettled).queryByText('You get')).not.toBeInTheDocument();
      expect(screen.getAllByText('You get')).toHaveLength(1);
    });

    it("totals the partner's net, what reached his bank and what is still to be paid, not the unpaid bookings", async () => {
      renderEarnings({
        [`GET employee/earning-data?month=${thisMonth}`]: earnings(
          thisMonth,
          [row({ settlement: settlement() }), row({ id: 42, settlement: settlement({ gross: 105000, service_gst: 5000, commission: 15000, commission_gst: 2700, tds: 100, net: 82200, status: 'pending', paid_on: null, bank_reference: null }) }), row({ id: 43, payment_status: 'pending', completed_status: 0 })],
          { count: 3, amount: 5350, paid_amount: 2850, net_earned: 230160, paid_out: 147960, to_be_paid: 82200 },
        ),
      });
      expect((await screen.findByLabelText('Totals')).textContent).toBe('Jobs3You earned₹2,301.60Paid to your bank₹1,479.60To be paid₹822');
      expect(screen.queryByText('Total earned')).not.toBeInTheDocument();
      expect(screen.getByText('Only jobs the customer has paid for and that are approved count here.')).toBeInTheDocument();
    });

    it('says a line a dispute settled with a part refund was partly refunded, beside the money of what is left', async () => {
      // ₹1,800 of work, ₹500 given back after the customer declined it: settled on ₹1,300.
      const rest = settlement({ gross: 130000, commission: 19500, commission_gst: 3510, tds: 130, net: 106860, status: 'pending', paid_on: null, bank_reference: null });
      renderEarnings({
        [`GET employee/earning-data?month=${thisMonth}`]: earnings(thisMonth, [
          row({ payment_amount: 1800, dispute_refund: 500, settlement: rest }),
          row({ id: 42, service_name: 'Plumber', payment_status: 'pending', payment_amount: 900, dispute_refund: 300 }),
          row({ id: 43, service_name: 'Carpenter', settlement: settlement() }),
        ]),
      });
      const table = await screen.findByRole('table');
      const [, refunded, unpaid, undisputed] = within(table).getAllByRole('row') as [HTMLElement, HTMLElement, HTMLElement, HTMLElement];
      expect(cells(refunded).slice(4)).toEqual([
        'On hold until 7 Dec 2026Customer partly refunded ₹500 after a dispute',
        'Customer paid₹1,300Commission₹195GST on commission₹35.10TDS₹1.30You get₹1,068.60',
      ]);
      // Not paid yet: the reduction is said beside the payment, and nothing is left to approve.
      expect(cells(unpaid)[4]).toBe('Payment pendingCompletedCustomer partly refunded ₹300 after a dispute');
      expect(within(undisputed).queryByText(/partly refunded/)).not.toBeInTheDocument();
    });

    it('keeps the totals as they were from a server that sends no net totals', async () => {
      renderEarnings({
        [`GET employee/earning-data?month=${thisMonth}`]: earnings(thisMonth, [row()], { count: 1, amount: 2500, paid_amount: 2500 }),
      });
      expect((await screen.findByLabelText('Totals')).textContent).toBe('Jobs1Total earned₹2,500Paid₹2,500');
      expect(screen.queryByText('You earned')).not.toBeInTheDocument();
      expect(screen.queryByText(/Only jobs the customer/)).not.toBeInTheDocument();
    });
  });

  it('shows on the invoice what a dispute refunded of the price (issue 38)', async () => {
    renderEarnings({ 'GET employee/earning-data/41': ok({ ...invoiceData, dispute_refund: 500 }) }, '/employee-earnings?invoice=41');
    const paper = await screen.findByRole('article', { name: 'Invoice' });
    expect(within(paper).getByText('Refunded after a dispute').nextElementSibling).toHaveTextContent('₹500');
  });

  it("says not found for a line that is not the partner's own", async () => {
    renderEarnings({ 'GET employee/earning-data/99': failed(404, 'Invoice not found.') }, '/employee-earnings?invoice=99');
    expect(await screen.findByText('Invoice not found.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Print invoice' })).not.toBeInTheDocument();
  });
});
