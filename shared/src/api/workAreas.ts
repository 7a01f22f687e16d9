import * as v from 'valibot';
import type { WorkAreasWire, WorkAreaWire } from '@servenear/shared/wire';
import { apiClient } from './client';
import { envelope, messageOnly, parseReply, readsWire } from './reply';

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

/** A new place: a typed address (geocoded on the server) or the device's point, never both. */
export type NewWorkArea = ({ address: string } | { latitude: number; longitude: number }) & { radiusKm: number; label?: string };

const placeReply = readsWire<WorkAreaWire>()(
  v.object({
    id: v.number(),
    label: v.nullable(v.string()),
    address: v.nullable(v.string()),
    city: v.string(),
    latitude: v.number(),
    longitude: v.number(),
    radius_km: v.number(),
  }),
);
const placesReply = readsWire<WorkAreasWire>()(v.object({ places: v.array(placeReply), max_radius_km: v.number(), max_places: v.number() }));

const toWorkArea = (place: v.InferOutput<typeof placeReply>): WorkArea => ({
  id: place.id,
  label: place.label,
  address: place.address,
  city: place.city,
  latitude: place.latitude,
  longitude: place.longitude,
  radiusKm: place.radius_km,
});

/** GET/POST/DELETE employee/work-areas (ours): where a partner works. */
export const workAreasApi = {
  async list(options: { signal?: AbortSignal } = {}): Promise<WorkAreas> {
    const response = await apiClient.get<unknown>('employee/work-areas', { signal: options.signal });
    const data = parseReply(envelope(placesReply), response).data;
    return { places: data.places.map(toWorkArea), maxRadiusKm: data.max_radius_km, maxPlaces: data.max_places };
  },

  async add(place: NewWorkArea): Promise<WorkArea> {
    const { radiusKm, ...where } = place;
    const response = await apiClient.post<unknown>('employee/work-areas', { ...where, radius_km: radiusKm });
    return toWorkArea(parseReply(envelope(placeReply), response).data);
  },

  async remove(placeId: number): Promise<string> {
    const response = await apiClient.delete<unknown>(`employee/work-areas/${placeId}`);
    return parseReply(messageOnly, response).message ?? '';
  },
};
