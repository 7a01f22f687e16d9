import { z } from 'zod';

/**
 * What a customer is told about their bookings (customer §2 'Notifications popup' and
 * /notification): GET user/notifications and POST user/notifications/read, ours (the spec's
 * popup and page were static samples).
 *
 * An answered enquiry is the next kind, once enquiries exist: add it here and record it where
 * the answer is saved (server/src/modules/notifications/record.ts).
 */
export const notificationKinds = ['booking_received', 'partner_assigned', 'start_code_sent', 'work_completed', 'refund_recorded'] as const;
export type NotificationKind = (typeof notificationKinds)[number];

/** One event, newest first in the list; `message` is the sentence to show, as the server wrote it. */
export const notificationWire = z.object({
  id: z.number().int(),
  kind: z.enum(notificationKinds),
  message: z.string(),
  booking_id: z.number().int().nullable(),
  /** ISO date-time. */
  created_at: z.string(),
  read: z.boolean(),
});
export type NotificationWire = z.infer<typeof notificationWire>;

/** data of GET user/notifications: the latest events and how many of all are unread. */
export const notificationFeedWire = z.object({
  unread: z.number().int(),
  notifications: z.array(notificationWire),
});
export type NotificationFeedWire = z.infer<typeof notificationFeedWire>;

/** data of POST user/notifications/read: none is unread any more. */
export const notificationsReadWire = z.object({ unread: z.number().int() });
export type NotificationsReadWire = z.infer<typeof notificationsReadWire>;
