import type { LiveLocationLabel } from './liveLocationStore';
import type { ReverseAddress } from './locationApi';
import { locationTexts, type LocationProblem } from './texts';

/**
 * customer §4: the chip shows 'street, city'. What is known is shown alone ('Bengaluru', not
 * 'Street not available, Bengaluru'); the spec's fallback texts stand in only when nothing is.
 */
export function streetCityLabel(address: ReverseAddress): string {
  const city = address.city ?? address.town ?? address.village;
  const known = [address.road, city].filter((part): part is string => part !== null);
  return known.length > 0 ? known.join(', ') : `${locationTexts.noStreet}, ${locationTexts.noCity}`;
}

/** What went wrong when the browser's geolocation failed (GeolocationPositionError.code 1 is
 * PERMISSION_DENIED; the constant is not on the error object in every browser). */
export function geolocationProblem(error: { code: number }): LocationProblem {
  return error.code === 1 ? 'accessDenied' : 'unableToFetch';
}

/** The chip's text for what the live lookup came to, in the page's language. */
export function liveLocationText(label: LiveLocationLabel): string {
  return typeof label === 'string' ? locationTexts[label] : streetCityLabel(label);
}
