import { and, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { partnerLocations } from '../../db/schema';
import type { Point } from './coordinates';

/** Kilometres per degree of latitude (and of longitude at the equator). */
const KM_PER_DEGREE = 111.32;
const EARTH_RADIUS_KM = 6371;

/**
 * A near-me test's inputs: the point, the box around it drawn with the site's maximum radius
 * (a box across the antimeridian or a pole spans every longitude: then only latitude narrows),
 * and that maximum. Numbers, or a prepared query's placeholders of the same names (nearValues).
 */
export interface NearInputs<T = number> {
  latitude: T;
  longitude: T;
  minLatitude: T;
  maxLatitude: T;
  minLongitude: T;
  maxLongitude: T;
  radiusKm: T;
}
export type NearSql = NearInputs<number | Placeholder>;

export function nearValues(point: Point, radiusKm: number): NearInputs {
  const latitudeSpan = radiusKm / KM_PER_DEGREE;
  const cosLatitude = Math.cos((point.latitude * Math.PI) / 180);
  const longitudeSpan = cosLatitude > 1e-9 ? radiusKm / (KM_PER_DEGREE * cosLatitude) : Infinity;
  const minLongitude = point.longitude - longitudeSpan;
  const maxLongitude = point.longitude + longitudeSpan;
  const wraps = minLongitude < -180 || maxLongitude > 180;
  return {
    latitude: point.latitude,
    longitude: point.longitude,
    minLatitude: Math.max(-90, point.latitude - latitudeSpan),
    maxLatitude: Math.min(90, point.latitude + latitudeSpan),
    minLongitude: wraps ? -180 : minLongitude,
    maxLongitude: wraps ? 180 : maxLongitude,
    radiusKm,
  };
}

/** The placeholders a prepared near-me query binds with nearValues(). */
export const nearPlaceholders: NearSql = {
  latitude: sql.placeholder('latitude'),
  longitude: sql.placeholder('longitude'),
  minLatitude: sql.placeholder('minLatitude'),
  maxLatitude: sql.placeholder('maxLatitude'),
  minLongitude: sql.placeholder('minLongitude'),
  maxLongitude: sql.placeholder('maxLongitude'),
  radiusKm: sql.placeholder('radiusKm'),
};

/** Great-circle distance in km between two points, in plain SQL (no PostGIS), so PGlite and PostgreSQL agree. */
function haversineKm(latitude: SQL | AnyPgColumn, longitude: SQL | AnyPgColumn, near: NearSql): SQL {
  const lat = sql`${near.latitude}::float8`;
  const lng = sql`${near.longitude}::float8`;
  return sql`(${EARTH_RADIUS_KM} * 2 * asin(least(1, sqrt(
    power(sin(radians(${latitude} - ${lat}) / 2), 2)
    + cos(radians(${lat})) * cos(radians(${latitude})) * power(sin(radians(${longitude} - ${lng}) / 2), 2)
  ))))`;
}

/** A place's columns, wherever they are read from (partner_locations, or service_places' copy). */
interface PlaceColumns {
  latitude: SQL | AnyPgColumn;
  longitude: SQL | AnyPgColumn;
  radiusKm: SQL | AnyPgColumn;
}

/**
 * True for a place that reaches the point: within its own radius, never beyond the site's
 * maximum (a place without one, as the seed writes them, reaches the maximum). The box, drawn
 * with the maximum, comes first, so a (latitude, longitude) index, or the columns an index
 * includes, rule most places out before the exact distance is computed.
 */
function placeReaches(place: PlaceColumns, near: NearSql): SQL {
  const maximum = sql`${near.radiusKm}::float8`;
  return and(
    sql`${place.latitude} BETWEEN ${near.minLatitude}::float8 AND ${near.maxLatitude}::float8`,
    sql`${place.longitude} BETWEEN ${near.minLongitude}::float8 AND ${near.maxLongitude}::float8`,
    sql`${haversineKm(place.latitude, place.longitude, near)} <= least(coalesce(${place.radiusKm}, ${maximum}), ${maximum})`,
  )!;
}

/**
 * For a query joining partner_locations and grouped by partner (ops' allocation): `reaches`
 * keeps the places that reach `point`, `nearestKm` is the distance from the partner's nearest
 * such place.
 */
export function partnerPlacesReaching(point: Point, radiusKm: number): { reaches: SQL; nearestKm: SQL<number> } {
  const near = nearValues(point, radiusKm);
  return {
    reaches: placeReaches(partnerLocations, near),
    nearestKm: sql<number>`min(${haversineKm(partnerLocations.latitude, partnerLocations.longitude, near)})`.mapWith(Number),
  };
}

/** service_places under the alias `sp`, as the near-me queries below read it. */
const offerPlace: PlaceColumns = {
  latitude: sql.raw('sp.latitude'),
  longitude: sql.raw('sp.longitude'),
  radiusKm: sql.raw('sp.radius_km'),
};

/** With a point, only the service_places rows whose place reaches it; without one, every row. */
function offerPlaceNear(near: NearSql | null): SQL {
  return near ? sql` AND ${placeReaches(offerPlace, near)}` : sql``;
}

/**
 * True for a service offered near the point (any verified, live partner's place that reaches
 * it; without a point, offered at all), checked with one probe of service_places' service index.
 * A scalar subquery is never turned into a join, so a query that walks services in its own
 * order (a home row, a search's ranking) checks only the services it reaches before its limit.
 */
export function offeredNearEach(serviceId: SQL, near: NearSql | null): SQL {
  return sql`coalesce((SELECT true FROM service_places sp WHERE sp.service_id = ${serviceId}${offerPlaceNear(near)} LIMIT 1), false)`;
}

/**
 * The ids of the services offered from a place that reaches the point (with `inCategory`, of the
 * category bound as `categoryId`), as one set: where few places are near, the box index finds
 * them at once, and sorting them is cheaper than walking a whole order to find them.
 */
export function servicesOfferedNear(near: NearSql, inCategory: boolean): SQL {
  const scope = inCategory ? sql`sp.category_id = ${sql.placeholder('categoryId')}` : sql`TRUE`;
  return sql`SELECT sp.service_id FROM service_places sp WHERE ${scope}${offerPlaceNear(near)}`;
}

/** Issue 37: whether any verified, live partner offers anything from a place that reaches the point. */
export function anyOfferNear(near: NearSql): SQL {
  return sql`SELECT EXISTS (SELECT 1 FROM service_places sp WHERE TRUE${offerPlaceNear(near)}) AS served`;
}

/** Which list: a category's, or one of its subcategories'. */
export interface ListScope {
  categoryId: number;
  subcategoryId?: number;
}

/**
 * How far a near-me list's walk goes. `whole`: every service_places row of the list, the exact
 * definition; with a point PostgreSQL must plan it for the point's own values (a walk in list
 * order for a city, the places index for a sparse region). `capped`: only the first `walkLimit`
 * rows in list order, so one plan (the walk) suits every point; a page it fills is the exact
 * page, one it does not fill must be asked again of the whole walk (listServiceCardsNear).
 */
export type ListWalk = 'whole' | 'capped';

/**
 * The ids of one page of a near-me list, in list order (subcategory, service): service_places is
 * walked along its (category, subcategory, service) index, whose included columns settle the
 * distance, and the walk stops at the page's end. Around central Mumbai on the bench's data set
 * a page costs about 0.1 ms of database time (the services index checked service by service
 * took 3.7 ms). Binds `categoryId`, `subcategoryId` (with `oneSubcategory`), `limit`, `offset`,
 * and with a `capped` walk `walkLimit`.
 */
export function nearServiceIdsInListOrder(oneSubcategory: boolean, near: NearSql | null, walk: ListWalk = 'whole'): SQL {
  const subcategory = oneSubcategory ? sql`sp.subcategory_id = ${sql.placeholder('subcategoryId')}` : sql`sp.subcategory_id IS NOT NULL`;
  const inList = sql`sp.category_id = ${sql.placeholder('categoryId')} AND ${subcategory}`;
  const places = walk === 'capped'
    ? sql`(SELECT sp.subcategory_id, sp.service_id, sp.latitude, sp.longitude, sp.radius_km FROM service_places sp
        WHERE ${inList} ORDER BY sp.subcategory_id, sp.service_id LIMIT ${sql.placeholder('walkLimit')}) sp WHERE TRUE`
    : sql`service_places sp WHERE ${inList}`;
  // Within one subcategory, the list order is the service's alone; said so, as a capped walk's
  // subquery hands its order out only as that (ordered by subcategory too, the generic plan
  // sorted the whole walk: 1 ms in Mumbai).
  const order = oneSubcategory && walk === 'capped' ? sql`sp.service_id` : sql`sp.subcategory_id, sp.service_id`;
  return sql`SELECT DISTINCT ${order} FROM ${places}${offerPlaceNear(near)}
    ORDER BY ${order} LIMIT ${sql.placeholder('limit')} OFFSET ${sql.placeholder('offset')}`;
}

/**
 * True when one of the partner's places offering the service reaches the point (issue 37: his
 * own photos of it on its details near a customer), one probe of service_places' service index.
 */
export function partnerOffersNear(serviceId: number, partnerId: SQL, point: Point, radiusKm: number): SQL {
  return sql`EXISTS (SELECT 1 FROM service_places sp WHERE sp.service_id = ${serviceId} AND sp.user_id = ${partnerId}${offerPlaceNear(nearValues(point, radiusKm))})`;
}
