import type { FastifyInstance } from 'fastify';
import { bearer } from '../../../test/accounts';

/** What GET user/notifications and employee/notifications answer, as the tests read it. */
export interface Feed {
  unread: number;
  notifications: Array<{ id: number; kind: string; message: string; booking_id: number | null; created_at: string; read: boolean; link: string }>;
}

/** The customer's feed, or with `side` 'employee' the partner's. */
export async function feedOf(app: FastifyInstance, token: string, side: 'user' | 'employee' = 'user'): Promise<Feed> {
  const response = await app.inject({ method: 'GET', url: `/api/${side}/notifications`, headers: bearer(token) });
  if (response.statusCode !== 200) throw new Error(`notifications answered ${response.statusCode}: ${response.body}`);
  return response.json().data as Feed;
}

/** The messages of the feed, newest first. */
export const messagesOf = async (app: FastifyInstance, token: string) => (await feedOf(app, token)).notifications.map((item) => item.message);

export const reference = (bookingId: number) => `SN-${String(bookingId).padStart(6, '0')}`;
