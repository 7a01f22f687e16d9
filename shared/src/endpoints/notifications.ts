import * as z from 'zod/mini';
import { queryKeys } from '@servenear/shared/host';
import { idParams } from '../schemas/idSchemas';
import { notificationFeedWire, notificationKinds, notificationsReadWire, notificationWire } from '../wire/notifications';
import { defineEndpoint, envelope } from './define';

/** The popups and pages show this many; older events stay stored but are not listed. */
export const LATEST_NOTIFICATIONS = 30;

/** One event the customer is told about, in the app's own words. */
export interface CustomerNotification {
  id: number;
  /** booking_received, partner_assigned, …; a kind this build does not know is still shown. */
  kind: string;
  message: string;
  bookingId: number | null;
  /** ISO date-time. */
  createdAt: string;
  read: boolean;
  /** The site's page where the event is followed up (/service-enquiry for an enquiry's answer, …). */
  link: string;
}

/** The bell's and /notification's data: the latest events, newest first, and the unread count. */
export interface NotificationFeed {
  unread: number;
  notifications: CustomerNotification[];
}

/**
 * One event a partner is told about (a job allocated, cancelled, approved or paid; their account's
 * verification): kind is job_allocated, booking_paid, …, and the page to follow it up comes with it.
 */
export type PartnerNotification = CustomerNotification;

/** The partner's bell, /notification-popup and /employee-notification: the latest events and the unread count. */
export interface PartnerNotificationFeed {
  unread: number;
  notifications: PartnerNotification[];
}

/**
 * The feed as every page reads it: kind is any text. Remotes are released apart from the server,
 * so a kind a newer server has learnt must not break an older page (the server writes only the
 * kinds it lists).
 */
const feedReply = /* @__PURE__ */ envelope(
  z.extend(notificationFeedWire, {
    notifications: z.array(
      z.extend(notificationWire, {
        // Documented as the kinds the server writes; a page shows one it does not know by its message.
        kind: z.string().check(z.describe(`One of ${notificationKinds.join(', ')}.`)),
      }),
    ),
  }),
);

const toFeed = ({ data: { unread, notifications } }: z.output<typeof feedReply>): NotificationFeed => ({
  unread,
  notifications: notifications.map(({ id, kind, message, booking_id, created_at, read, link }) => ({ id, kind, message, bookingId: booking_id, createdAt: created_at, read, link })),
});

/**
 * The body of a POST that reads none: any fields a client sends are dropped, and a missing body
 * is fine. Declared so that the route, like every other, states what it takes.
 */
const emptyBody = /* @__PURE__ */ z.object({});

/**
 * One person's notifications, the same three calls for either side: the customer's under
 * user/ (the header bell and /notification), the partner's under employee/ (the partner
 * layout's bell, /notification-popup and /employee-notification). The session's own id decides
 * whose rows are read, so neither side can reach the other's.
 */
function notificationEndpoints<Prefix extends 'user' | 'employee'>(prefix: Prefix, key: () => readonly unknown[]) {
  const whose = prefix === 'user' ? 'customer' : 'partner';
  return {
    feed: defineEndpoint({
      method: 'GET',
      path: `${prefix}/notifications`,
      summary: `The signed-in ${whose}'s latest notifications (ours)`,
      description: `The latest ${LATEST_NOTIFICATIONS}, newest first, each with its time and the site's page to follow it up (link), and how many of all are unread.`,
      reply: feedReply,
      toModel: toFeed,
      key,
    }),
    allRead: defineEndpoint({
      method: 'POST',
      path: `${prefix}/notifications/read`,
      summary: `Marks every notification of the ${whose} read (ours)`,
      body: emptyBody,
      reply: envelope(notificationsReadWire),
    }),
    oneRead: defineEndpoint({
      method: 'POST',
      path: `${prefix}/notifications/:id/read`,
      summary: `Marks one notification of the ${whose} read (ours)`,
      description: 'Answers how many are still unread. 404 for an id that is not this person’s.',
      params: idParams('id'),
      body: emptyBody,
      reply: envelope(notificationsReadWire),
    }),
  };
}

const customer = /* @__PURE__ */ notificationEndpoints('user', () => queryKeys.account.notifications());
const partner = /* @__PURE__ */ notificationEndpoints('employee', () => queryKeys.partner.notifications());

/** GET user/notifications: the customer's latest events and the unread count. */
export const customerNotificationsEndpoint = customer.feed;
/** POST user/notifications/read: every unread one read (opening the bell's popup, /notification). */
export const customerNotificationsReadEndpoint = customer.allRead;
/** POST user/notifications/{id}/read: one read. */
export const customerNotificationReadEndpoint = customer.oneRead;

/** GET employee/notifications: the partner's latest events and the unread count. */
export const partnerNotificationsEndpoint = partner.feed;
/** POST employee/notifications/read: every unread one read. */
export const partnerNotificationsReadEndpoint = partner.allRead;
/** POST employee/notifications/{id}/read: one read, as the partner follows its link. */
export const partnerNotificationReadEndpoint = partner.oneRead;

