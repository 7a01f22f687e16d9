import { dateLabel, durationLabel, formatRupees, indianDate, indianTime, timeLabel } from '@servenear/shared/domain';
import type { BookingLineItem, EligiblePartnerItem, PartnerListItem, PartnerServiceItem } from './opsAdmin';

/** Left-aligned columns two spaces apart, header first: easy to read and to grep. */
export function formatTable(header: string[], rows: string[][]): string {
  const all = [header, ...rows];
  const widths = header.map((_, column) => Math.max(...all.map((row) => row[column]!.length)));
  return all.map((row) => row.map((cell, column) => cell.padEnd(widths[column]!)).join('  ').trimEnd()).join('\n');
}

export function formatPartners(partners: PartnerListItem[]): string {
  if (partners.length === 0) return 'No partners are waiting for verification.';
  return formatTable(
    ['ID', 'Name', 'Mobile', 'Email', 'Registered', 'ID proofs', 'Cancellations'],
    partners.map((partner) => [
      String(partner.id),
      partner.name,
      partner.mobile ?? '',
      partner.email ?? '',
      partner.registered_at.slice(0, 16).replace('T', ' '),
      String(partner.id_proofs.length),
      String(partner.cancellations ?? 0),
    ]),
  );
}

export function formatBookingLines(lines: BookingLineItem[]): string {
  if (lines.length === 0) return 'No bookings are waiting for a partner.';
  return formatTable(
    ['Line', 'Booking', 'Service', 'Date', 'Time', 'Duration', 'Price', 'Customer', 'Mobile', 'Address', 'Given back by'],
    lines.map((line) => [
      String(line.line_id),
      line.reference,
      line.service_name,
      line.service_date,
      line.service_time,
      durationLabel(line.work_type, line.day_hours),
      formatRupees(line.price),
      line.customer_name,
      line.customer_mobile,
      line.address,
      // Issue 37: the partner who gave the line back, why, and how many jobs he has given back.
      line.given_back
        ? `${line.given_back.partner_name ?? 'partner'} (${line.given_back.partner_id}), ${line.given_back.partner_cancellations} cancellation${line.given_back.partner_cancellations === 1 ? '' : 's'}: ${line.given_back.reason}`
        : '',
    ]),
  );
}

/** '29 Nov 2026, 9:31 AM' in India, or '—' when not recorded. */
const indianMoment = (iso: string | null) => (iso ? `${dateLabel(indianDate(new Date(iso)))}, ${timeLabel(indianTime(new Date(iso)))}` : '—');

/** Issue 37: completed work with its real times; QUICK flags a job completed within 10 minutes of its start. */
export function formatCompletedLines(lines: BookingLineItem[]): string {
  if (lines.length === 0) return 'No completed bookings.';
  return formatTable(
    ['Line', 'Booking', 'Service', 'Partner', 'Started', 'Completed', 'Price', 'Flag'],
    lines.map((line) => [
      String(line.line_id),
      line.reference,
      line.service_name,
      line.partner_name ?? '',
      indianMoment(line.started_at),
      indianMoment(line.completed_at),
      formatRupees(line.price),
      line.quick_completion ? 'QUICK' : '',
    ]),
  );
}

export function formatEligiblePartners(partners: EligiblePartnerItem[]): string {
  if (partners.length === 0) return 'No verified partner offers this service near this booking.';
  return formatTable(
    ['ID', 'Name', 'Mobile', 'Distance', 'Rating', 'Jobs done'],
    partners.map((partner) => [
      String(partner.id),
      partner.name,
      partner.mobile ?? '',
      partner.distance_km === null ? 'unknown' : `${partner.distance_km} km`,
      partner.total_reviews === 0 ? 'none yet' : `${partner.average_rating.toFixed(1)} (${partner.total_reviews})`,
      String(partner.jobs_done),
    ]),
  );
}

export function formatPartnerServices(offers: PartnerServiceItem[]): string {
  if (offers.length === 0) return 'No services are waiting for approval.';
  return formatTable(
    ['Action', 'Partner', 'Name', 'Category / Subcategory', 'Origin', 'Added'],
    offers.map((offer) => [
      String(offer.action_id),
      `${offer.partner_name} (${offer.partner_id})`,
      offer.name,
      `${offer.category_name} / ${offer.subcategory_name}`,
      offer.origin,
      offer.created_at.slice(0, 16).replace('T', ' '),
    ]),
  );
}
