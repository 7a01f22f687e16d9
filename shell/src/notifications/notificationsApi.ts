/**
 * The bell's two calls. Like the shell's other own calls (auth/sessionApi.ts) they use fetch,
 * not the shared axios client, so the header costs the landing page no axios nor the endpoint
 * catalogue. The feed is shaped as the catalogue's customerNotificationsEndpoint shapes it
 * (shared/src/endpoints/notifications.ts): both are stored under one query key, and
 * notificationsApi.test.ts holds the URLs and the reading to the catalogue's.
 */
import type { NotificationFeed } from '@servenear/shared/api';

interface FeedWire {
  unread?: unknown;
  notifications?: Array<{ id: number; kind: string; message: string; booking_id: number | null; created_at: string; read: boolean; link?: string }>;
}

/** GET user/notifications (ours): the customer's latest events, newest first, and the unread count. */
export async function getNotifications({ signal }: { signal?: AbortSignal } = {}): Promise<NotificationFeed> {
  const response = await fetch('/api/user/notifications', { credentials: 'include', signal });
  if (!response.ok) throw new Error(`Notifications answered ${response.status}`);
  const { data } = (await response.json()) as { data?: FeedWire };
  const unread = Number(data?.unread ?? 0);
  return {
    unread: Number.isFinite(unread) ? unread : 0,
    notifications: (data?.notifications ?? []).map((item) => ({
      id: item.id,
      kind: item.kind,
      message: item.message,
      bookingId: item.booking_id,
      createdAt: item.created_at,
      read: item.read,
      // A server from before links were sent: the notifications page is still a right place to go.
      link: typeof item.link === 'string' && item.link.startsWith('/') ? item.link : '/notification',
    })),
  };
}

/** POST user/notifications/read (ours): everything the customer has been told is now seen. */
export async function postNotificationsRead(): Promise<void> {
  const response = await fetch('/api/user/notifications/read', {
    method: 'POST',
    credentials: 'include',
    headers: { 'content-type': 'application/json' },
    body: '{}',
  });
  if (!response.ok) throw new Error(`Marking notifications read answered ${response.status}`);
}
