import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { bookingLines, bookings, enquiries, ledgerEntries, ledgerTransactions, partnerLocations, services, subcategories, users } from '../../db/schema';
import type { Point } from '../catalog/coordinates';
import { settlementLegs } from '../ledger/settlementLegs';
import { MOVE_SUBCATEGORY } from '../money/settle';

/**
 * What a settlement's invoices are about, read back from the ledger and the work it settled:
 * the amounts come from the ledger's entries only, so an invoice always says what the books say.
 */
export interface InvoiceSubject {
  settlementKey: string;
  settledAt: Date;
  bookingId: number | null;
  lineId: number | null;
  enquiryId: number | null;
  /** Paise, from the settlement's entries. */
  gross: number;
  serviceGst: number;
  commission: number;
  commissionGst: number;
  partner: { id: number; name: string; address: string; point: Point | null };
  customer: { id: number; name: string; address: string; point: Point | null };
  /** "Electrician" or "Pass Fast Express move", with the booking's reference added by the caller. */
  work: string;
  subcategory: string | null;
}

type Reader = Pick<Database, 'select'>;
const pointOf = (latitude: number | null, longitude: number | null): Point | null => (latitude === null || longitude === null ? null : { latitude, longitude });

/** The partner's invoice address: the one on his account, else his first work area's. */
async function partnerOf(db: Reader, partnerId: number) {
  const [account] = await db.select({ name: users.name, address: users.address }).from(users).where(eq(users.id, partnerId));
  const [place] = await db
    .select({ latitude: partnerLocations.latitude, longitude: partnerLocations.longitude, address: partnerLocations.address, city: partnerLocations.city })
    .from(partnerLocations)
    .where(eq(partnerLocations.userId, partnerId))
    .orderBy(asc(partnerLocations.id))
    .limit(1);
  return {
    id: partnerId,
    name: account?.name ?? 'Partner',
    address: account?.address || place?.address || place?.city || 'Address not given',
    point: place ? pointOf(place.latitude, place.longitude) : null,
  };
}

export async function invoiceSubjectOf(db: Reader, settlementKey: string): Promise<InvoiceSubject | null> {
  const [settlement] = await db
    .select({ id: ledgerTransactions.id, at: ledgerTransactions.occurredAt, bookingId: ledgerTransactions.bookingId, lineId: ledgerTransactions.lineId, enquiryId: ledgerTransactions.enquiryId })
    .from(ledgerTransactions)
    .where(and(eq(ledgerTransactions.key, settlementKey), eq(ledgerTransactions.kind, 'settlement')));
  if (!settlement || settlement.bookingId === null) return null;
  const entries = await db.select({ account: ledgerEntries.account, partnerId: ledgerEntries.partnerId, amount: ledgerEntries.amount }).from(ledgerEntries).where(eq(ledgerEntries.transactionId, settlement.id));
  const split = settlementLegs(entries);
  const partnerId = entries.find((entry) => entry.account === 'partner_payable')?.partnerId;
  if (!partnerId) return null;
  const [booking] = await db
    .select({ userId: bookings.userId, name: bookings.name, address: bookings.address, latitude: bookings.latitude, longitude: bookings.longitude })
    .from(bookings)
    .where(eq(bookings.id, settlement.bookingId));
  if (!booking) return null;
  let work = 'Service';
  let subcategory: string | null = null;
  let customerPoint = pointOf(booking.latitude, booking.longitude);
  if (settlement.lineId !== null) {
    const [line] = await db
      .select({ service: services.name, subcategory: subcategories.name })
      .from(bookingLines)
      .innerJoin(services, eq(services.id, bookingLines.serviceId))
      .leftJoin(subcategories, eq(subcategories.id, services.subcategoryId))
      .where(eq(bookingLines.id, settlement.lineId));
    work = line?.service ?? work;
    subcategory = line?.subcategory ?? null;
  } else if (settlement.enquiryId !== null) {
    // A move's place of supply is where the goods are picked up (decision 0056).
    const [move] = await db.select({ latitude: enquiries.fromLatitude, longitude: enquiries.fromLongitude }).from(enquiries).where(eq(enquiries.id, settlement.enquiryId));
    work = 'Pass Fast Express move';
    // A move is goods transport however it was booked, as its settlement reckons it (money/settle.ts).
    subcategory = MOVE_SUBCATEGORY;
    customerPoint = move ? (pointOf(move.latitude, move.longitude) ?? customerPoint) : customerPoint;
  }
  return {
    settlementKey,
    settledAt: settlement.at,
    bookingId: settlement.bookingId,
    lineId: settlement.lineId,
    enquiryId: settlement.enquiryId,
    gross: split.gross,
    serviceGst: split.serviceGst,
    commission: split.commission,
    commissionGst: split.commissionGst,
    partner: await partnerOf(db, partnerId),
    customer: { id: booking.userId, name: booking.name, address: booking.address, point: customerPoint },
    work,
    subcategory,
  };
}
