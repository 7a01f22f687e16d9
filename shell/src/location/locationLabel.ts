import type { ReverseAddress } from './locationApi';
import { locationTexts } from './texts';

/** customer §4: the chip shows 'street, city', each part with its own fallback text. */
export function streetCityLabel(address: ReverseAddress): string {
  const street = address.road ?? locationTexts.noStreet;
  const city = address.city ?? address.town ?? address.village ?? locationTexts.noCity;
  return `${street}, ${city}`;
}

/** The chip's text when the browser's geolocation fails (GeolocationPositionError.code 1 is
 * PERMISSION_DENIED; the constant is not on the error object in every browser). */
export function geolocationErrorText(error: { code: number }): string {
  return error.code === 1 ? locationTexts.accessDenied : locationTexts.unableToFetch;
}
