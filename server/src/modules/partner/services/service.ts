import {
  OTHER_SERVICE,
  serviceFormMessages,
  type AddServiceFields,
  type ServiceEditFields,
  type ServiceUploadFields,
} from '@servenear/shared/partner-schemas';
import type { FieldErrors } from '@servenear/shared/schemas';
import type { PartnerServiceCardWire, PartnerServiceEditWire } from '@servenear/shared/wire';
import type { AppContext } from '../../../context';
import { isUniqueViolation } from '../../../lib/dbErrors';
import { notFound, unprocessable } from '../../../lib/httpError';
import { acceptFormMedia, forgetMedia, mediaStatusOf, queueMedia, removeStoredMedia, type PendingVideo, type StoredMedia } from '../../media';
import { offerCard, offerEditValues } from './cards';
import {
  catalogueService,
  categoryExists,
  deleteLink,
  deleteOwnOffer,
  findOwnOffer,
  hasOwnServiceNamed,
  insertLink,
  insertOffer,
  kindOf,
  listOwnOffers,
  offersService,
  partnerContact,
  serviceNamedIn,
  subcategoryOf,
  updateOffer,
  type OfferChanges,
  type OfferKind,
  type Writer,
} from './repository';

/**
 * A partner's services (partner §2 /service-upload, /add-service, /employee-service-edit):
 * every read and write touches the caller's own offers only, and another partner's offer
 * answers exactly as a missing one (404 'Service not found'), so ids say nothing about other
 * accounts. Near-me lists read the offers' links, so every change of a link clears the list cache.
 */
export type PartnerServicesContext = Pick<AppContext, 'db' | 'clock' | 'listCache' | 'media'>;

export const offerNotFound = () => notFound(serviceFormMessages.notFound);

/** employee/getservice (catalogue offers) and employee/newservice (the partner's own services), newest first. */
export async function partnerServiceCards(context: PartnerServicesContext, partnerId: number, kind: OfferKind): Promise<PartnerServiceCardWire[]> {
  const rows = await listOwnOffers(context.db, partnerId, kind);
  const statuses = await mediaStatusOf(context.db, rows.flatMap((row) => [...row.photos, row.video]));
  return rows.map((row) => offerCard(row, statuses));
}

/** employee/getservice/{id}: one offer of either kind. */
export async function partnerServiceCard(context: PartnerServicesContext, partnerId: number, offerId: number): Promise<PartnerServiceCardWire> {
  const row = await findOwnOffer(context.db, partnerId, offerId);
  if (!row) throw offerNotFound();
  return offerCard(row, await mediaStatusOf(context.db, [...row.photos, row.video]));
}

/** employee/editservice/{id} (catalogue) and employee/other/editservice/{id} (own): the wrong form's id is a 404 too. */
export async function partnerServiceEditValues(
  context: PartnerServicesContext,
  partnerId: number,
  offerId: number,
  kind: OfferKind,
): Promise<PartnerServiceEditWire> {
  const row = await findOwnOffer(context.db, partnerId, offerId);
  if (!row || kindOf(row.origin) !== kind) throw offerNotFound();
  return offerEditValues(row, await mediaStatusOf(context.db, [...row.photos, row.video]));
}

/** Where a service is placed in the catalogue, as a form sends it. */
export interface CataloguePlace {
  category: number;
  subCategory: number;
  /** A catalogue service's id; absent for a service of the partner's own. */
  service?: number | undefined;
}

/**
 * Whether the category, subcategory and service belong together (the subcategory is the
 * category's, the service the subcategory's); the fields at fault with the forms' own messages.
 */
export async function placeErrors(db: Writer, place: CataloguePlace): Promise<FieldErrors> {
  if (!(await categoryExists(db, place.category))) return { category: [serviceFormMessages.categoryRequired] };
  const subcategory = await subcategoryOf(db, place.subCategory);
  if (subcategory?.categoryId !== place.category) return { subCategory: [serviceFormMessages.subCategoryRequired] };
  if (place.service !== undefined) {
    const service = await catalogueService(db, place.service);
    if (service?.subcategoryId !== place.subCategory || service.categoryId !== place.category) {
      return { service: [serviceFormMessages.serviceRequired] };
    }
  }
  return {};
}

/**
 * employee/add-service: a service the subcategory lacks, offered with the partner's profile
 * contact and no photos, waiting for ops (no link, so customers cannot see it yet). A name the
 * subcategory already has is refused: the partner should choose it on the upload form.
 */
