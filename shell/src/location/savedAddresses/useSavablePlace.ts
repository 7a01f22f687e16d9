import { useEffect, useState } from 'react';
import type { StoredLocation } from '@servenear/shared/host';
import { pointAddress } from '../pointAddress';
import type { SavedAddress } from './savedAddressesApi';

export type Place = Omit<SavedAddress, 'id' | 'kind'>;

/**
 * The current location as an address to keep (issue 37). A typed or chosen place has its words;
 * a point the browser found at page load has none stored (the chip shows its street and city
 * from the live lookup only), so its words are asked of the server here, with the point's
 * coordinates as the fallback: it can be saved like a searched one. `finding` while that runs.
 */
export function useSavablePlace({ latitude, longitude, address }: StoredLocation): { place: Place | null; finding: boolean } {
  const typed = address?.trim() ?? '';
  const [found, setFound] = useState<{ key: string; address: string } | null>(null);
  const key = `${latitude},${longitude}`;
  const needsWords = latitude !== null && longitude !== null && typed === '';

  useEffect(() => {
    if (!needsWords) return;
    let current = true;
    void pointAddress(latitude, longitude).then((words) => current && setFound({ key, address: words }));
    return () => {
      current = false;
    };
  }, [needsWords, latitude, longitude, key]);

  if (latitude === null || longitude === null) return { place: null, finding: false };
  if (typed !== '') return { place: { latitude, longitude, address: typed }, finding: false };
  return found?.key === key ? { place: { latitude, longitude, address: found.address }, finding: false } : { place: null, finding: true };
}
