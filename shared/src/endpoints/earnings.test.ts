import * as z from 'zod/mini';
import { earningInvoiceEndpoint, earningsEndpoint } from './earnings';

/** GET employee/earning-data's row as the server spells it. */
const row = (overrides: Record<string, unknown> = {}) => ({
  id: 41,
  service_name: 'Electrician',
  image_url: null,
  service_date: '2026-11-20',
  day_hours: 8,
  work_type: 'hour',
  invoiceUrl: '/employee-earnings?invoice=41',
  payment_status: 'paid',
  payment_amount: 1800,
  completed_status: 1,
  completed_date: '2026-11-20',
  customer_name: 'Asha Verma',
  booking_reference: 'SN-000017',
  ...overrides,
});

const settlement = { gross: 130_000, service_gst: 6_190, commission: 18_572, commission_gst: 3_343, tds: 124, net: 101_771, status: 'pending', available_on: '2026-11-27', paid_on: null, bank_reference: null };

const linesOf = (rows: object[]) => earningsEndpoint.toModel(z.parse(earningsEndpoint.reply, { status: 200, data: { month: null, rows, totals: { count: rows.length, amount: 0, paid_amount: 0 } } })).lines;

describe('an earnings line (issue 38: a dispute settled with a part refund)', () => {
  it('reads what the dispute gave back, with the settlement of what is left', () => {
    const [line] = linesOf([row({ dispute_refund: 500, settlement })]);
    expect(line).toMatchObject({ key: 'line-41', amount: 1800, approved: true, disputeRefund: 500, settlement: { gross: 130_000, net: 101_771, status: 'pending', availableOn: '2026-11-27' } });
  });

  it('reads no refund on other rows, and on a reply from a server that sends none', () => {
    expect(linesOf([row(), row({ id: 7, kind: 'move' })]).map((line) => line.disputeRefund)).toEqual([null, null]);
  });

  it('refuses a refund that is not whole rupees', () => {
    expect(() => linesOf([row({ dispute_refund: 12.5 })])).toThrow();
  });

  it('carries it onto the invoice too', () => {
    const invoice = row({ dispute_refund: 500, partner_name: 'Ravi Kumar', service_time: '10:00', customer_address: '12 Gandhi Street, Chennai', start_date: null, start_time: null, end_date: '2026-11-20', end_time: '18:10' });
    expect(earningInvoiceEndpoint.toModel(z.parse(earningInvoiceEndpoint.reply, { status: 200, data: invoice })).disputeRefund).toBe(500);
  });
});
