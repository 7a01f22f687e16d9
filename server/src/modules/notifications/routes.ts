import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  customerNotificationReadEndpoint,
  customerNotificationsEndpoint,
  customerNotificationsReadEndpoint,
  partnerNotificationReadEndpoint,
  partnerNotificationsEndpoint,
  partnerNotificationsReadEndpoint,
} from '@servenear/shared/endpoints';
import type { AppContext } from '../../context';
import { routeOf } from '../../http/endpointRoute';
import { currentAccount, requireRole } from '../../plugins/auth';
import { markNotificationRead, markNotificationsRead, notificationFeed, type NotificationRole } from './service';
import { named } from '../../http/pluginName';

/** The three calls of one side, as the catalogue defines them (shared/src/endpoints/notifications.ts). */
interface NotificationEndpoints {
  feed: typeof customerNotificationsEndpoint | typeof partnerNotificationsEndpoint;
  allRead: typeof customerNotificationsReadEndpoint | typeof partnerNotificationsReadEndpoint;
  oneRead: typeof customerNotificationReadEndpoint | typeof partnerNotificationReadEndpoint;
}

/**
 * One person's notifications, the same three calls for either side: the customer's under
 * /api/user (the header bell and /notification), the partner's under /api/employee (the partner
 * layout's bell, /notification-popup and /employee-notification). The session's own id decides
 * whose rows are read, so neither side can reach the other's.
 */
function notificationRoutesFor(role: NotificationRole, endpoints: NotificationEndpoints): FastifyPluginAsyncZod<AppContext> {
  return named(async (app, context) => {
    const owner = { preValidation: requireRole(role) };
    const ownId = (request: FastifyRequest) => currentAccount(request).userId;

    routeOf(app, endpoints.feed, owner, async (request) => ({
      status: 200,
      data: await notificationFeed(context, ownId(request), role),
    }));

    routeOf(app, endpoints.allRead, owner, async (request) => ({ status: 200, data: await markNotificationsRead(context, ownId(request)) }));

    routeOf(app, endpoints.oneRead, owner, async (request) => ({
      status: 200,
      data: await markNotificationRead(context, ownId(request), request.params.id),
    }));
  }, `${role} notification routes`);
}

/** Mounted under /api/user. */
export const notificationRoutes = notificationRoutesFor('user', {
  feed: customerNotificationsEndpoint,
  allRead: customerNotificationsReadEndpoint,
  oneRead: customerNotificationReadEndpoint,
});

/** Mounted under /api/employee. */
export const partnerNotificationRoutes = notificationRoutesFor('employee', {
  feed: partnerNotificationsEndpoint,
  allRead: partnerNotificationsReadEndpoint,
  oneRead: partnerNotificationReadEndpoint,
});
