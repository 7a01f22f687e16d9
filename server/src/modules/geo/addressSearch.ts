import type { Point } from '../catalog/coordinates';
import { distanceKm } from './distance';
import type { Place } from './gazetteer';
import { editDistanceWithin, isSearchableKey, localityKey, wordRuns } from './localityNames';
import { typoBucket, type Locality, type PinArea, type PostalDirectory } from './postalDirectory';
import type { GeocodeChoice } from './provider';
import { indianStatesByAdminCode } from './states';

/**
 * Where a typed Indian address is, the way people write one: a locality ('T. Nagar',
 * 'Whitefield'), a city, a PIN code, or any of them together ('Andheri East, Mumbai',
 * 'Bengaluru 560048', '12 MG Road, Koramangala, Bengaluru 560034').
 *
 * A PIN code or a city narrows the localities to those inside it. A locality found in more than
 * one place with nothing to narrow it ('T. Nagar': Chennai or Theni) is not guessed: every place
 * is offered as a choice, the one in the biggest city first.
 */
export interface AddressMatch {
  best: GeocodeChoice;
  /** More than one when the text is ambiguous: the customer picks. Empty otherwise. */
  choices: GeocodeChoice[];
}

export interface SearchSources {
  places: Place[];
  directory: PostalDirectory;
}

/** A city matched in the text narrows localities to this distance of its centre. */
const CITY_RADIUS_KM = 30;
/** With a PIN code, a locality must be in it or this close to its area. */
const PIN_RADIUS_KM = 5;
/** Two matches of the same name this close are one place (two offices of one neighbourhood). */
const SAME_PLACE_KM = 3;
/** The city a locality is named with: the biggest within this distance. */
const NAMING_CITY_KM = 20;
const NAMING_CITY_POPULATION = 300_000;
const BIG_PLACE_POPULATION = 50_000;
const METROPOLIS_POPULATION = 1_000_000;
const MAX_CHOICES = 5;
const MAX_TYPO_SEARCHES = 12;

const PIN_PATTERN = /(?<!\d)([1-9]\d{2})\s?(\d{3})(?!\d)/;
const stateKeys = new Set(Object.values(indianStatesByAdminCode).map(localityKey));
stateKeys.add('india');

interface Candidate {
  locality: Locality;
  /** Words of the typed run it matched: a longer run is a surer match. */
  words: number;
  /** Its name is what was typed (not a spelling with a typo, nor 'Andheri East' for 'Andheri'). */
  exact: boolean;
}

/** Big places by every name they go by, built once per places list. */
const cityIndexes = new WeakMap<Place[], Map<string, Place>>();
function cityIndex(places: Place[]): Map<string, Place> {
  let index = cityIndexes.get(places);
  if (!index) {
    index = new Map();
    for (const place of places) {
      if (place.population < BIG_PLACE_POPULATION) continue;
      for (const name of [place.name, ...place.aliases]) {
        const key = localityKey(name);
        const known = index.get(key);
        if (key && (!known || known.population < place.population)) index.set(key, place);
      }
    }
    cityIndexes.set(places, index);
  }
  return index;
}

/**
 * The localities a typed run names: exactly, or with a typo or two in a long name. `typoBudget`
 * counts the typo searches left for this address: each reads a few hundred keys, and a long
 * text of unknown words must not cost more than a few milliseconds.
 */
function localitiesNamed(directory: PostalDirectory, key: string, typoBudget: { left: number }): Locality[] {
  const exact = directory.localities.get(key);
  if (exact) return exact;
  if (key.length < 7 || typoBudget.left <= 0) return [];
  typoBudget.left--;
  const allowed = key.length >= 11 ? 2 : 1;
  const found: Locality[] = [];
  for (let length = key.length - allowed; length <= key.length + allowed; length++) {
    for (const known of directory.keysByBucket.get(typoBucket(key, length)) ?? []) {
      if (editDistanceWithin(key, known, allowed) <= allowed) found.push(...directory.localities.get(known)!);
    }
  }
  return found;
}

function biggestPlaceNear(places: Place[], point: Point, radiusKm: number, minimumPopulation: number): Place | undefined {
  let biggest: Place | undefined;
  for (const place of places) {
    if (place.population < minimumPopulation || (biggest && place.population <= biggest.population)) continue;
    if (distanceKm(point, place) <= radiusKm) biggest = place;
  }
  return biggest;
}

