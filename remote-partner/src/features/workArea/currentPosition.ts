import { workAreaTexts } from './texts';

/** Why the device's point could not be had, in the words the page shows. */
export class LocationUnavailable extends Error {
  override readonly name = 'LocationUnavailable';
}

/**
 * The device's point, once. Refusals become the page's texts: a permission denied says how to
 * allow it; no geolocation at all (an old browser, an insecure page) says to type the address.
 */
export function currentPosition(geolocation: Geolocation | undefined = globalThis.navigator?.geolocation): Promise<{ latitude: number; longitude: number }> {
  if (!geolocation) return Promise.reject(new LocationUnavailable(workAreaTexts.locationUnsupported));
  return new Promise((resolve, reject) => {
    geolocation.getCurrentPosition(
      (position) => resolve({ latitude: position.coords.latitude, longitude: position.coords.longitude }),
      (error) => reject(new LocationUnavailable(error.code === error.PERMISSION_DENIED ? workAreaTexts.locationDenied : workAreaTexts.locationFailed)),
      // A phone's network fix is enough for a work area; waiting for GPS would keep the partner waiting.
      { enableHighAccuracy: false, timeout: 15_000, maximumAge: 60_000 },
    );
  });
}
