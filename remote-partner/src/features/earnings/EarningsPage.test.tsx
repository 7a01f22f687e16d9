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

const earnings = (month: string | null, rows: object[], totals = { count: rows.length, amount: 0, paid_amount: 0 }) => ok({ month, rows, totals });

const invoice = ok({
  ...row(),
  partner_name: 'Ravi Kumar',
  service_time: '10:00',
  customer_address: '12 Gandhi Street, Chennai',
  start_date: '2026-11-20',
  start_time: '10:05',
  end_date: '2026-11-20',
  end_time: '18:10',
});

function renderEarnings(routes: Record<string, FakeRoute>, path = '/employee-earnings') {
  const api = fakeApi({ 'GET employee/userprofile': profileReply(), ...routes });
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

  it("says not found for a line that is not the partner's own", async () => {
    renderEarnings({ 'GET employee/earning-data/99': failed(404, 'Invoice not found.') }, '/employee-earnings?invoice=99');
    expect(await screen.findByText('Invoice not found.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Print invoice' })).not.toBeInTheDocument();
  });
});
