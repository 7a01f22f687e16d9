import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import {
  accountLocationEndpoint,
  addSavedAddressEndpoint,
  arrivalRequestEndpoint,
  deleteSavedAddressEndpoint,
  editSavedAddressEndpoint,
  saveAccountLocationEndpoint,
  savedAddressesEndpoint,
  servedCitiesEndpoint,
} from '@servenear/shared/endpoints';
import { placeMessages } from '@servenear/shared/endpoints';
import type { AppContext } from '../../context';
import { routeOf } from '../../http/endpointRoute';
import { currentAccount, requireRole } from '../../plugins/auth';
import { isSameOrigin } from '../../plugins/sameOrigin';
import { HttpError } from '../../lib/httpError';
import { httpTexts } from '../../http/messages';
import { accountLocation, addSavedAddress, askForArrival, deleteSavedAddress, editSavedAddress, saveAccountLocation, savedAddresses, servedCities } from './service';

/** Issue 37 (ours): the customer's location and saved addresses, mounted under /api/user. */
export const accountPlaceRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  const customer = { preValidation: requireRole('user') };
  const ownId = (request: FastifyRequest) => currentAccount(request).userId;

  routeOf(app, accountLocationEndpoint, customer, async (request) => ({ status: 200, data: await accountLocation(context, ownId(request)) }));

  routeOf(app, saveAccountLocationEndpoint, customer, async (request) => {
    await saveAccountLocation(context, ownId(request), request.body);
    return { status: 200, message: placeMessages.locationSaved };
  });

  routeOf(app, savedAddressesEndpoint, customer, async (request) => ({ status: 200, data: await savedAddresses(context, ownId(request)) }));

  routeOf(app, addSavedAddressEndpoint, customer, async (request, reply) => {
    const saved = await addSavedAddress(context, ownId(request), request.body);
    reply.code(201);
    return { status: 201, message: placeMessages.saved, data: saved };
  });

  routeOf(app, editSavedAddressEndpoint, customer, async (request) => ({
    status: 200,
    message: placeMessages.renamed,
    data: await editSavedAddress(context, ownId(request), request.params.id, request.body),
  }));

  routeOf(app, deleteSavedAddressEndpoint, customer, async (request) => {
    await deleteSavedAddress(context, ownId(request), request.params.id);
    return { status: 200, message: placeMessages.deleted };
  });
};

export interface ServedPlaceRoutesOptions {
  arrivalRequestsPerHour: number;
  nearRadiusKm: number;
}

/** Issue 37 (ours): the cities served and "tell me when you serve here", public, mounted under /api. */
export const servedPlaceRoutes: FastifyPluginAsyncZod<Pick<AppContext, 'db'> & ServedPlaceRoutesOptions> = async (app, options) => {
  routeOf(app, servedCitiesEndpoint, {}, async (request) => ({ status: 200, data: await servedCities(options, request.query.point, options.nearRadiusKm) }));

  const limited = {
    config: { rateLimit: { max: options.arrivalRequestsPerHour, timeWindow: '1 hour' } },
    // Public, but a signed-in customer's cookie may name their number: no other site may send it.
    preValidation: async (request: FastifyRequest) => {
      if (request.sessionTransport === 'cookie' && !isSameOrigin(request, request.server.publicOrigin)) throw new HttpError(403, {}, httpTexts.crossSite);
    },
  };
  routeOf(app, arrivalRequestEndpoint, limited, async (request, reply) => {
    const account = request.account?.role === 'user' ? request.account.userId : null;
    await askForArrival(options, account, request.body);
    reply.code(201);
    return { status: 201, message: placeMessages.arrivalStored };
  });
};