export async function addPartnerService(context: PartnerServicesContext, partnerId: number, fields: AddServiceFields): Promise<PartnerServiceCardWire> {
  const { db } = context;
  const errors = await placeErrors(db, { category: fields.category, subCategory: fields.subCategory });
  if (Object.keys(errors).length > 0) throw unprocessable(errors);
  if (await serviceNamedIn(db, fields.subCategory, fields.service)) throw unprocessable({ service: [serviceFormMessages.alreadyInCatalogue] });
  if (await hasOwnServiceNamed(db, partnerId, fields.subCategory, fields.service)) throw unprocessable({ service: [serviceFormMessages.alreadyOffered] });
  const contact = await partnerContact(db, partnerId);
  const offerId = await insertOffer(db, {
    userId: partnerId,
    serviceId: null,
    customName: fields.service,
    categoryId: fields.category,
    subcategoryId: fields.subCategory,
    origin: 'added',
    approval: 'pending',
    employeeType: null,
    ...contact,
  });
  return partnerServiceCard(context, partnerId, offerId);
}

/**
 * employee/delete-service (catalogue offers) and employee/delete-new-service (own services):
 * the offer and its link go in one transaction; bookings are untouched (their lines name the
 * service, never the offer). The files go once the rows are gone.
 */
export async function deletePartnerService(context: PartnerServicesContext, partnerId: number, offerId: number, kind: OfferKind): Promise<void> {
  const removed = await context.db.transaction(async (tx) => {
    const row = await deleteOwnOffer(tx, partnerId, offerId, kind);
    if (row?.serviceId) await deleteLink(tx, partnerId, row.serviceId);
    if (row) await forgetMedia(tx, [...row.photos, row.video]);
    return row;
  });
  if (!removed) throw offerNotFound();
  if (removed.serviceId) context.listCache.clear();
  await removeStoredMedia(context.media, removed);
}

/** What an upload or edit form carries beside its fields: checked photos (not yet stored) and a video waiting under .partial. */
export interface ServiceMedia {
  /** Paths of the spooled photos (media's readMediaForm). */
  photos: string[];
  video: PendingVideo | null;
}

/** Runs the checks before anything is stored; a refusal drops the waiting video. */
async function checkedBeforeStoring<T>(submitted: ServiceMedia, check: () => Promise<T>): Promise<T> {
  try {
    return await check();
  } catch (error) {
    await submitted.video?.discard();
    throw error;
  }
}

/** The catalogue service an edit chose; "other" is refused on `service`. */
function catalogueChoice(fields: ServiceEditFields): number {
  if (fields.service === OTHER_SERVICE) throw unprocessable({ service: [serviceFormMessages.serviceRequired] });
  return fields.service;
}

function refuseOn(errors: FieldErrors): void {
  if (Object.keys(errors).length > 0) throw unprocessable(errors);
}

/**
 * employee/upload-service: a catalogue service (approved at once, with its link in the same
 * transaction, so near-me lists show the partner for it) or "other" (the partner's own name,
 * waiting for ops). A catalogue service the partner already offers is refused on `service`.
 * Files are handed to the media job before the transaction (queued in it, processed after the
 * answer: the card names the URLs they will have) and removed again when it fails.
 */
export async function uploadPartnerService(
  context: PartnerServicesContext,
  partnerId: number,
  fields: ServiceUploadFields,
  submitted: ServiceMedia,
): Promise<{ card: PartnerServiceCardWire; own: boolean }> {
  const { db } = context;
  const serviceId = fields.service === OTHER_SERVICE ? null : fields.service;
  const customName = fields.customService ?? '';
  await checkedBeforeStoring(submitted, async () => {
    refuseOn(await placeErrors(db, { category: fields.category, subCategory: fields.subCategory, service: serviceId ?? undefined }));
    if (serviceId !== null && (await offersService(db, partnerId, serviceId))) refuseOn({ service: [serviceFormMessages.alreadyOffered] });
    if (serviceId === null && (await hasOwnServiceNamed(db, partnerId, fields.subCategory, customName))) {
      refuseOn({ customService: [serviceFormMessages.alreadyOffered] });
    }
  });
  const files = await acceptFormMedia(context.media, submitted);
  let offerId: number;
  try {
    offerId = await db.transaction(async (tx) => {
      const id = await insertOffer(tx, {
        userId: partnerId,
        serviceId,
        customName: serviceId === null ? customName : null,
        categoryId: fields.category,
        subcategoryId: fields.subCategory,
        origin: serviceId === null ? 'other' : 'catalogue',
        approval: serviceId === null ? 'pending' : 'approved',
        employeeType: fields.employeeType,
        contactName: fields.name,
        mobile: fields.mobile,
        email: fields.email,
        address: fields.address,
        description: fields.description ?? '',
        photos: files.photos,
        video: files.video,
      });
      if (serviceId !== null) await insertLink(tx, partnerId, serviceId);
      await queueMedia(tx, context.media, files);
      return id;
    });
  } catch (error) {
    await removeStoredMedia(context.media, files);
    // The same service uploaded twice at once: the second meets the unique index.
    if (isUniqueViolation(error)) throw unprocessable({ service: [serviceFormMessages.alreadyOffered] });
    throw error;
  }
  if (serviceId !== null) context.listCache.clear();
  return { card: await partnerServiceCard(context, partnerId, offerId), own: serviceId === null };
}

