import type { CreateEnquiryRequest, PdEnquiryFields } from '@servenear/shared/enquiry-schemas';
import { serviceEnquiryMessages } from '@servenear/shared/enquiry-schemas';
import type { PdEnquiryWire, ServiceEnquiryWire } from '@servenear/shared/wire';
import type { AppContext } from '../../context';
import { unprocessable } from '../../lib/httpError';
import { workPlace } from '../bookings/workPlace';
import { acceptFormMedia, mediaStatusOf, queueMedia, removeStoredMedia, type PendingVideo } from '../media';
import { moversOf } from './moves/mover';
import { placeMove } from './places';
import { catalogueService, insertEnquiry, ownMoveRequests, ownServiceEnquiries } from './repository';
import { enquiryTexts } from './messages';
import { serviceImages, toPdEnquiryWire, toServiceEnquiryWire } from './views';

/**
 * The customer's enquiries (customer §3 'Move (Pass Fast Express) enquiry', 'Service enquiry';
 * §7 'Enquiries'): sending them and reading their own. Ops answer them (ops*.ts); a quoted
 * service enquiry is booked by bookQuote.ts.
 */

type Context = Pick<AppContext, 'db' | 'geocoder' | 'pdMedia'>;

/** A move request as the route read it: checked fields, and checked photos and video not yet stored. */
export interface MoveRequest {
  fields: PdEnquiryFields;
  /** Paths of the spooled photos (media's readMediaForm). */
  photos: string[];
  video: PendingVideo | null;
}

/**
 * POST user/pd/delivery: places both addresses (a miss leaves them unplaced, never refuses),
 * hands the photos and video to the media job (PD folders), then writes the row and queues
 * the job in one transaction. Files are accepted before the row and removed again when it
 * cannot be written, so no row ever names a file that is not there or on its way.
 */
export async function sendMoveRequest(context: Context, userId: number, request: MoveRequest): Promise<number> {
  const { fields } = request;
  let places;
  try {
    places = await placeMove(context.geocoder, fields.fromaddress, fields.toaddress);
  } catch (error) {
    await request.video?.discard();
    throw error;
  }
  const media = await acceptFormMedia(context.pdMedia, request);
  try {
    return await context.db.transaction(async (tx) => {
      const id = await insertEnquiry(tx, {
        kind: 'pd',
        userId,
        mobile: fields.mobile,
        description: fields.description ?? '',
        fromAddress: fields.fromaddress,
        toAddress: fields.toaddress,
        moveDate: fields.dob,
        fromLatitude: places.from?.latitude ?? null,
        fromLongitude: places.from?.longitude ?? null,
        toLatitude: places.to?.latitude ?? null,
        toLongitude: places.to?.longitude ?? null,
        distanceKm: places.distanceKm,
        photos: media.photos,
        video: media.video,
      });
      await queueMedia(tx, context.pdMedia, media);
      return id;
    });
  } catch (error) {
    await removeStoredMedia(context.pdMedia, media);
    throw error;
  }
}

/**
 * POST user/create-enquiry. Only a catalogue service that takes enquiries (servicetype other
 * than 'service') is asked about: a bookable one is booked instead. The address must be one the
 * map can place, as a booking's must (bookings/workPlace.ts): a quote becomes a booking, and a
 * booking without a place could never be allocated. The service's name is kept with the row.
 */
export async function sendServiceEnquiry(context: Context, userId: number, request: CreateEnquiryRequest): Promise<number> {
  const service = await catalogueService(context.db, request.serviceId);
  if (!service) throw unprocessable({ serviceId: [enquiryTexts.serviceNotFound] });
  if (service.serviceType === 'service') throw unprocessable({ serviceId: [serviceEnquiryMessages.bookableService] });
  await workPlace(context.geocoder, null, request.address, 'address');
  return insertEnquiry(context.db, {
    kind: 'service',
    userId,
    mobile: request.mobile,
    description: request.description,
    serviceId: service.id,
    serviceName: service.name,
    name: request.name,
    email: request.email,
    address: request.address,
    // The slot is ours and optional (issue 37): none asked for, none stored.
    workType: request.slot?.serviceMethod ?? null,
    dayHours: request.slot?.workingDuration ?? null,
    serviceDate: request.slot?.preferredDate ?? null,
    serviceTime: request.slot?.preferredTime ?? null,
  });
}

/** GET user/pdenquiry/list: the caller's own move requests, newest first. */
export async function moveRequestList(context: Pick<AppContext, 'db' | 'mediaLinks'>, userId: number): Promise<PdEnquiryWire[]> {
  const rows = await ownMoveRequests(context.db, userId);
  const movers = await moversOf(context.db, context.mediaLinks, rows.map((row) => row.partnerId));
  const statuses = await mediaStatusOf(context.db, rows.flatMap((row) => [...row.photos, row.video]));
  return rows.map((row) => toPdEnquiryWire(row, context.mediaLinks, row.partnerId === null ? null : (movers.get(row.partnerId) ?? null), statuses));
}

/** GET user/service/enquiry/list: the caller's own service enquiries, newest first. */
export async function serviceEnquiryList(context: Pick<AppContext, 'db'>, userId: number): Promise<ServiceEnquiryWire[]> {
  return (await ownServiceEnquiries(context.db, userId)).map((row) => toServiceEnquiryWire(row.enquiry, serviceImages(row)));
}
