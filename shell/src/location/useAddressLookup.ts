import { useCallback, useState } from 'react';
import { useHost } from '@servenear/shared/host';
import { forwardGeocode, GeocodeNotFound } from './locationApi';
import { locationTexts } from './texts';

export interface AddressLookup {
  /** Geocodes the address and stores the point; true when it succeeded. */
  submit(address: string): Promise<boolean>;
  error: string | null;
  pending: boolean;
}

/**
 * customer §4/§5: typing an address geocodes it and stores latitude, longitude and the
 * formatted address; an empty address, a place not found and a failed call each have
 * their own message. Used by the location popup and the hero's address box.
 */
export function useAddressLookup(): AddressLookup {
  const { setLocation } = useHost();
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const submit = useCallback(
    async (address: string) => {
      const trimmed = address.trim();
      if (trimmed === '') {
        setError(locationTexts.emptyAddress);
        return false;
      }
      setPending(true);
      setError(null);
      try {
        const point = await forwardGeocode(trimmed);
        setLocation({ latitude: point.latitude, longitude: point.longitude, address: point.formattedAddress });
        return true;
      } catch (failure) {
        if (failure instanceof GeocodeNotFound) {
          setError(locationTexts.geocodeFailed);
        } else {
          console.error('ServeNear: the address could not be geocoded', failure);
          setError(locationTexts.lookupError);
        }
        return false;
      } finally {
        setPending(false);
      }
    },
    [setLocation],
  );

  return { submit, error, pending };
}
