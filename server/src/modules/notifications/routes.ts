import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notificationFeedWire, notificationsReadWire } from '@servenear/shared/wire';
import type { AppContext } from '../../context';
import { emptyBody, envelope, idParams, ok } from '../../http/replies';
import { currentAccount, requireRole } from '../../plugins/auth';
import { LATEST_NOTIFICATIONS, markNotificationRead, markNotificationsRead, notificationFeed, type NotificationRole } from './service';

/**
 * One person's notifications, the same three calls for either side: the customer's under
 * /api/user (the header bell and /notification), the partner's under /api/employee (the partner
 * layout's bell, /notification-popup and /employee-notification). The session's own id decides
 * whose rows are read, so neither side can reach the other's.
 */
function notificationRoutesFor(role: NotificationRole): FastifyPluginAsyncZod<AppContext> {
  const whose = role === 'user' ? 'customer' : 'partner';
  return async (app, context) => {
    const owner = requireRole(role);
    const ownId = (request: FastifyRequest) => currentAccount(request).userId;

    app.get('/notifications', {
        preValidation: owner,
        schema: {
          summary: `The signed-in ${whose}'s latest notifications (ours)`,
          description: `The latest ${LATEST_NOTIFICATIONS}, newest first, each with its time and the site's page to follow it up (link), and how many of all are unread.`,
          response: ok(envelope(notificationFeedWire)),
        },
      }, async (request) => ({
      status: 200,
      data: await notificationFeed(context, ownId(request), role),
    }));

    app.post(
      '/notifications/read',
      {
        preValidation: owner,
        schema: { summary: `Marks every notification of the ${whose} read (ours)`, body: emptyBody, response: ok(envelope(notificationsReadWire)) },
      },
      async (request) => ({ status: 200, data: await markNotificationsRead(context, ownId(request)) }),
    );

    app.post(
      '/notifications/:id/read',
      {
        preValidation: owner,
        schema: {
          summary: `Marks one notification of the ${whose} read (ours)`,
          description: 'Answers how many are still unread. 404 for an id that is not this person’s.',
          params: idParams('id'),
          body: emptyBody,
          response: ok(envelope(notificationsReadWire)),
        },
      },
      async (request) => ({ status: 200, data: await markNotificationRead(context, ownId(request), request.params.id) }),
    );
  };
}

/** Mounted under /api/user. */
export const notificationRoutes = notificationRoutesFor('user');

/** Mounted under /api/employee. */
export const partnerNotificationRoutes = notificationRoutesFor('employee');
