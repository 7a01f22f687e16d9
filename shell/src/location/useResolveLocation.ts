import { useEffect } from 'react';
import { useHost } from '@servenear/shared/host';
import { useAuthStore } from '../auth/authStore';
import { useLiveLocation } from './liveLocationStore';
import { reverseGeocode } from './locationApi';
import { geolocationProblem, liveLocationText } from './locationLabel';
import { locationTexts } from './texts';

/**
 * customer §4 'Location', run once when the header loads: a stored address is used as it is;
 * otherwise the browser is asked where it is, the coordinates are stored, and the server
 * reverse-geocodes them into 'street, city' for the chip.
 */
export function useResolveLocation(): void {
  const { location } = useHost();
  const hasAddress = Boolean(location.address);
  const setLabel = useLiveLocation((state) => state.setLabel);

  useEffect(() => {
    if (hasAddress) return;
    if (!('geolocation' in navigator) || !navigator.geolocation) {
      setLabel('notSupported');
      return;
    }
    let cancelled = false;
    setLabel('fetching');
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        if (cancelled) return;
        const { latitude, longitude } = coords;
        // Found, not chosen: it has no time, so at login the account's point wins over it (decision 0052).
        useAuthStore.getState().setLocation({ latitude, longitude, address: null }, null);
        reverseGeocode(latitude, longitude).then(
          (address) => !cancelled && setLabel(address),
          (error: unknown) => {
            console.error('ServeNear: the location could not be reverse-geocoded', error);
            if (!cancelled) setLabel('unableToFetch');
          },
        );
      },
      (error) => !cancelled && setLabel(geolocationProblem(error)),
      { timeout: 15_000, maximumAge: 300_000 },
    );
    return () => {
      cancelled = true;
    };
    // Once per page load while no address is stored (the setter is stable).
  }, [hasAddress, setLabel]);
}

/** The chip's text: the stored address, else the live lookup's progress or outcome. */
export function useLocationLabel(): string {
  const { location } = useHost();
  const live = useLiveLocation((state) => state.label);
  return location.address ?? (live ? liveLocationText(live) : locationTexts.fetching);
}
