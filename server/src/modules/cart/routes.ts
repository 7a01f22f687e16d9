import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { addToCartSchema, cartUpdateSchema } from '@servenear/shared/schemas';
import { cartItemWire, type CartCountReplyWire } from '@servenear/shared/wire';
import type { AppContext } from '../../context';
import { envelope, idParams, messageEnvelope, ok } from '../../http/replies';
import { currentAccount, requireRole } from '../../plugins/auth';
import { addToCart, cartCount, cartList, cartMessages, removeFromCart, updateCartSlot } from './service';

/**
 * The cart count beside status, not in data (customer §7): GET user/cartcount, and with the
 * message of what changed, POST user/addtocart and DELETE user/deletecart/{id}. The shared type
 * (CartCountReplyWire) is an interface of the catalogue's wire file; these schemas must match it.
 */
const cartCountReply = z.object({ status: z.number().int(), cartCount: z.number().int() });
const cartCountMessageReply = cartCountReply.extend({ message: z.string() });
type SameAsShared<T extends CartCountReplyWire> = T;
export type CartCountReply = SameAsShared<z.infer<typeof cartCountReply>>;
export type CartCountMessageReply = SameAsShared<z.infer<typeof cartCountMessageReply>>;

/** Cart calls of customers (customer §7), mounted under /api/user. */
export const cartRoutes: FastifyPluginAsyncZod<Pick<AppContext, 'clock'>> = async (app, context) => {
  const customer = requireRole('user');

  app.post(
    '/addtocart',
    { preHandler: customer, schema: { body: addToCartSchema, response: ok(cartCountMessageReply) } },
    async (request) => ({
      status: 200,
      message: cartMessages.added,
      cartCount: await addToCart(app.db, currentAccount(request).userId, request.body.serviceId),
    }),
  );

  app.get('/cartcount', { preHandler: customer, schema: { response: ok(cartCountReply) } }, async (request) => ({
    status: 200,
    cartCount: await cartCount(app.db, currentAccount(request).userId),
  }));

  app.get('/cartlist', { preHandler: customer, schema: { response: ok(envelope(z.array(cartItemWire))) } }, async (request) => ({
    status: 200,
    data: await cartList(app.db, currentAccount(request).userId),
  }));

  app.post(
    '/updatecart',
    { preHandler: customer, schema: { body: cartUpdateSchema, response: ok(messageEnvelope(cartItemWire)) } },
    async (request) => ({
      status: 200,
      message: cartMessages.updated,
      data: await updateCartSlot(app.db, context.clock, currentAccount(request).userId, request.body),
    }),
  );

  // The id is the cart row's (cart_id), not the service's.
  app.delete(
    '/deletecart/:id',
    { preHandler: customer, schema: { params: idParams('id'), response: ok(cartCountMessageReply) } },
    async (request) => ({
      status: 200,
      message: cartMessages.deleted,
      cartCount: await removeFromCart(app.db, currentAccount(request).userId, request.params.id),
    }),
  );
};
