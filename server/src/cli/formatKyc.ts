import type { PartnerKycWire, PartnerSuspendedWire } from '@servenear/shared/wire';
import { formatTable } from './format';

/** Issue 36: what `partners:kyc`, `partners:bank-changes` and `partners:suspend` print. */

const orDash = (value: string | null | undefined) => (value ? value : '—');

/** One partner's KYC, label and value a line, then the ID proofs (download them with partners:proofs). */
export function formatKyc(kyc: PartnerKycWire): string {
  const { bank } = kyc;
  const rows: Array<[string, string]> = [
    ['Partner', `${kyc.id} ${kyc.name} (${kyc.verification_status})`],
    ['Mobile', orDash(kyc.mobile)],
    ['Email', orDash(kyc.email)],
    ['Address', orDash(kyc.address)],
    ['Date of birth', kyc.dob ? `${kyc.dob} (age ${kyc.age})` : '—'],
    ['Gender', orDash(kyc.gender)],
    ['Account holder', orDash(bank.account_holder_name)],
    ['Account number', orDash(bank.account_number)],
    ['IFSC', bank.ifsc_code ? `${bank.ifsc_code}${bank.ifsc_known ? '' : '  (NOT A KNOWN BRANCH)'}` : '—'],
    ['Bank', `${orDash(bank.bank_name)}${bank.branch_name ? `, ${bank.branch_name}` : ''}`],
    ['Payouts', bank.payout_hold ? `ON HOLD: bank details changed ${bank.changed_at?.slice(0, 16).replace('T', ' ') ?? ''}; check, then partners:bank-verify ${kyc.id}` : 'not held'],
  ];
  if (kyc.rejection_reason) rows.push(['Rejected', kyc.rejection_reason]);
  if (kyc.suspension_reason) rows.push(['Suspended', kyc.suspension_reason]);
  const width = Math.max(...rows.map(([label]) => label.length));
  const details = rows.map(([label, value]) => `${`${label}:`.padEnd(width + 2)}${value}`).join('\n');
  const proofs =
    kyc.id_proofs.length === 0
      ? 'ID proofs: none. This partner cannot be verified until they upload one.'
      : `ID proofs (download with partners:proofs ${kyc.id}):\n${formatTable(
          ['ID', 'Type', 'Size', 'Uploaded', 'Link (admins only)'],
          kyc.id_proofs.map((proof) => [
            String(proof.id),
            proof.mime,
            `${Math.ceil(proof.size / 1024)} KB`,
            proof.uploaded_at.slice(0, 16).replace('T', ' '),
            proof.url,
          ]),
        )}`;
  return `${details}\n${proofs}`;
}

export function formatBankChanges(partners: PartnerKycWire[]): string {
  if (partners.length === 0) return 'No changed bank details are waiting for a check.';
  return formatTable(
    ['ID', 'Name', 'Changed', 'Holder', 'Account', 'IFSC', 'Bank'],
    partners.map((partner) => [
      String(partner.id),
      partner.name,
      partner.bank.changed_at?.slice(0, 16).replace('T', ' ') ?? '',
      partner.bank.account_holder_name ?? '',
      partner.bank.account_number ?? '',
      `${partner.bank.ifsc_code ?? ''}${partner.bank.ifsc_known ? '' : ' (unknown)'}`,
      partner.bank.bank_name ?? '',
    ]),
  );
}

export function formatSuspension(partnerId: number, reason: string, result: PartnerSuspendedWire): string {
  const lines = [`Partner ${partnerId} suspended: ${reason}`];
  const list = (ids: number[]) => ids.join(', ');
  lines.push(
    result.released_lines.length
      ? `Back to pending, for allocation to someone else: line ${list(result.released_lines)} (see bookings:pending).`
      : 'No job waiting to start was allocated to him.',
  );
  if (result.released_moves.length) lines.push(`Pass Fast Express moves back with ops: ${list(result.released_moves)}.`);
  if (result.started_lines.length) {
    lines.push(`Started jobs still his: line ${list(result.started_lines)}. Call the customer, then bookings:cancel <line> if the work will not be finished.`);
  }
  return lines.join('\n');
}
