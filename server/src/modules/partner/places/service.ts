import { MAX_WORK_AREAS, workAreaMessages, type WorkAreaRequest } from '@servenear/shared/schemas';
import type { WorkAreasWire, WorkAreaWire } from '@servenear/shared/wire';
import type { AppContext } from '../../../context';
import { HttpError, notFound } from '../../../lib/httpError';
import { workPlace } from '../../bookings/workPlace';
import type { Point } from '../../catalog/coordinates';
import { deleteOwnPlace, insertPlaceWithin, listPlaces, type PlaceRow } from './repository';

type Context = Pick<AppContext, 'db' | 'geocoder' | 'listCache' | 'config'>;

/** The largest radius a place may have: the site's near-me radius, in whole km. */
export const maximumRadiusKm = (context: Pick<AppContext, 'config'>) => Math.max(1, Math.floor(context.config.nearRadiusKm));

function wireOf(row: PlaceRow, maximumKm: number): WorkAreaWire {
  return {
    id: row.id,
    label: row.label,
    address: row.address,
    city: row.city,
    latitude: row.latitude,
    longitude: row.longitude,
    // A place without its own radius (set up by ops or the seed) reaches the site's maximum.
    radius_km: Math.min(row.radiusKm ?? maximumKm, maximumKm),
  };
}

export async function partnerPlaces(context: Context, partnerId: number): Promise<WorkAreasWire> {
  const maximumKm = maximumRadiusKm(context);
  const rows = await listPlaces(context.db, partnerId);
  return { places: rows.map((row) => wireOf(row, maximumKm)), max_radius_km: maximumKm, max_places: MAX_WORK_AREAS };
}

/** The town a point is in, for the place's city; '' when the directory knows none (open country). */
async function townAt(context: Context, point: Point) {
  const found = await context.geocoder.reverse(point).catch(() => null);
  const town = found?.address.city ?? found?.address.town ?? found?.address.village ?? '';
  return { town: town.slice(0, 120), formatted: found?.formatted_address ?? null };
}

/**
 * Adds a place: the device's point as sent, or the typed address geocoded here with the
 * bookings' rule (an address that cannot be placed, or could be in several places, is refused
 * on its field). Near-me lists change with it, so the catalogue's cache is cleared.
 */
export async function addPartnerPlace(context: Context, partnerId: number, request: WorkAreaRequest): Promise<WorkAreaWire> {
  const sent = request.latitude !== undefined && request.longitude !== undefined ? { latitude: request.latitude, longitude: request.longitude } : null;
  const point = await workPlace(context.geocoder, sent, request.address ?? '', 'address');
  const { town, formatted } = await townAt(context, point);
  const row = await insertPlaceWithin(
    context.db,
    {
      userId: partnerId,
      latitude: point.latitude,
      longitude: point.longitude,
      city: town,
      radiusKm: request.radius_km,
      label: request.label || null,
      // A typed address is kept as the partner wrote it; a device's point as the directory reads it.
      address: (request.address || formatted)?.slice(0, 300) || null,
    },
    MAX_WORK_AREAS,
  );
  if (!row) throw new HttpError(422, { form: [workAreaMessages.tooMany] }, workAreaMessages.tooMany);
  context.listCache.clear();
  return wireOf(row, maximumRadiusKm(context));
}

export async function deletePartnerPlace(context: Context, partnerId: number, placeId: number): Promise<void> {
  // Another partner's place answers exactly as a missing one: ids say nothing about other accounts.
  if (!(await deleteOwnPlace(context.db, partnerId, placeId))) throw notFound(workAreaMessages.notFound);
  context.listCache.clear();
}
