import { z } from 'zod';
import type { GeocodingConfig } from '../../config';
import { notFound } from '../../lib/httpError';
import { pointSchema } from '../catalog/coordinates';
import { GazetteerProvider } from './gazetteer';
import { GoogleGeocodingProvider } from './google';
import type { ForwardGeocode, GeocodingProvider, ReverseGeocode } from './provider';

export const geocodeMessages = {
  empty: 'Address cannot be empty.',
  notFound: 'Failed to geocode the address.',
} as const;

export function createGeocodingProvider(config: GeocodingConfig): GeocodingProvider {
  return config.provider === 'google' ? new GoogleGeocodingProvider(config.apiKey) : new GazetteerProvider();
}

export async function reverseGeocode(provider: GeocodingProvider, body: unknown): Promise<ReverseGeocode> {
  const point = pointSchema.parse(body ?? {});
  const result = await provider.reverse(point);
  if (!result) throw notFound(geocodeMessages.notFound);
  return result;
}

const addressSchema = z.object({
  address: z.preprocess(
    (value) => (typeof value === 'string' ? value.trim() : ''),
    z.string().min(1, { error: geocodeMessages.empty }).max(300, { error: geocodeMessages.notFound }),
  ),
});

export async function forwardGeocode(provider: GeocodingProvider, query: unknown): Promise<ForwardGeocode> {
  const { address } = addressSchema.parse(query ?? {});
  const result = await provider.forward(address);
  if (!result) throw notFound(geocodeMessages.notFound);
  return result;
}