/**
 * employee/edit-upload-service: new contact details, type and description; photos replaced
 * only when 3 are sent (none keeps the stored ones), a new video replaces the old. A catalogue
 * offer may move to another service of the catalogue (its link moves with it). An own service
 * keeps its name, category and subcategory once approved; before that they may change, and a
 * rejected one goes back to ops as pending. The replaced files are removed after the commit.
 */
export async function editPartnerService(
  context: PartnerServicesContext,
  partnerId: number,
  fields: ServiceEditFields,
  submitted: ServiceMedia,
): Promise<PartnerServiceCardWire> {
  const { db } = context;
  const offerId = fields.action_id;
  await checkedBeforeStoring(submitted, async () => {
    const offer = await findOwnOffer(db, partnerId, offerId);
    if (!offer) throw offerNotFound();
    if (kindOf(offer.origin) === 'catalogue') {
      // A catalogue offer stays one: "other" is a new upload.
      const serviceId = catalogueChoice(fields);
      refuseOn(await placeErrors(db, { category: fields.category, subCategory: fields.subCategory, service: serviceId }));
      if (await offersService(db, partnerId, serviceId, offerId)) refuseOn({ service: [serviceFormMessages.alreadyOffered] });
    } else if (offer.approval !== 'approved') {
      if (!fields.customService) refuseOn({ customService: [serviceFormMessages.customServiceRequired] });
      refuseOn(await placeErrors(db, { category: fields.category, subCategory: fields.subCategory }));
    }
  });
  const files = await acceptFormMedia(context.media, submitted);
  let replaced: StoredMedia;
  let linkMoved = false;
  try {
    replaced = await db.transaction(async (tx) => {
      const offer = await findOwnOffer(tx, partnerId, offerId, true);
      // Deleted since it was read.
      if (!offer) throw offerNotFound();
      const changes: OfferChanges = {
        contactName: fields.name,
        mobile: fields.mobile,
        email: fields.email,
        address: fields.address,
        employeeType: fields.employeeType,
        description: fields.description ?? '',
      };
      if (files.photos.length > 0) changes.photos = files.photos;
      if (files.video) changes.video = files.video;
      if (kindOf(offer.origin) === 'catalogue') {
        const serviceId = catalogueChoice(fields);
        Object.assign(changes, { serviceId, categoryId: fields.category, subcategoryId: fields.subCategory });
        if (serviceId !== offer.serviceId) {
          if (offer.serviceId !== null) await deleteLink(tx, partnerId, offer.serviceId);
          await insertLink(tx, partnerId, serviceId);
          linkMoved = true;
        }
      } else if (offer.approval !== 'approved') {
        Object.assign(changes, { customName: fields.customService, categoryId: fields.category, subcategoryId: fields.subCategory });
        // Changed after a refusal: ops look at it again.
        if (offer.approval === 'rejected') Object.assign(changes, { approval: 'pending', rejectionReason: null });
      }
      await updateOffer(tx, offer.id, changes, context.clock());
      await queueMedia(tx, context.media, files);
      const old = { photos: files.photos.length > 0 ? offer.photos : [], video: files.video ? offer.video : null };
      await forgetMedia(tx, [...old.photos, old.video]);
      return old;
    });
  } catch (error) {
    await removeStoredMedia(context.media, files);
    if (isUniqueViolation(error)) throw unprocessable({ service: [serviceFormMessages.alreadyOffered] });
    throw error;
  }
  if (linkMoved) context.listCache.clear();
  await removeStoredMedia(context.media, replaced);
  return partnerServiceCard(context, partnerId, offerId);
}
