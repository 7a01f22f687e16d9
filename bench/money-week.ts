// Usage: npx tsx bench/money-week.ts   (npm run bench:money-week)
// Issue 38: "a sample week of money" on a real site. The real server on a free port and a
// throw-away PGlite (bench/lib/site.mjs), driven only through its HTTP API and the ops CLI (in
// process, through the site's API, as e2e/support/adminCli.ts runs it), as customers, the demo
// partner and ops would:
//   1. jobs of the demo partner, each for a new customer: booked for today, allocated by ops,
//      started with the customer's code, completed, paid through the sandbox checkout, approved;
//      most are house-keeping work whose GST the platform pays (section 9(5)), two are not;
//   2. a paid job cancelled by its customer two days ahead (refunded in full through the sandbox),
//      and a paid, completed job declined by its customer and resolved by ops with a part refund;
//   3. until the refunds are processed and every settlement's invoices are issued (the jobs);
//   4. ops propose a payout batch and approve it; until the sandbox RazorpayX has paid it;
//   5. what came of it: each job's split, the refunds, the payout, the partner's tax summary, the
//      ledger's trial balance and the day's reconciliation, as tables and in
//      bench/results/money-week.json; then the checks (the script throws when one fails).
// Not a CI check: it says whether the books of a small week agree, and shows the figures.
import { randomUUID } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { callApi, chennai, demoAccounts, freshCustomer, okApi, tokenOf } from '../e2e/support/customer';
import { dayInIndia } from '../e2e/support/indiaDay';
import { taxProfileOf } from '../server/src/modules/money/taxProfiles';
import { runAdmin } from '../server/src/cli/runAdmin';
import { missingBuild, startServer } from './lib/site.mjs';

const resultsFile = path.join(import.meta.dirname, 'results', 'money-week.json');

/** The seed's subcategory of each service the demo partner offers (server/src/db/seed/catalog). */
const SUBCATEGORY: Record<string, string> = {
  Electrician: 'Home Repairs',
  'Appliance Repair': 'Home Repairs',
  'AC Repair & Service': 'AC & Appliances',
  'Industrial Electrician': 'Machine Maintenance',
};

/** The week's approved jobs: service and hours. Industrial Electrician (Machine Maintenance) has no 9(5) GST. */
const APPROVED_JOBS: { service: string; hours: number }[] = [
  { service: 'Electrician', hours: 2 },
  { service: 'Electrician', hours: 1 },
  { service: 'Electrician', hours: 3 },
  { service: 'Appliance Repair', hours: 2 },
  { service: 'AC Repair & Service', hours: 2 },
  { service: 'Electrician', hours: 4 },
  { service: 'Industrial Electrician', hours: 2 },
  { service: 'Industrial Electrician', hours: 5 },
];
const DISPUTED_JOB = { service: 'Appliance Repair', hours: 3 };
const CANCELLED_JOB = { service: 'Electrician', hours: 2 };
/** Whole rupees ops give back on the disputed job. */
const DISPUTE_REFUND = 250;

/** The server's environment: money available at once, the sandboxes' webhooks a second later. */
const SITE_ENV = {
  // The embedded database (PGlite in the throw-away DATA_DIR), whatever the shell has set.
  DATABASE_URL: '',
  PAYABLE_HOLD_DAYS: '0',
  SANDBOX_PAYOUT_SECONDS: '1',
  SANDBOX_REFUND_SECONDS: '1',
  // New customers confirm their number with the code in the dev outbox, which production refuses.
  NODE_ENV: 'development',
  DEV_OUTBOX: 'true',
  // No batch of the worker's own in the middle of the week (Monday 10:00 India by default).
  PAYOUT_BATCH_WEEKDAY: 'off',
  // Ten sign-ups and their codes from 127.0.0.1 within a minute.
  REGISTRATIONS_PER_HOUR: '1000',
  OTP_SENDS_PER_IP_PER_HOUR: '1000',
  OTP_SENDS_PER_NUMBER_PER_HOUR: '1000',
  LOGINS_PER_15_MIN: '1000',
  LOGINS_PER_IP_PER_15_MIN: '1000',
};

