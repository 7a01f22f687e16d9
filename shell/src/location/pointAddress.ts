import { fill } from '@servenear/shared/i18n';
import { reverseGeocode } from './locationApi';
import { locationTexts } from './texts';

/** "Location near 13.0850, 80.2101": a point's words when nothing better is known (ours, issue 37). */
export const nearPointText = (latitude: number, longitude: number) =>
  // The coordinates as written, four decimals: not as a number of the language (which rounds to one).
  fill(locationTexts.nearPoint, { latitude: latitude.toFixed(4), longitude: longitude.toFixed(4) });

/**
 * Words a person can read for a point the browser found, to show and to save: the street and
 * the locality or city the server finds there, else the locality alone, else its coordinates.
 */
export async function pointAddress(latitude: number, longitude: number): Promise<string> {
  try {
    const { road, city, town, village } = await reverseGeocode(latitude, longitude);
    const known = [road, city ?? town ?? village].filter((part): part is string => part !== null);
    if (known.length > 0) return known.join(', ');
  } catch (failure) {
    console.error('ServeNear: the point could not be reverse-geocoded', failure);
  }
  return nearPointText(latitude, longitude);
}
