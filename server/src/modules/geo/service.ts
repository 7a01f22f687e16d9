import { geocodeMessages } from '@servenear/shared/endpoints';
import type { GeocodingConfig } from '../../config';
import { notFound } from '../../lib/httpError';
import type { Point } from '../catalog/coordinates';
import { GazetteerProvider } from './gazetteer';
import { GoogleGeocodingProvider } from './google';
import type { ForwardGeocode, GeocodingProvider, ReverseGeocode } from './provider';

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