// --- wire shapes read here (shared/src/wire) --------------------------------------------------

interface Settlement {
  gross: number;
  service_gst: number;
  commission: number;
  commission_gst: number;
  tds: number;
  net: number;
  status: string;
  paid_on: string | null;
  bank_reference: string | null;
}
interface EarningRow {
  id: number;
  service_name: string;
  booking_reference: string;
  payment_amount: number;
  dispute_refund?: number;
  settlement?: Settlement;
}
interface Invoice {
  number: string;
  kind: string;
  line_id: number | null;
  total: number;
  tax: number;
}
interface Refund {
  id: number;
  reference: string;
  line_id: number | null;
  reason: string;
  amount: number;
  status: string;
  created_at: string;
  processed_at: string | null;
}
interface Payout {
  id: number;
  partner_id: number;
  partner_name: string;
  amount: number;
  status: string;
  account_ending: string | null;
  utr: string | null;
}
interface Batch {
  id: number;
  status: string;
  payouts: Payout[];
  held: { partner_name: string; amount: number; reason: string }[];
}
interface TrialBalance {
  rows: { account: string; label: string; partner_id: number | null; debit: number; credit: number }[];
  total_debit: number;
  total_credit: number;
}
interface Reconciliation {
  date: string;
  captured: { amount: number; count: number };
  refunded: { amount: number; count: number; open: unknown[] };
  paid_out: { amount: number; count: number; open: unknown[] };
  held: { not_yet_available: number };
  provider: { payments: unknown[]; refunds: unknown[]; payouts: unknown[] };
  mismatches: { kind: string; record: string; provider_id: string; our_record: string | null }[];
}
interface TaxSummary {
  year: string;
  gross: number;
  gst_paid_by_platform: number;
  taxable_value: number;
  commission: number;
  gst_on_commission: number;
  tds: number;
  net_earned: number;
  paid_out: number;
  jobs: number;
}

// --- printing ---------------------------------------------------------------------------------

const rupeeFormat = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
/** Paise as rupees with two decimals, Indian grouping: 1,23,456.78. */
const rs = (paise: number) => rupeeFormat.format(paise / 100);

/** Columns two spaces apart; a column whose header starts with a space is right-aligned. */
function table(header: string[], rows: string[][]): string {
  const all = [header.map((cell) => cell.trim()), ...rows];
  const widths = header.map((_, column) => Math.max(...all.map((row) => row[column]!.length)));
  const right = header.map((cell) => cell.startsWith(' '));
  return all.map((row) => row.map((cell, column) => (right[column] ? cell.padStart(widths[column]!) : cell.padEnd(widths[column]!))).join('  ').trimEnd()).join('\n');
}

