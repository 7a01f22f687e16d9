import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { HttpError } from '../../lib/httpError';
import { signedInAccount } from '../../plugins/auth';
import { audiencesOf } from './audience';
import { liveTexts } from './messages';
import type { LiveHub } from './hub';
import { formatPosition, isAfter, parsePosition, type Position } from './position';
import { deletedUpTo, eventsBetween, type LiveEventRow } from './repository';
import type { Database } from '../../db/client';

/**
 * How long a browser waits before reconnecting: 2-6 s, a stream's own, so the streams of an
 * instance that died do not all come back to the survivor at the same instant (bench/README.md,
 * "Issue 40: live streams": 2,500 at once took it 4 s). And how often a quiet stream says it is alive.
 */
const retryMs = () => 2000 + Math.floor(Math.random() * 4000);
const HEARTBEAT_MS = 20_000;
const REPLAY_PAGE = 500;

// i18n-ignore: an event-stream frame, not a text
const eventText = (row: LiveEventRow) => `id: ${formatPosition(row)}\nevent: ${row.type}\ndata: ${JSON.stringify(row.data)}\n\n`;

/** Migration 0034: a session was revoked. For the server only: the stream it opened ends. */
const SESSION_ENDED = 'session_ended';
const endsSession = (row: LiveEventRow, sessionId: number) => row.type === SESSION_ENDED && row.data.session_id === sessionId;

/**
 * Issue 40, `GET /api/events`: the signed-in person's live events as Server-Sent Events (decision
 * 0063). A session is checked as on every call; a person hears only their own events, an ops
 * member also those of their roles. A reconnecting browser sends `Last-Event-ID` and is first
 * given what it missed, from the outbox; `resync` says the retention clean-up deleted part of
 * it (read everything again). `ready` carries the position the stream starts from. A session
 * revoked meanwhile ends its streams (`session_ended`, never sent on).
 */
export const liveRoutes: FastifyPluginAsync<{ db: Database; hub: LiveHub }> = async (app, { db, hub }) => {
  const schema = {
    summary: 'The signed-in person’s live events, as Server-Sent Events (ours)',
    description:
      'A `text/event-stream` that stays open: `ready` (the position it starts from), then `notification` and the other events ' +
      'of this person (an ops member: also those of their roles). Reconnecting with `Last-Event-ID` first gives what was missed, ' +
      'or `resync` when the retention clean-up (LIVE_EVENTS_RETENTION_MINUTES) deleted part of it. 401 without a session. ' +
      '`last_event_id` does the same as the header, for a browser that opens a new EventSource (which cannot set headers) after the old one gave up.',
    querystring: z.object({ last_event_id: z.string().max(64).optional() }),
    response: { 200: { description: 'The stream, open until the browser or the server ends it.', content: { 'text/event-stream': { schema: z.string() } } } },
  };
  app.get('/events', { schema }, async (request: FastifyRequest<{ Querystring: { last_event_id?: string } }>, reply: FastifyReply) => {
    const account = signedInAccount(request);
    const member = request.opsMember && !request.opsMember.disabledAt ? request.opsMember : null;
    const audiences = new Set(audiencesOf(account.userId, member ? member.roles : null));
    const last = parsePosition((request.headers['last-event-id'] as string | undefined) ?? request.query.last_event_id);
    // The instance has not yet read the outbox (its database was down): the browser retries.
    if (!hub.ready) throw new HttpError(503, {}, liveTexts.unavailable);

    reply.hijack();
    const stream = reply.raw;
    stream.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      // No proxy in between may hold the events back to fill a buffer.
      'x-accel-buffering': 'no',
    });
    // A quiet stream stays open whatever IDLE_TIMEOUT_SECONDS says: the heartbeat is its sign of life.
    request.raw.socket.setTimeout(0);
    stream.write(`retry: ${retryMs()}\n\n`);

    // Live events that arrive while the missed ones are read wait here, so the order holds.
    let waiting: LiveEventRow[] | null = [];
    const subscription = hub.subscribe({
      audiences,
      send: (row) => {
        // A stream resumed here from a position another instance had reached already.
        if (last && !isAfter(row, last)) return;
        // Signed out (here or everywhere), or a disabled ops member: nothing more for this stream.
        if (endsSession(row, account.sessionId)) return request.raw.socket.destroy();
        if (row.type === SESSION_ENDED) return;
        if (waiting) waiting.push(row);
        else stream.write(eventText(row));
      },
      end: () => request.raw.socket.destroy(),
    });
    const heartbeat = setInterval(() => stream.write(': alive\n\n'), HEARTBEAT_MS);
    heartbeat.unref();
    // Until the connection itself closes (the browser went away, or the hub ended the stream).
    const socket = request.raw.socket;
    hub.holdSocket(socket);
    socket.once('close', () => {
      clearInterval(heartbeat);
      subscription.unsubscribe();
    });

    try {
      if (last) await replay(db, stream, [...audiences], last, subscription.upTo);
    } catch (error) {
      request.log.warn({ err: error }, 'live events: the missed ones could not be read');
      stream.write(`event: resync\ndata: {}\n\n`);
    }
    stream.write(`id: ${formatPosition(last && isAfter(last, subscription.upTo) ? last : subscription.upTo)}\nevent: ready\ndata: {}\n\n`);
    for (const row of waiting) stream.write(eventText(row));
    waiting = null;
  });
};

async function replay(db: Database, stream: NodeJS.WritableStream, audiences: string[], last: Position, upTo: Position): Promise<void> {
  if (!isAfter(upTo, last)) return;
  // Some of what happened since may have been deleted by the retention clean-up. A stream that
  // was only quiet for longer than the window is not: everything after its last id is still kept.
  const deleted = await deletedUpTo(db);
  if (deleted && isAfter(deleted, last)) {
    stream.write(`event: resync\ndata: {}\n\n`);
    return;
  }
  for (let after: Position = last; ; ) {
    const rows = await eventsBetween(db, { after, upTo, audiences, limit: REPLAY_PAGE });
    for (const row of rows) if (row.type !== SESSION_ENDED) stream.write(eventText(row));
    if (rows.length < REPLAY_PAGE) return;
    after = rows[rows.length - 1]!;
  }
}
