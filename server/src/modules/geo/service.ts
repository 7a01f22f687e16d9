import { z } from 'zod';
import type { GeocodingConfig } from '../../config';
import { notFound } from '../../lib/httpError';
import type { Point } from '../catalog/coordinates';
import { GazetteerProvider } from './gazetteer';
import { GoogleGeocodingProvider } from './google';
import type { ForwardGeocode, GeocodingProvider, ReverseGeocode } from './provider';

export const geocodeMessages = {
  empty: 'Address cannot be empty.',
  notFound: 'Failed to geocode the address.',
} as const;

/** The longest address text sent to a provider. */
const MAX_ADDRESS_LENGTH = 300;

/** GET geocode?address=…: the typed address, trimmed; missing, blank or repeated reads as empty. */
export const geocodeQuerySchema = z.object({
  address: z
    .string({ error: geocodeMessages.empty })
    .trim()
    .min(1, { error: geocodeMessages.empty })
    // Longer than any real address: the answer a provider would give it.
    .max(MAX_ADDRESS_LENGTH, { error: geocodeMessages.notFound }),
});

export function createGeocodingProvider(config: GeocodingConfig): GeocodingProvider {
  return config.provider === 'google' ? new GoogleGeocodingProvider(config.apiKey) : new GazetteerProvider();
}

export async function reverseGeocode(provider: GeocodingProvider, point: Point): Promise<ReverseGeocode> {
  const result = await provider.reverse(point);
  if (!result) throw notFound(geocodeMessages.notFound);
  return result;
}

export async function forwardGeocode(provider: GeocodingProvider, address: string): Promise<ForwardGeocode> {
  const result = await provider.forward(address);
  if (!result) throw notFound(geocodeMessages.notFound);
  return result;
}
