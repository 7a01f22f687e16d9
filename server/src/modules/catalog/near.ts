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

/**
 * For a query joining partner_locations and grouped by partner: `reaches` keeps the places that
 * reach `point` (placeReachKm), the bounding box first so the (latitude, longitude) index narrows
 * the candidates before the exact distance; `nearestKm` is the distance from the partner's
 * nearest such place.
 */
export function partnerPlacesReaching(point: Point, radiusKm: number): { reaches: SQL; nearestKm: SQL<number> } {
  const box = boundingBox(point, radiusKm);
  const distance = haversineKm(partnerLocations.latitude, partnerLocations.longitude, point);
  return {
    reaches: and(
      sql`${partnerLocations.latitude} BETWEEN ${box.minLatitude}::float8 AND ${box.maxLatitude}::float8`,
      box.longitude ? sql`${partnerLocations.longitude} BETWEEN ${box.longitude.min}::float8 AND ${box.longitude.max}::float8` : undefined,
      sql`${distance} <= ${placeReachKm(partnerLocations.radiusKm, radiusKm)}`,
    )!,
    nearestKm: sql<number>`min(${distance})`.mapWith(Number),
  };
}

/** The partners who make a service "near": verified, live, and (with a point) within their place's radius. */
function nearPartnerOffers(serviceId: SQL, point: Point | null, radiusKm: number): SQL {
  let where = sql``;
  if (point) {
    const box = boundingBox(point, radiusKm);
    const longitude = box.longitude
      ? sql` AND pl.longitude BETWEEN ${box.longitude.min}::float8 AND ${box.longitude.max}::float8`
      : sql``;
    where = sql` AND pl.latitude BETWEEN ${box.minLatitude}::float8 AND ${box.maxLatitude}::float8${longitude}
      AND ${haversineKm(sql`pl.latitude`, sql`pl.longitude`, point)} <= ${placeReachKm(sql`pl.radius_km`, radiusKm)}`;
  }
  return sql`SELECT true FROM partner_services ps
    JOIN employee_profiles ep ON ep.user_id = ps.user_id AND ep.verification_status = 'verified'
    JOIN users u ON u.id = ps.user_id AND u.deleted_at IS NULL
    JOIN partner_locations pl ON pl.user_id = ps.user_id
    WHERE ps.service_id = ${serviceId}${where}`;
}

/**
 * True for a service that at least one verified, live partner offers; with a point, only when
 * one of that partner's places reaches it (its own radius, at most `radiusKm`). The box comparison lets the (latitude, longitude)
 * index narrow the candidates before the exact distance is computed. The planner may turn this
 * into a join that first gathers every offer near the point: right when most services are
 * candidates (search, the home's rating orders).
 */
export function offeredNear(serviceId: SQL, point: Point | null, radiusKm: number): SQL {
  return sql`EXISTS (${nearPartnerOffers(serviceId, point, radiusKm)})`;
}

/**
 * The same test, checked service by service as the outer query walks its index. A scalar
 * subquery is never turned into a join, so a page of a category list, read in the
 * (category, subcategory, id) index order, stops after its 49th near service instead of first
 * gathering every offer around the point (thousands in a big city): about 9 ms instead of 76
 * on the bench's data set around Mumbai.
 */
export function offeredNearEach(serviceId: SQL, point: Point | null, radiusKm: number): SQL {
  return sql`coalesce((${nearPartnerOffers(serviceId, point, radiusKm)} LIMIT 1), false)`;
}