const titleCase = (text: string) => text.toLowerCase().replace(/(^|[\s(-])([a-z])/g, (_, before: string, letter: string) => before + letter.toUpperCase());

/** Names once each: 'Connaught Place, Delhi', not 'Connaught Place, Delhi, Delhi'. */
const distinctNames = (names: string[]) => names.filter((name, index) => names.findIndex((other) => localityKey(other) === localityKey(name)) === index);

/** 'T. Nagar, Chennai, Tamil Nadu 600017'. */
function localityAddress(places: Place[], locality: Locality): string {
  const city = biggestPlaceNear(places, locality, NAMING_CITY_KM, NAMING_CITY_POPULATION)?.name ?? titleCase(locality.district);
  return `${distinctNames([locality.name, city, locality.state]).join(', ')} ${locality.pin}`;
}

function pinAddress(places: Place[], area: PinArea): string {
  const city = biggestPlaceNear(places, area, NAMING_CITY_KM, NAMING_CITY_POPULATION)?.name ?? titleCase(area.district);
  return `${distinctNames([city, area.state]).join(', ')} ${area.pin}`;
}

const cityAddress = (place: Place) => distinctNames(place.state ? [place.name, place.state] : [place.name]).join(', ');

const choice = (point: Point, formattedAddress: string): GeocodeChoice => ({
  latitude: point.latitude,
  longitude: point.longitude,
  formatted_address: formattedAddress,
});

/** One entry per place: matches of one name within a few km of each other are the same place. */
function distinctPlaces(candidates: Candidate[]): Candidate[] {
  const kept: Candidate[] = [];
  for (const candidate of candidates) {
    const key = localityKey(candidate.locality.name);
    const same = kept.find((other) => localityKey(other.locality.name) === key && distanceKm(other.locality, candidate.locality) <= SAME_PLACE_KM);
    if (!same) kept.push(candidate);
  }
  return kept;
}

export function searchAddress(text: string, { places, directory }: SearchSources): AddressMatch | null {
  const pinMatch = PIN_PATTERN.exec(text);
  const pinArea = pinMatch ? directory.pins.get(pinMatch[1]! + pinMatch[2]!) : undefined;
  const parts = (pinMatch ? text.replace(pinMatch[0], ' ') : text)
    .split(/[,;\n]/)
    .map((part) => part.trim())
    .filter(Boolean);

  const cities = cityIndex(places);
  let city: Place | undefined;
  const candidates: Candidate[] = [];
  const typoBudget = { left: MAX_TYPO_SEARCHES };
  for (const part of parts) {
    const wholePartCity = cities.get(localityKey(part));
    if (wholePartCity) {
      if (!city || wholePartCity.population > city.population) city = wholePartCity;
      // A town's post office marks its centre better than the gazetteer does (Secunderabad is
      // 8 km off there); a metropolis is meant as a whole.
      if (wholePartCity.population >= METROPOLIS_POPULATION) continue;
      for (const locality of directory.localities.get(localityKey(part)) ?? []) candidates.push({ locality, words: 1, exact: true });
      continue;
    }
    if (stateKeys.has(localityKey(part))) continue;
    for (const run of wordRuns(part)) {
      const key = localityKey(run);
      const runCity = cities.get(key);
      if (runCity) {
        if (!city || runCity.population > city.population) city = runCity;
        continue;
      }
      if (!isSearchableKey(key)) continue;
      const words = run.split(/\s+/).length;
      for (const locality of localitiesNamed(directory, key, typoBudget)) candidates.push({ locality, words, exact: localityKey(locality.name) === key });
    }
  }

  const inContext = candidates.filter(({ locality }) => {
    if (pinArea) return locality.pin === pinArea.pin || distanceKm(locality, pinArea) <= PIN_RADIUS_KM;
    if (city) return distanceKm(locality, city) <= CITY_RADIUS_KM;
    return true;
  });
  // The longest run that names a place is what the customer meant ('Andheri East' over 'Andheri'),
  // and a place of exactly that name over one found by a variant ('Borivali' over 'Borivali East').
  const surest = Math.max(0, ...inContext.map((candidate) => candidate.words));
  const longest = inContext.filter((candidate) => candidate.words === surest);
  const exact = longest.filter((candidate) => candidate.exact);
  const importance = (locality: Locality) => biggestPlaceNear(places, locality, NAMING_CITY_KM, 0)?.population ?? 0;
  const matches = distinctPlaces(exact.length > 0 ? exact : longest)
    .map(({ locality }) => ({ locality, importance: importance(locality) }))
    .sort((a, b) => b.importance - a.importance)
    .slice(0, MAX_CHOICES)
    .map(({ locality }) => choice(locality, localityAddress(places, locality)));

  if (matches.length > 0) return { best: matches[0]!, choices: matches.length > 1 ? matches : [] };
  if (pinArea) return { best: choice(pinArea, pinAddress(places, pinArea)), choices: [] };
  if (city) return { best: choice(city, cityAddress(city)), choices: [] };
  return null;
}
