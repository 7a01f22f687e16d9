import type { z } from 'zod';
import { serviceFormMessages, type approveServiceSchema, type rejectServiceSchema } from '@servenear/shared/partner-schemas';
import type { OpsPartnerServicesQuery, OpsPartnerServiceWire } from '@servenear/shared/endpoints';
import { isUniqueViolation } from '../../lib/dbErrors';
import { HttpError, notFound, unprocessable } from '../../lib/httpError';
import { recordServiceDecision } from '../notifications/record';
import { photoSources, photoUrl } from '../media';
import { insertLink, offersService, serviceNamedIn, updateOffer, type Writer } from '../partner/services/repository';
import type { AdminDeps } from './service';
import { countOwnServiceOffers, insertCatalogueService, listOwnServiceOffers, lockOwnServiceOffer, serviceNameTaken, type ServiceApproval } from './serviceApprovalsRepository';

/**
 * Ops' decision on a partner's own service (an "other" one from the upload form, or one added on
 * /add-service): until approved it has no catalogue service and no link, so no customer sees
 * it. Approving links it to the subcategory's service of that name, or makes that service;
 * either way the offer, the link and the partner's notification are one transaction. The admin
 * API and the CLI both come here.
 */

export type ServiceRates = z.output<typeof approveServiceSchema>;
export type ServiceRejection = z.output<typeof rejectServiceSchema>;

type OfferRow = Awaited<ReturnType<typeof listOwnServiceOffers>>[number];

const offerWire = (row: OfferRow): OpsPartnerServiceWire => ({
  action_id: row.id,
  partner_id: row.partnerId,
  partner_name: row.partnerName,
  origin: row.origin === 'added' ? 'added' : 'other',
  name: row.name ?? '',
  category_name: row.categoryName,
  subcategory_name: row.subcategoryName,
  approval: row.approval,
  rejection_reason: row.rejectionReason,
  created_at: row.createdAt.toISOString(),
  description: row.description,
  image_url: row.photos.map(photoUrl),
  image_sources: row.photos.map(photoSources),
  catalogue_service:
    row.catalogueId === null ? null : { id: row.catalogueId, name: row.catalogueName ?? '', rate_per_day: row.cataloguePerDay ?? 0, rate_per_hour: row.cataloguePerHour ?? 0 },
});

/** Every own service with this approval, oldest first: the CLI's list. */
export async function listPartnerServiceOffers(deps: AdminDeps, approval: ServiceApproval): Promise<OpsPartnerServiceWire[]> {
  return (await listOwnServiceOffers(deps.db, { approval })).map(offerWire);
}

/** GET admin/partner-services: one page, oldest first, and how many there are in all. */
export async function partnerServiceOfferPage(deps: AdminDeps, { approval, page, per_page }: OpsPartnerServicesQuery) {
  const [rows, total] = await Promise.all([
    listOwnServiceOffers(deps.db, { approval, page: { offset: (page - 1) * per_page, limit: per_page } }),
    countOwnServiceOffers(deps.db, approval),
  ]);
  return { status: 200, data: rows.map(offerWire), total, page, per_page };
}

/** The offer to decide on, locked; 404 when there is no such own service, 409 once decided. */
async function pendingOffer(tx: Writer, offerId: number) {
  const offer = await lockOwnServiceOffer(tx, offerId);
  if (!offer) throw notFound(serviceFormMessages.notFound);
  if (offer.approval !== 'pending') throw new HttpError(409, {}, serviceFormMessages.notPending);
  return { ...offer, name: offer.customName ?? '' };
}

/** The catalogue service the approved offer stands for: the subcategory's of that name, or a new one. */
async function catalogueServiceFor(tx: Writer, offer: Awaited<ReturnType<typeof pendingOffer>>, rates: ServiceRates): Promise<number> {
  const existing = await serviceNamedIn(tx, offer.subcategoryId, offer.name);
  if (existing) return existing.id;
  // Service names are unique site-wide: the same name elsewhere needs a person to decide.
  if (await serviceNameTaken(tx, offer.name)) throw new HttpError(409, {}, serviceFormMessages.nameTaken);
  if (rates.rate_per_day === undefined) throw unprocessable({ rate_per_day: [serviceFormMessages.ratesRequired] });
  if (rates.rate_per_hour === undefined) throw unprocessable({ rate_per_hour: [serviceFormMessages.ratesRequired] });
  try {
    return await insertCatalogueService(tx, {
      name: offer.name,
      categoryId: offer.categoryId,
      subcategoryId: offer.subcategoryId,
      serviceType: 'service',
      ratePerDay: rates.rate_per_day,
      ratePerHour: rates.rate_per_hour,
      aboutUs: offer.description,
      // The partner's first photo, as its card shows it (640 px JPEG); the catalogue draws a tile without one.
      imageUrl: offer.photos[0] ? photoUrl(offer.photos[0]) : null,
    });
  } catch (error) {
    // Another service of this name was made meanwhile.
    if (isUniqueViolation(error)) throw new HttpError(409, {}, serviceFormMessages.nameTaken);
    throw error;
  }
}

/**
 * Approves a pending own service: linked to its catalogue service (made here, with the rates
 * given, when the subcategory has none of that name), so near-me lists show the partner for it.
 */
export async function approvePartnerService(deps: AdminDeps, offerId: number, rates: ServiceRates): Promise<void> {
  const at = deps.clock();
  await deps.db.transaction(async (tx) => {
    const offer = await pendingOffer(tx, offerId);
    const serviceId = await catalogueServiceFor(tx, offer, rates);
    if (await offersService(tx, offer.userId, serviceId)) throw new HttpError(409, {}, serviceFormMessages.partnerAlreadyOffers);
    await updateOffer(tx, offer.id, { serviceId, approval: 'approved', rejectionReason: null }, at);
    await insertLink(tx, offer.userId, serviceId);
    await recordServiceDecision(tx, { partnerId: offer.userId, offerId: offer.id, serviceName: offer.name, decision: 'approved' }, at);
  });
  deps.listCache?.clear();
}

/** Refuses a pending own service, telling the partner why; they may edit it, which asks again. */
export async function rejectPartnerService(deps: AdminDeps, offerId: number, { reason }: ServiceRejection): Promise<void> {
  const at = deps.clock();
  await deps.db.transaction(async (tx) => {
    const offer = await pendingOffer(tx, offerId);
    await updateOffer(tx, offer.id, { approval: 'rejected', rejectionReason: reason }, at);
    await recordServiceDecision(tx, { partnerId: offer.userId, offerId: offer.id, serviceName: offer.name, decision: 'rejected', reason }, at);
  });
}
