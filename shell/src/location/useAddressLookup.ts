import { useCallback, useState } from 'react';
import { useHost } from '@servenear/shared/host';
import { forwardGeocode, GeocodeNotFound, type GeocodedPoint } from './locationApi';
import { locationTexts, type AddressProblem } from './texts';

export interface AddressLookup {
  /** Geocodes the address and stores the point; true when it succeeded, false when it failed or asks to choose. */
  submit(address: string): Promise<boolean>;
  /** The places an ambiguous address may be ('T. Nagar': Chennai or Theni); empty otherwise. */
  choices: GeocodedPoint[];
  /** Stores one of the choices. */
  choose(place: GeocodedPoint): void;
  error: string | null;
  pending: boolean;
}

/**
 * customer §4/§5: typing an address geocodes it and stores latitude, longitude and the
 * formatted address; an empty address, a place not found and a failed call each have
 * their own message. An address found in more than one place is not guessed: the places are
 * offered as choices and nothing is stored until one is picked. Used by the location popup
 * and the hero's address box.
 */
export function useAddressLookup(): AddressLookup {
  const { setLocation } = useHost();
  // What went wrong, not its words: they are read when drawn, in the page's language.
  const [error, setError] = useState<AddressProblem | null>(null);
  const [pending, setPending] = useState(false);
  const [choices, setChoices] = useState<GeocodedPoint[]>([]);

  const choose = useCallback(
    (place: GeocodedPoint) => {
      setChoices([]);
      setLocation({ latitude: place.latitude, longitude: place.longitude, address: place.formattedAddress });
    },
    [setLocation],
  );

  const submit = useCallback(
    async (address: string) => {
      const trimmed = address.trim();
      setChoices([]);
      if (trimmed === '') {
        setError('emptyAddress');
        return false;
      }
      setPending(true);
      setError(null);
      try {
        const found = await forwardGeocode(trimmed);
        if (found.choices.length > 1) {
          setChoices(found.choices);
          return false;
        }
        choose(found);
        return true;
      } catch (failure) {
        if (failure instanceof GeocodeNotFound) {
          setError('geocodeFailed');
        } else {
          console.error('ServeNear: the address could not be geocoded', failure);
          setError('lookupError');
        }
        return false;
      } finally {
        setPending(false);
      }
    },
    [choose],
  );

  return { submit, choices, choose, error: error && locationTexts[error], pending };
}
