import { queryKeys } from '@servenear/shared/host';
import { idParams } from '../schemas/idSchemas';
import { workAreasWire, workAreaWire, type WorkAreaWire } from '../wire/workArea';
import { defineEndpoint, envelope, messageEnvelope, messageReply } from './define';

/*
 * Where a partner works (ours, issue 14), under /api/employee: near-me lists and allocation
 * measure from these places, each within its own radius. Open to a partner still waiting for
 * verification, so the work area is ready the day they are verified.
 */

/** One place a partner works from, as the work-area page shows it. */
export interface WorkArea {
  id: number;
  label: string | null;
  address: string | null;
  city: string;
  latitude: number;
  longitude: number;
  radiusKm: number;
}

export interface WorkAreas {
  places: WorkArea[];
  /** The largest radius a place may have (the site's near-me radius). */
  maxRadiusKm: number;
  maxPlaces: number;
}

const toWorkArea = (place: WorkAreaWire): WorkArea => ({
  id: place.id,
  label: place.label,
  address: place.address,
  city: place.city,
  latitude: place.latitude,
  longitude: place.longitude,
  radiusKm: place.radius_km,
});

/** GET employee/work-areas: the partner's places and the form's limits (largest radius, most places). */
export const workAreasEndpoint = /* @__PURE__ */ defineEndpoint({
  method: 'GET',
  path: 'employee/work-areas',
  summary: "The partner's work places and the limits of the form",
  description: 'Each place with its radius in km; `max_radius_km` is the site’s near-me radius, the largest a place may have.',
  reply: envelope(workAreasWire),
  toModel: ({ data }): WorkAreas => ({ places: data.places.map(toWorkArea), maxRadiusKm: data.max_radius_km, maxPlaces: data.max_places }),
  key: () => queryKeys.partner.workAreas(),
});

/**
 * The largest near-me radius a server may be configured with (NEAR_RADIUS_KM, server/src/config.ts).
 * A place's radius is bounded by the server's own radius, known only where it runs: the server
 * registers POST employee/work-areas with workAreaRequestSchema(its radius) in place of this body.
 */
const LARGEST_NEAR_RADIUS_KM = 500;

/** POST employee/work-areas: a typed address (geocoded on the server) or the device's point, never both. */
export const addWorkAreaEndpoint = /* @__PURE__ */ defineEndpoint({
  method: 'POST',
  path: 'employee/work-areas',
  summary: 'Add a work place',
  description:
    'From `address` (geocoded on the server; an address it cannot place, or that could be in several places, is refused on `address`) ' +
    'or from the device’s `latitude` and `longitude`, with `radius_km` from 1 to the site’s maximum and an optional `label`. ' +
    'At most the number of places GET employee/work-areas names (max_places; 422 on `form` beyond it).',
  loadBody: () => import('../schemas/workArea').then((rules) => rules.workAreaRequestSchema(LARGEST_NEAR_RADIUS_KM)),
  successStatus: 201,
  reply: messageEnvelope(workAreaWire),
  toModel: ({ data }) => toWorkArea(data),
});

/** DELETE employee/work-areas/{id}. */
export const deleteWorkAreaEndpoint = /* @__PURE__ */ defineEndpoint({
  method: 'DELETE',
  path: 'employee/work-areas/:id',
  summary: 'Delete one of the partner’s own work places (404 for any other)',
  params: idParams('id'),
  reply: messageReply,
  toModel: ({ message }) => message,
});
