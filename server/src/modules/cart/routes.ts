import type { FastifyInstance } from 'fastify';
import { currentAccount, requireRole } from '../../plugins/auth';
import { addToCart, cartCount, cartMessages } from './service';

/** Cart calls of customers (customer §7), mounted under /api/user. */
export async function cartRoutes(app: FastifyInstance): Promise<void> {
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
}
