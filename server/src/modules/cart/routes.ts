import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { addToCartSchema, cartUpdateSchema } from '@servenear/shared/schemas';
import { cartCountMessageReplyWire as cartCountMessageReply, cartCountReplyWire as cartCountReply, cartItemWire } from '@servenear/shared/wire';
import type { AppContext } from '../../context';
import { envelope, idParams, messageEnvelope, ok } from '../../http/replies';
import { currentAccount, requireRole } from '../../plugins/auth';
import { addToCart, cartCount, cartList, cartMessages, removeFromCart, updateCartSlot } from './service';

/** Cart calls of customers (customer §7), mounted under /api/user. */
export const cartRoutes: FastifyPluginAsyncZod<Pick<AppContext, 'clock'>> = async (app, context) => {
  const customer = requireRole('user');

  app.post(
    '/addtocart',
    { preValidation: customer, schema: { body: addToCartSchema, response: ok(cartCountMessageReply) } },
    async (request) => ({
      status: 200,
      message: cartMessages.added,
      cartCount: await addToCart(app.db, currentAccount(request).userId, request.body.serviceId),
    }),
  );

  app.get('/cartcount', { preValidation: customer, schema: { response: ok(cartCountReply) } }, async (request) => ({
    status: 200,
    cartCount: await cartCount(app.db, currentAccount(request).userId),
  }));

  app.get('/cartlist', { preValidation: customer, schema: { response: ok(envelope(z.array(cartItemWire))) } }, async (request) => ({
    status: 200,
    data: await cartList(app.db, currentAccount(request).userId),
  }));

  app.post(
    '/updatecart',
    { preValidation: customer, schema: { body: cartUpdateSchema, response: ok(messageEnvelope(cartItemWire)) } },
    async (request) => ({
      status: 200,
      message: cartMessages.updated,
      data: await updateCartSlot(app.db, context.clock, currentAccount(request).userId, request.body),
    }),
  );

  // The id is the cart row's (cart_id), not the service's.
  app.delete(
    '/deletecart/:id',
    { preValidation: customer, schema: { params: idParams('id'), response: ok(cartCountMessageReply) } },
    async (request) => ({
      status: 200,
      message: cartMessages.deleted,
      cartCount: await removeFromCart(app.db, currentAccount(request).userId, request.params.id),
    }),
  );
};
