import type { FastifyInstance } from 'fastify';
import type { GeocodingProvider } from './provider';
import { forwardGeocode, reverseGeocode } from './service';

export interface GeoRoutesOptions {
  geocoder: GeocodingProvider;
}

/** Both directions of geocoding, on the server so that no maps key reaches the browser. */
export async function geoRoutes(app: FastifyInstance, options: GeoRoutesOptions): Promise<void> {
  app.post('/onbrowseropen', async (request) => ({
    status: 200,
    data: await reverseGeocode(options.geocoder, request.body),
  }));

  app.get('/geocode', async (request) => ({
    status: 200,
    data: await forwardGeocode(options.geocoder, request.query),
  }));
}
