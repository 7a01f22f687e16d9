import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope, ok } from '../../http/replies';
import { pointSchema } from '../catalog/coordinates';
import { forwardGeocodeSchema, reverseGeocodeSchema, type GeocodingProvider } from './provider';
import { forwardGeocode, geocodeQuerySchema, reverseGeocode } from './service';

export interface GeoRoutesOptions {
  geocoder: GeocodingProvider;
}

/** Both directions of geocoding, on the server so that no maps key reaches the browser. */
export const geoRoutes: FastifyPluginAsyncZod<GeoRoutesOptions> = async (app, options) => {
  app.post('/onbrowseropen', { schema: { body: pointSchema, response: ok(envelope(reverseGeocodeSchema)) } }, async (request) => ({
    status: 200,
    data: await reverseGeocode(options.geocoder, request.body),
  }));

  app.get('/geocode', { schema: { querystring: geocodeQuerySchema, response: ok(envelope(forwardGeocodeSchema)) } }, async (request) => ({
    status: 200,
    data: await forwardGeocode(options.geocoder, request.query.address),
  }));
};
