import { and, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { partnerLocations } from '../../db/schema';
import type { Point } from './coordinates';

/** Kilometres per degree of latitude (and of longitude at the equator). */
const KM_PER_DEGREE = 111.32;
const EARTH_RADIUS_KM = 6371;

export interface BoundingBox {
  minLatitude: number;
  maxLatitude: number;
  /** Null when the box would cross the antimeridian or a pole: then only latitude narrows the search. */
  longitude: { min: number; max: number } | null;
}

export function boundingBox(point: Point, radiusKm: number): BoundingBox {
  const latitudeSpan = radiusKm / KM_PER_DEGREE;
  const cosLatitude = Math.cos((point.latitude * Math.PI) / 180);
  const longitudeSpan = cosLatitude > 1e-9 ? radiusKm / (KM_PER_DEGREE * cosLatitude) : Infinity;
  const min = point.longitude - longitudeSpan;
  const max = point.longitude + longitudeSpan;
  return {
    minLatitude: Math.max(-90, point.latitude - latitudeSpan),
    maxLatitude: Math.min(90, point.latitude + latitudeSpan),
    longitude: min < -180 || max > 180 ? null : { min, max },
  };
}

/** Great-circle distance in km between two points, in plain SQL (no PostGIS), so PGlite and PostgreSQL agree. */
export function haversineKm(latitude: SQL | AnyPgColumn, longitude: SQL | AnyPgColumn, point: Point): SQL {
  const lat = sql`${point.latitude}::float8`;
  const lng = sql`${point.longitude}::float8`;
  return sql`(${EARTH_RADIUS_KM} * 2 * asin(least(1, sqrt(
    power(sin(radians(${latitude} - ${lat}) / 2), 2)
    + cos(radians(${lat})) * cos(radians(${latitude})) * power(sin(radians(${longitude} - ${lng}) / 2), 2)
  ))))`;
}

/**
 * How far a place's partner travels: the place's own radius, never beyond the site's maximum
 * (a place without one, as the seed writes them, reaches the maximum). The bounding box stays
 * drawn with the maximum, so the (latitude, longitude) index still narrows the candidates.
 */
export function placeReachKm(radiusColumn: SQL | AnyPgColumn, maximumKm: number): SQL {
  return sql`least(coalesce(${radiusColumn}, ${maximumKm}::float8), ${maximumKm}::float8)`;
}

/** A place's columns, wherever they are read from (partner_locations, or service_places' copy). */
interface PlaceColumns {
  latitude: SQL | AnyPgColumn;
  longitude: SQL | AnyPgColumn;
  radiusKm: SQL | AnyPgColumn;
}

/**
 * True for a place that reaches `point` (its own radius, at most `radiusKm`): the bounding box
 * first, so a (latitude, longitude) index, or the columns an index includes, rule most places out
 * before the exact distance is computed.
 */
export function placeReaches(place: PlaceColumns, point: Point, radiusKm: number): SQL {
  const box = boundingBox(point, radiusKm);
  return and(
    sql`${place.latitude} BETWEEN ${box.minLatitude}::float8 AND ${box.maxLatitude}::float8`,
    box.longitude ? sql`${place.longitude} BETWEEN ${box.longitude.min}::float8 AND ${box.longitude.max}::float8` : undefined,
    sql`${haversineKm(place.latitude, place.longitude, point)} <= ${placeReachKm(place.radiusKm, radiusKm)}`,
  )!;
}

/**
 * For a query joining partner_locations and grouped by partner (ops' allocation): `reaches`
 * keeps the places that reach `point`, `nearestKm` is the distance from the partner's nearest
 * such place.
 */
export function partnerPlacesReaching(point: Point, radiusKm: number): { reaches: SQL; nearestKm: SQL<number> } {
  return {
    reaches: placeReaches(partnerLocations, point, radiusKm),
    nearestKm: sql<number>`min(${haversineKm(partnerLocations.latitude, partnerLocations.longitude, point)})`.mapWith(Number),
  };
}

/** service_places under the alias `sp`, as the near-me queries below read it. */
const offerPlace: PlaceColumns = {
  latitude: sql.raw('sp.latitude'),
  longitude: sql.raw('sp.longitude'),
  radiusKm: sql.raw('sp.radius_km'),
};

/** With a point, only the service_places rows whose place reaches it; without one, every row. */
function offerPlaceNear(point: Point | null, radiusKm: number): SQL {
  return point ? sql` AND ${placeReaches(offerPlace, point, radiusKm)}` : sql``;
}

/**
 * True for a service offered near the point (any verified, live partner's place that reaches
 * it; without a point, offered at all), checked with one probe of service_places' service index.
 * A scalar subquery is never turned into a join, so a query that walks services in its own
 * order (a home row, a search's ranking) checks only the services it reaches before its limit.
 */
export function offeredNearEach(serviceId: SQL, point: Point | null, radiusKm: number): SQL {
  return sql`coalesce((SELECT true FROM service_places sp WHERE sp.service_id = ${serviceId}${offerPlaceNear(point, radiusKm)} LIMIT 1), false)`;
}

/** A category, or one of its subcategories. */
export interface ListScope {
  categoryId: number;
  subcategoryId?: number;
}

/**
 * The ids of one page of a near-me list, in list order (subcategory, service): service_places is
 * walked along its (category, subcategory, service) index, whose included columns settle the
 * distance, and the walk stops at the page's end. Around central Mumbai on the bench's data set
 * a page costs about 0.1 ms of database time (the services index checked service by service
 * took 3.7 ms).
 */
export function nearServiceIdsInListOrder(scope: ListScope, point: Point | null, radiusKm: number, page: { limit: number; offset: number }): SQL {
  const subcategory = scope.subcategoryId === undefined ? sql`sp.subcategory_id IS NOT NULL` : sql`sp.subcategory_id = ${scope.subcategoryId}`;
  return sql`SELECT DISTINCT sp.subcategory_id, sp.service_id FROM service_places sp
    WHERE sp.category_id = ${scope.categoryId} AND ${subcategory}${offerPlaceNear(point, radiusKm)}
    ORDER BY sp.subcategory_id, sp.service_id LIMIT ${page.limit} OFFSET ${page.offset}`;
}
