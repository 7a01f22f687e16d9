import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { addToCartEndpoint, cartCountEndpoint, cartListEndpoint, deleteCartItemEndpoint, updateCartEndpoint } from '@servenear/shared/endpoints';
import type { AppContext } from '../../context';
import { routeOf } from '../../http/endpointRoute';
import { currentAccount, requireRole } from '../../plugins/auth';
import { addToCart, cartCount, cartList, cartMessages, removeFromCart, updateCartSlot } from './service';

/** Cart calls of customers (customer §7), mounted under /api/user. */
export const cartRoutes: FastifyPluginAsyncZod<Pick<AppContext, 'clock'>> = async (app, context) => {
  const customer = { preValidation: requireRole('user') };

  routeOf(app, addToCartEndpoint, customer, async (request) => ({
    status: 200,
    message: cartMessages.added,
    cartCount: await addToCart(app.db, currentAccount(request).userId, request.body.serviceId),
  }));

  routeOf(app, cartCountEndpoint, customer, async (request) => ({
    status: 200,
    cartCount: await cartCount(app.db, currentAccount(request).userId),
  }));

  routeOf(app, cartListEndpoint, customer, async (request) => ({
    status: 200,
    data: await cartList(app.db, currentAccount(request).userId),
  }));

  routeOf(app, updateCartEndpoint, customer, async (request) => ({
    status: 200,
    message: cartMessages.updated,
    data: await updateCartSlot(app.db, context.clock, currentAccount(request).userId, request.body),
  }));

  // The id is the cart row's (cart_id), not the service's.
  routeOf(app, deleteCartItemEndpoint, customer, async (request) => ({
    status: 200,
    message: cartMessages.deleted,
    cartCount: await removeFromCart(app.db, currentAccount(request).userId, request.params.id),
  }));
};
