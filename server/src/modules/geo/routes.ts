import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { forwardGeocodeEndpoint, reverseGeocodeEndpoint } from '@servenear/shared/endpoints';
import { routeOf } from '../../http/endpointRoute';
import type { GeocodingProvider } from './provider';
import { forwardGeocode, reverseGeocode } from './service';

export interface GeoRoutesOptions {
  geocoder: GeocodingProvider;
}

/** Both directions of geocoding, on the server so that no maps key reaches the browser. */
export const geoRoutes: FastifyPluginAsyncZod<GeoRoutesOptions> = async (app, options) => {
  routeOf(app, reverseGeocodeEndpoint, {}, async (request) => ({ status: 200, data: await reverseGeocode(options.geocoder, request.body) }));

  routeOf(app, forwardGeocodeEndpoint, {}, async (request) => ({ status: 200, data: await forwardGeocode(options.geocoder, request.query.address) }));
};
