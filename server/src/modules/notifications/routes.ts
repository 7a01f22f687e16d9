import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notificationFeedWire, notificationsReadWire } from '@servenear/shared/wire';
import type { AppContext } from '../../context';
import { emptyBody, envelope, ok } from '../../http/replies';
import { currentAccount, requireRole } from '../../plugins/auth';
import { markNotificationsRead, notificationFeed } from './service';

/** The customer's notifications (the header bell and /notification), mounted under /api/user. */
export const notificationRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  const customer = requireRole('user');
  const ownId = (request: FastifyRequest) => currentAccount(request).userId;

  app.get('/notifications', { preValidation: customer, schema: { response: ok(envelope(notificationFeedWire)) } }, async (request) => ({
    status: 200,
    data: await notificationFeed(context, ownId(request)),
  }));

  app.post(
    '/notifications/read',
    { preValidation: customer, schema: { body: emptyBody, response: ok(envelope(notificationsReadWire)) } },
    async (request) => ({ status: 200, data: await markNotificationsRead(context, ownId(request)) }),
  );
};
