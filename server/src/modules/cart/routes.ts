import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { currentAccount, requireRole } from '../../plugins/auth';
import { addToCart, cartCount, cartList, cartMessages, removeFromCart, updateCartSlot } from './service';

/** Cart calls of customers (customer §7), mounted under /api/user. */
export async function cartRoutes(app: FastifyInstance, context: Pick<AppContext, 'clock'>): Promise<void> {
  const customer = { preHandler: requireRole('user') };

  app.post('/addtocart', customer, async (request) => ({
    status: 200,
    message: cartMessages.added,
    cartCount: await addToCart(app.db, currentAccount(request).userId, request.body),
  }));

  app.get('/cartcount', customer, async (request) => ({
    status: 200,
    cartCount: await cartCount(app.db, currentAccount(request).userId),
  }));

  app.get('/cartlist', customer, async (request) => ({
    status: 200,
    data: await cartList(app.db, currentAccount(request).userId),
  }));

  app.post('/updatecart', customer, async (request) => ({
    status: 200,
    message: cartMessages.updated,
    data: await updateCartSlot(app.db, context.clock, currentAccount(request).userId, request.body),
  }));

  app.delete<{ Params: { id: string } }>('/deletecart/:id', customer, async (request) => ({
    status: 200,
    message: cartMessages.deleted,
    cartCount: await removeFromCart(app.db, currentAccount(request).userId, request.params.id),
  }));
}