const seconds = (from: number) => Math.round((Date.now() - from) / 100) / 10;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until<T>(what: string, timeoutMs: number, probe: () => Promise<T | undefined>): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs / 1000} s`);
    await sleep(500);
  }
}

/** India's day ends within `minutes`: work booked for today could not be started. */
function minutesToIndianMidnight(): number {
  const india = new Date(Date.now() + 330 * 60_000);
  return 24 * 60 - (india.getUTCHours() * 60 + india.getUTCMinutes());
}

// --- the week ---------------------------------------------------------------------------------

async function main() {
  const missing = missingBuild();
  if (missing.length > 0) {
    console.error(`The site is not built (missing ${missing.join(', ')}): run npm run build first.`);
    process.exit(1);
  }
  // Today's jobs are booked for late tonight and started at once (a start code is sent only on the booked day).
  if (minutesToIndianMidnight() < 30) {
    const wait = (minutesToIndianMidnight() + 1) * 60_000;
    console.log(`India's day ends within 30 minutes: waiting ${Math.round(wait / 1000)} s for the next one.`);
    await sleep(wait);
  }
  const started = Date.now();
  const loadBefore = loadavg();
  // The CLI keeps its admin session in $XDG_STATE_HOME: a folder of this run's, not the user's.
  const stateHome = await mkdtemp(path.join(tmpdir(), 'servenear-money-week-'));
  const site = await startServer(undefined, { env: SITE_ENV });
  const siteSeconds = seconds(started);
  const url: string = site.baseUrl;
  console.log(`Site on ${url} after ${siteSeconds} s (PGlite, migrated and seeded).`);
  try {
    const ok = <T>(method: string, apiPath: string, token: string, body?: unknown) => okApi<T>(url, method, apiPath, token, body);

    /** `npm run admin -- --api <site> …`, in this process; the text and the exit code. */
    async function ops(...args: string[]): Promise<{ code: number; text: string }> {
      const printed: string[] = [];
      const code = await runAdmin(['--api', url, ...args], {
        env: { ...process.env, NODE_ENV: 'development', XDG_STATE_HOME: stateHome },
        out: (text) => printed.push(text),
        error: (text) => printed.push(text),
      });
      return { code, text: printed.join('\n') };
    }
    async function opsOk(...args: string[]): Promise<string> {
      const { code, text } = await ops(...args);
      if (code !== 0) throw new Error(`npm run admin -- ${args.join(' ')} exited with ${code}:\n${text}`);
      return text;
    }

    const admin = await tokenOf(url, 'admin', demoAccounts.admin);
    const partner = await tokenOf(url, 'employee', demoAccounts.partner);
    const serviceIds = new Map<string, number>();
    async function serviceIdOf(name: string, token: string): Promise<number> {
      const known = serviceIds.get(name);
      if (known) return known;
      const query = new URLSearchParams({ query: name, latitude: String(chennai.latitude), longitude: String(chennai.longitude) });
      const found = (await ok<{ data: { id: number; name: string }[] }>('GET', `services/search?${query}`, token)).data.find((service) => service.name === name);
      if (!found) throw new Error(`no ${name} near Chennai`);
      serviceIds.set(name, found.id);
      return found.id;
    }

    type Customer = Awaited<ReturnType<typeof freshCustomer>>;
    interface Job {
      service: string;
      hours: number;
      customer: Customer;
      bookingId: number;
      lineId: number;
      reference: string;
      /** Paise the customer paid for the booking (its one line). */
      paid: number;
    }
    const lineOf = async (customer: Customer, bookingId: number) =>
      (await ok<{ data: { details: { id: number; start_code: string | null; price: number }[] } }>('GET', `user/getbooking/${bookingId}`, customer.token)).data.details[0]!;

    /** A new customer books the service for `day` at `time` near Chennai; ops allocate it to the demo partner with the CLI. */
    async function bookedAndAllocated(service: string, hours: number, day: string, time: string): Promise<Job> {
      const customer = await freshCustomer(url);
      const created = await callApi<{ data: { id: number } }>(
        url,
        'POST',
        'user/book/singleservice',
        customer.token,
        {
          name: 'Asha Verma',
          email: 'asha.verma@example.in',
          mobile: customer.mobile,
          address: '12 Anna Nagar 2nd Avenue, Chennai',
          description: `${service}: a week of money.`,
          terms: true,
          serviceId: await serviceIdOf(service, customer.token),
          serviceMethod: 'hour',
          workingDuration: hours,
          preferredTime: time,
          preferredDate: day,
          latitude: chennai.latitude,
          longitude: chennai.longitude,
        },
        { 'Idempotency-Key': randomUUID() },
      );
      if (created.status !== 200) throw new Error(`booking ${service} answered ${created.status}: ${JSON.stringify(created.json)}`);
      const bookingId = created.json.data.id;
      const lineId = (await lineOf(customer, bookingId)).id;
      await opsOk('bookings:allocate', String(lineId), String(partner.id));
      return { service, hours, customer, bookingId, lineId, reference: `SN-${String(bookingId).padStart(6, '0')}`, paid: 0 };
    }

    /** The sandbox checkout, as payouts.e2e.ts pays: an order, the sandbox's Pay, the checkout's answer posted back. */
    async function pay(job: Job) {
      const order = (await ok<{ data: { order_id: string; amount: number } }>('POST', 'user/createRazorpayOrder', job.customer.token, { booking_id: job.bookingId })).data;
      const payment = (await ok<{ data: object }>('POST', 'user/payments/sandbox/pay', job.customer.token, { order_id: order.order_id })).data;
      await ok('POST', `user/updaterazorpay/${job.bookingId}`, job.customer.token, { ...payment, payment_status: 'captured' });
      job.paid = order.amount;
    }

    /** The partner starts the job with the code the customer's booking shows, and completes it. */
    async function done(job: Job) {
      await ok('POST', 'employee/generate/otp', partner.token, { bookingId: job.lineId });
      const code = (await lineOf(job.customer, job.bookingId)).start_code;
      if (!code) throw new Error(`${job.reference}: the customer's booking shows no start code`);
      await ok('POST', 'employee/verify/otp', partner.token, { bookingId: job.lineId, otp: code });
      await ok('POST', 'employee/booking/status', partner.token, { bookingId: job.lineId, status: 'completed' });
    }

    // 1. The week's approved jobs: for today, late in the evening (a minute apart).
    const jobsStarted = Date.now();
    const today = dayInIndia(0);
    const approved: Job[] = [];
    for (const [index, { service, hours }] of APPROVED_JOBS.entries()) {
      const job = await bookedAndAllocated(service, hours, today, `23:${String(50 - index).padStart(2, '0')}`);
      await done(job);
      await pay(job);
      await ok('POST', 'user/service/statusupdate', job.customer.token, { id: job.lineId });
      approved.push(job);
      console.log(`  ${job.reference}  ${service}, ${hours} h: paid ${rs(job.paid)}, approved`);
    }

    // 2a. Paid, then cancelled by its customer two days ahead: the whole price is owed back.
    const cancelled = await bookedAndAllocated(CANCELLED_JOB.service, CANCELLED_JOB.hours, dayInIndia(2), '11:00');
    await pay(cancelled);
    await ok('POST', 'user/cancelbooking', cancelled.customer.token, { bookingId: cancelled.lineId });
    console.log(`  ${cancelled.reference}  ${cancelled.service}, ${cancelled.hours} h: paid ${rs(cancelled.paid)}, cancelled by the customer`);

    // 2b. Done and paid, declined by its customer with a reason; ops resolve it with a part refund.
    const disputed = await bookedAndAllocated(DISPUTED_JOB.service, DISPUTED_JOB.hours, today, '23:55');
    await done(disputed);
    await pay(disputed);
    await ok('POST', 'user/service/decline', disputed.customer.token, { id: disputed.lineId, reason: 'The geyser still trips the MCB after the repair.' });
    const openDisputes = (await ok<{ data: { id: number; line_id: number }[] }>('GET', 'admin/disputes?status=open', admin.token)).data;
    const disputeId = openDisputes.find((dispute) => dispute.line_id === disputed.lineId)?.id;
    if (!disputeId) throw new Error(`${disputed.reference}: no open dispute in admin/disputes`);
    const resolution = await opsOk('disputes:resolve', String(disputeId), '--outcome', 'part_refund', '--amount', String(DISPUTE_REFUND), '--note', 'A new thermostat is needed: part of the visit is refunded.');
    console.log(`  ${disputed.reference}  ${disputed.service}, ${disputed.hours} h: paid ${rs(disputed.paid)}, declined; ops: ${resolution.split('\n')[0]}`);
    const jobsSeconds = seconds(jobsStarted);

    // 3. The refund jobs and the sandbox's webhooks; the invoices jobs.
    const waitStarted = Date.now();
    const refunds = await until('the refunds processed', 60_000, async () => {
      const all = (await ok<{ data: Refund[] }>('GET', 'admin/refunds', admin.token)).data;
      return all.length >= 2 && all.every((refund) => refund.status === 'processed') ? all : undefined;
    });
    const refundsSeconds = seconds(waitStarted);
    const settledJobs = [...approved, disputed];
    const partnerInvoices = await until('the commission invoices issued', 60_000, async () => {
      const all = (await ok<{ data: Invoice[] }>('GET', 'employee/tax-invoices', partner.token)).data;
      return settledJobs.every((job) => all.some((invoice) => invoice.line_id === job.lineId)) ? all : undefined;
    });
    // Each customer's documents: a tax invoice (C) for 9(5) work; the server may also give a receipt (R) for the rest.
    const customerInvoices = new Map<number, Invoice[]>();
    for (const job of [...settledJobs, cancelled]) {
      customerInvoices.set(job.lineId, (await ok<{ data: Invoice[] }>('GET', `user/tax-invoices?booking_id=${job.bookingId}`, job.customer.token)).data);
    }
    const invoicesSeconds = seconds(waitStarted);
    const openRefunds = await opsOk('refunds:open');

    // 4. Ops' payout batch.
    const payoutStarted = Date.now();
    const proposedText = await opsOk('payouts:propose');
    const batchId = /^Payout batch (\d+) \(proposed\)/m.exec(proposedText)?.[1];
    if (!batchId) throw new Error(`payouts:propose said:\n${proposedText}`);
    const approvedText = await opsOk('payouts:approve', batchId);
    const batch = await until('the payout batch paid', 60_000, async () => {
      const read = (await ok<{ data: Batch }>('GET', `admin/payouts/batches/${batchId}`, admin.token)).data;
      return read.payouts.every((payout) => payout.status === 'processed') ? read : undefined;
    });
    const payoutSeconds = seconds(payoutStarted);
    const batchText = await opsOk('payouts:batch', batchId);

    // 5. What came of it.
    const earnings = (await ok<{ data: { rows: EarningRow[]; totals: { net_earned?: number; paid_out?: number; to_be_paid?: number } } }>('GET', 'employee/earning-data', partner.token)).data;
    const taxSummary = (await ok<{ data: TaxSummary }>('GET', 'employee/tax-summary', partner.token)).data;
    const trial = (await ok<{ data: TrialBalance }>('GET', 'admin/ledger/trial-balance', admin.token)).data;
    const trialText = await opsOk('ledger:trial-balance');
    const reconciliation = (await ok<{ data: Reconciliation }>('GET', `admin/reconciliation?date=${today}`, admin.token)).data;
    const reconcileRun = await ops('reconcile', '--date', today);

    const jobRows = settledJobs.map((job) => {
      const row = earnings.rows.find((earning) => earning.id === job.lineId);
      const documents = customerInvoices.get(job.lineId) ?? [];
      const settlement = row?.settlement;
      return {
        reference: job.reference,
        lineId: job.lineId,
        service: job.service,
        subcategory: SUBCATEGORY[job.service]!,
        hours: job.hours,
        section95: taxProfileOf(SUBCATEGORY[job.service]!).serviceGstBasisPoints > 0,
        paid: job.paid,
        disputeRefund: job === disputed ? DISPUTE_REFUND * 100 : 0,
        settlement: settlement ?? null,
        invoiceC: documents.filter((invoice) => invoice.kind === 'customer').map((invoice) => invoice.number),
        receiptR: documents.filter((invoice) => invoice.kind === 'receipt').map((invoice) => invoice.number),
        invoiceP: partnerInvoices.filter((invoice) => invoice.line_id === job.lineId).map((invoice) => invoice.number),
        customerInvoiceTotal: documents.reduce((sum, invoice) => sum + invoice.total, 0),
        commissionInvoiceTotal: partnerInvoices.filter((invoice) => invoice.line_id === job.lineId).reduce((sum, invoice) => sum + invoice.total, 0),
      };
    });
    const payout = batch.payouts.find((item) => item.partner_id === partner.id);
    const partnerPayable = trial.rows.filter((row) => row.account === 'partner_payable' && row.partner_id === partner.id).reduce((sum, row) => sum + row.credit - row.debit, 0);

    // --- the tables -------------------------------------------------------------------------
    const jobTotals = jobRows.reduce(
      (sum, job) => {
        const s = job.settlement;
        return { paid: sum.paid + job.paid, refund: sum.refund + job.disputeRefund, gross: sum.gross + (s?.gross ?? 0), gst: sum.gst + (s?.service_gst ?? 0), commission: sum.commission + (s?.commission ?? 0), commissionGst: sum.commissionGst + (s?.commission_gst ?? 0), tds: sum.tds + (s?.tds ?? 0), net: sum.net + (s?.net ?? 0) };
      },
      { paid: 0, refund: 0, gross: 0, gst: 0, commission: 0, commissionGst: 0, tds: 0, net: 0 },
    );
    console.log('\nJobs of the demo partner (rupees; the split is of what the customer paid less any dispute refund):');
    console.log(
      table(
        ['Reference', 'Service', ' Price', ' Refunded', ' 9(5) GST', ' Commission', ' GST on comm.', ' TDS', ' Partner net', 'C (R)', 'P'],
        [
          ...jobRows.map((job) => [
            job.reference,
            `${job.service}, ${job.hours} h`,
            rs(job.paid),
            job.disputeRefund ? rs(job.disputeRefund) : '',
            rs(job.settlement?.service_gst ?? 0),
            rs(job.settlement?.commission ?? 0),
            rs(job.settlement?.commission_gst ?? 0),
            rs(job.settlement?.tds ?? 0),
            rs(job.settlement?.net ?? 0),
            [...job.invoiceC, ...job.receiptR.map((number) => `(${number})`)].join(' ') || '–',
            job.invoiceP.join(' ') || '–',
          ]),
          ['Total', '', rs(jobTotals.paid), rs(jobTotals.refund), rs(jobTotals.gst), rs(jobTotals.commission), rs(jobTotals.commissionGst), rs(jobTotals.tds), rs(jobTotals.net), '', ''],
        ],
      ),
    );
    console.log(`\n${cancelled.reference}  ${cancelled.service}, ${cancelled.hours} h, paid ${rs(cancelled.paid)} and cancelled: no settlement, ${customerInvoices.get(cancelled.lineId)?.length ?? 0} invoices.`);

    console.log('\nRefunds:');
    console.log(table(['Booking', 'Reason', ' Amount', 'Status', 'Owed → processed'], refunds.map((refund) => [refund.reference, refund.reason, rs(refund.amount), refund.status, refund.processed_at ? `${((Date.parse(refund.processed_at) - Date.parse(refund.created_at)) / 1000).toFixed(1)} s` : '']).reverse()));
    console.log(`refunds:open → ${openRefunds}`);

    console.log(`\nPayout batch ${batch.id} (${batch.status}); ops' CLI:\n${batchText}`);

    console.log(`\nThe partner's tax summary, financial year ${taxSummary.year} (employee/tax-summary):`);
    console.log(
      table(
        ['Jobs', ' Gross', ' 9(5) GST', ' Taxable value', ' Commission', ' GST on comm.', ' TDS', ' Net earned', ' Paid out'],
        [[String(taxSummary.jobs), rs(taxSummary.gross), rs(taxSummary.gst_paid_by_platform), rs(taxSummary.taxable_value), rs(taxSummary.commission), rs(taxSummary.gst_on_commission), rs(taxSummary.tds), rs(taxSummary.net_earned), rs(taxSummary.paid_out)]],
      ),
    );

    console.log(`\nTrial balance (ops' CLI, ledger:trial-balance):\n${trialText}`);
    console.log(`\nReconciliation of ${today} (ops' CLI, reconcile --date ${today}; exit code ${reconcileRun.code}):\n${reconcileRun.text}`);

    // --- the checks -------------------------------------------------------------------------
    const failures: string[] = [];
    const check = (condition: boolean, message: string) => {
      if (!condition) failures.push(message);
    };
    check(trial.total_debit === trial.total_credit, `the trial balance's totals differ: debit ${rs(trial.total_debit)}, credit ${rs(trial.total_credit)}`);
    // Every settlement was older than the batch (PAYABLE_HOLD_DAYS=0) and the batch is paid: nothing is owed to him.
    check(partnerPayable === 0, `partner_payable of the demo partner (${partner.id}) is ${rs(partnerPayable)} after the payout, not 0`);
    check(payout !== undefined && payout.amount === jobTotals.net, `the payout (${payout ? rs(payout.amount) : 'none'}) is not the partner's net of the week (${rs(jobTotals.net)})`);
    check(payout?.utr !== null && payout?.utr !== undefined, 'the payout has no UTR');
    check(reconciliation.mismatches.length === 0 && reconcileRun.code === 0, `the reconciliation of ${today} has ${reconciliation.mismatches.length} mismatches`);
    check(refunds.length === 2, `${refunds.length} refunds, not 2`);
    const cancelRefund = refunds.find((refund) => refund.line_id === cancelled.lineId);
    check(cancelRefund?.reason === 'cancellation' && cancelRefund.amount === cancelled.paid, `the cancellation's refund is ${cancelRefund ? rs(cancelRefund.amount) : 'missing'}, not ${rs(cancelled.paid)}`);
    const disputeRefund = refunds.find((refund) => refund.line_id === disputed.lineId);
    check(disputeRefund?.reason === 'dispute' && disputeRefund.amount === DISPUTE_REFUND * 100, `the dispute's refund is ${disputeRefund ? rs(disputeRefund.amount) : 'missing'}, not ${rs(DISPUTE_REFUND * 100)}`);
    for (const job of jobRows) {
      const s = job.settlement;
      if (!s) {
        failures.push(`${job.reference} has no settlement on the partner's earnings`);
        continue;
      }
      check(s.gross === job.paid - job.disputeRefund, `${job.reference}: settled ${rs(s.gross)}, not what was paid less the refund (${rs(job.paid - job.disputeRefund)})`);
      check(s.service_gst + s.commission + s.commission_gst + s.tds + s.net === s.gross, `${job.reference}: the split does not add up to ${rs(s.gross)}`);
      check(job.section95 === s.service_gst > 0, `${job.reference}: ${job.subcategory} ${job.section95 ? 'should' : 'should not'} carry 9(5) GST, has ${rs(s.service_gst)}`);
      check(s.status === 'paid' && s.bank_reference === payout?.utr, `${job.reference}: its earnings row says ${s.status} (${s.bank_reference}), not paid with the payout's UTR`);
      check(!job.section95 || job.invoiceC.length === 1, `${job.reference}: 9(5) work with ${job.invoiceC.length} C invoices`);
      check(job.section95 || job.invoiceC.length === 0, `${job.reference}: a C invoice for work without 9(5) GST`);
      check(job.invoiceP.length === 1, `${job.reference}: ${job.invoiceP.length} P invoices`);
      check(job.commissionInvoiceTotal === s.commission + s.commission_gst, `${job.reference}: its P invoice (${rs(job.commissionInvoiceTotal)}) is not the commission and its GST (${rs(s.commission + s.commission_gst)})`);
      check(!job.section95 || job.customerInvoiceTotal === s.gross, `${job.reference}: its C invoice (${rs(job.customerInvoiceTotal)}) is not what was settled (${rs(s.gross)})`);
    }
    check((customerInvoices.get(cancelled.lineId) ?? []).length === 0, `${cancelled.reference} (cancelled) has invoices`);
    /** A series' numbers are 1…n of this financial year, each once. */
    const gapless = (series: string, numbers: string[]) => {
      const serials = numbers.map((number) => Number(number.slice(7))).sort((a, b) => a - b);
      const prefixes = new Set(numbers.map((number) => number.slice(0, 7)));
      check(prefixes.size <= 1 && [...prefixes].every((prefix) => prefix.endsWith(series)), `series ${series}: numbers of more than one year or series: ${numbers.join(', ')}`);
      check(serials.every((serial, index) => serial === index + 1), `series ${series} is not 1…${serials.length} without gaps: ${numbers.join(', ')}`);
    };
    gapless('C', jobRows.flatMap((job) => job.invoiceC));
    gapless('P', jobRows.flatMap((job) => job.invoiceP));
    gapless('R', jobRows.flatMap((job) => job.receiptR));
    check(taxSummary.jobs === settledJobs.length && taxSummary.net_earned === jobTotals.net && taxSummary.paid_out === jobTotals.net, `the tax summary (${taxSummary.jobs} jobs, net ${rs(taxSummary.net_earned)}, paid out ${rs(taxSummary.paid_out)}) is not the week's`);
    const balanceOf = (account: string) => trial.rows.filter((row) => row.account === account).reduce((sum, row) => sum + row.debit - row.credit, 0);
    const captured = [...settledJobs, cancelled].reduce((sum, job) => sum + job.paid, 0);
    const refunded = refunds.reduce((sum, refund) => sum + refund.amount, 0);
    check(balanceOf('gateway') === captured - refunded - (payout?.amount ?? 0), `the gateway holds ${rs(balanceOf('gateway'))}, not captures less refunds and the payout (${rs(captured - refunded - (payout?.amount ?? 0))})`);
    check(balanceOf('customer_funds') === 0 && balanceOf('refunds_payable') === 0 && balanceOf('payouts_in_transit') === 0, 'customers’ funds, refunds owed or payouts in transit are not 0 at the end of the week');

    const result = {
      measuredAt: new Date().toISOString(),
      day: today,
      loadAverage: { start: loadBefore.map((value) => Math.round(value * 100) / 100), end: loadavg().map((value) => Math.round(value * 100) / 100) },
      seconds: { site: siteSeconds, jobs: jobsSeconds, refundsProcessed: refundsSeconds, invoicesIssued: invoicesSeconds, payoutPaid: payoutSeconds, total: seconds(started) },
      environment: SITE_ENV,
      partnerId: partner.id,
      jobs: jobRows,
      cancelled: { reference: cancelled.reference, lineId: cancelled.lineId, service: cancelled.service, hours: cancelled.hours, paid: cancelled.paid },
      refunds: refunds.map(({ reference, line_id, reason, amount, status, created_at, processed_at }) => ({ reference, lineId: line_id, reason, amount, status, createdAt: created_at, processedAt: processed_at })),
      payoutBatch: { id: batch.id, status: batch.status, payouts: batch.payouts, held: batch.held, proposed: proposedText, approved: approvedText },
      earningsTotals: earnings.totals,
      taxSummary,
      trialBalance: trial,
      partnerPayableAfterPayout: partnerPayable,
      reconciliation: { date: reconciliation.date, captured: reconciliation.captured, refunded: { amount: reconciliation.refunded.amount, count: reconciliation.refunded.count }, paidOut: { amount: reconciliation.paid_out.amount, count: reconciliation.paid_out.count }, notYetAvailable: reconciliation.held.not_yet_available, mismatches: reconciliation.mismatches },
      checks: { failures },
    };
    await mkdir(path.dirname(resultsFile), { recursive: true });
    await writeFile(resultsFile, `${JSON.stringify(result, null, 2)}\n`);
    console.log(`\n${settledJobs.length} settled jobs, 1 cancelled; site ${siteSeconds} s, jobs ${jobsSeconds} s, refunds processed ${refundsSeconds} s and invoices issued ${invoicesSeconds} s after, payout paid ${payoutSeconds} s after approval; ${seconds(started)} s in all. Written to ${path.relative(process.cwd(), resultsFile)}.`);
    if (failures.length > 0) throw new Error(`The week's books do not agree:\n- ${failures.join('\n- ')}`);
    console.log('Checks: the trial balance agrees, nothing is owed to the partner after the payout, the day reconciles, every 9(5) job has its C invoice and every job its P invoice, each series without gaps.');
  } finally {
    await site.stop();
    await rm(stateHome, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
