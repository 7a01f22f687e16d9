import type { ReverseAddress } from './locationApi';
import { locationTexts } from './texts';

/**
 * customer §4: the chip shows 'street, city'. What is known is shown alone ('Bengaluru', not
 * 'Street not available, Bengaluru'); the spec's fallback texts stand in only when nothing is.
 */
export function streetCityLabel(address: ReverseAddress): string {
  const city = address.city ?? address.town ?? address.village;
  const known = [address.road, city].filter((part): part is string => part !== null);
  return known.length > 0 ? known.join(', ') : `${locationTexts.noStreet}, ${locationTexts.noCity}`;
}

/** The chip's text when the browser's geolocation fails (GeolocationPositionError.code 1 is
 * PERMISSION_DENIED; the constant is not on the error object in every browser). */
export function geolocationErrorText(error: { code: number }): string {
  return error.code === 1 ? locationTexts.accessDenied : locationTexts.unableToFetch;
}
