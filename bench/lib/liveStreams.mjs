// Issue 40's live streams as a browser holds them, for bench/live-streams.mjs: people signed in
// straight in the database, an EventSource of GET /api/events that reconnects as the standard
// says, notifications committed at a steady rate, and the check that every stream got every
// event of its person once and in order.
import { randomBytes, createHash } from 'node:crypto';
import http from 'node:http';
import { pg } from './postgres.mjs';

/** 30 days, as the server's sessions (modules/sessions/service.ts). */
const SESSION_DAYS = 30;

/**
 * `count` customers, each with one live session, inserted as the server stores them (a users row;
 * a sessions row holding only the SHA-256 of a random base64url token, modules/sessions/): one
 * statement each instead of `count` sign-ups, whose password hashing (scrypt at production's cost)
 * would take minutes on two cores. Returns [{ userId, token }].
 */
export async function signInPeople(databaseUrl, count) {
  const mobiles = Array.from({ length: count }, (_, index) => `6${String(process.pid).padStart(5, '0').slice(-5)}${String(index).padStart(4, '0')}`);
  const tokens = mobiles.map(() => randomBytes(32).toString('base64url'));
  const hashes = tokens.map((token) => createHash('sha256').update(token).digest('hex'));
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    // The password hash is no valid hash: these people never sign in with a password.
    const { rows } = await client.query(
      `INSERT INTO users (role, name, mobile, password_hash, is_verified)
       SELECT 'user', 'Bench viewer ' || mobile, mobile, 'not-a-password-hash', true FROM unnest($1::text[]) AS mobile
       RETURNING id, mobile`,
      [mobiles],
    );
    const idOf = new Map(rows.map((row) => [row.mobile, row.id]));
    const userIds = mobiles.map((mobile) => idOf.get(mobile));
    await client.query(
      `INSERT INTO sessions (user_id, token_hash, expires_at)
       SELECT user_id, token_hash, now() + interval '${SESSION_DAYS} days' FROM unnest($1::int[], $2::text[]) AS s(user_id, token_hash)`,
      [userIds, hashes],
    );
    return userIds.map((userId, index) => ({ userId, token: tokens[index] }));
  } finally {
    await client.end();
  }
}

/** One connection per stream, none kept for another request: as a browser's EventSource. */
export const streamAgent = new http.Agent({ keepAlive: false, maxSockets: Infinity });

/** A position "<txid>-<id>" as a pair of BigInts, to check that a stream's events only go forward. */
const positionOf = (text) => text.split('-').map(BigInt);
const isAfter = ([txid, id], [otherTxid, otherId]) => txid > otherTxid || (txid === otherTxid && id > otherId);

/**
 * One EventSource on `${baseUrl}/api/events`, signed in by the session cookie as in a browser.
 * It follows the standard's processing model: `retry:` sets the reconnection time, `id:` the last
 * event id (also on an event without data: `ready`), and when the connection drops it waits the
 * reconnection time and reconnects with `Last-Event-ID`. An answer other than a 200 event stream
 * makes a real EventSource give up for good; here it is counted (`refusals`) and the stream
 * reconnects anyway, as the page's own code must do, so that the bench sees what happens next.
 * Every `notification` is kept with its arrival time (performance.now()).
 */
export class LiveStream {
  constructor({ baseUrl, token, userId }) {
    this.url = new URL('/api/events', baseUrl);
    this.token = token;
    this.userId = userId;
    this.retryMs = 3000;
    this.lastEventId = '';
    /** Each connection: { servedBy, openedAt, readyAt, endedAt, status }. */
    this.connections = [];
    this.refusals = [];
    /** { notificationId, position, at } in arrival order. */
    this.notifications = [];
    this.heartbeats = 0;
    /** `resync` events: the server could not give what was missed (read everything again). */
    this.resyncs = 0;
    this.closed = false;
    this.request = null;
    this.timer = null;
  }

  /** Connects; resolves when this connection's `ready` arrives, rejects if it ends first. */
  open() {
    return new Promise((resolve, reject) => this.connect(resolve, reject));
  }

  /** What a browser does when the page goes: no reconnection. */
  close() {
    this.closed = true;
    clearTimeout(this.timer);
    this.request?.destroy();
  }

  get current() {
    return this.connections.at(-1);
  }

  connect(onReady = () => {}, onFailure = () => {}) {
    if (this.closed) return;
    const connection = { servedBy: null, openedAt: performance.now(), readyAt: null, endedAt: null, status: 0 };
    this.connections.push(connection);
    let settled = false;
    const ended = (reason) => {
      if (connection.endedAt !== null) return;
      connection.endedAt = performance.now();
      if (!settled) {
        settled = true;
        onFailure(new Error(`the stream ended before ready: ${reason}`));
      }
      // The standard's reconnection: after the reconnection time, with the last id received.
      if (!this.closed) this.timer = setTimeout(() => this.connect(), this.retryMs);
    };
    const headers = { accept: 'text/event-stream', 'cache-control': 'no-cache', cookie: `sn_session=${this.token}` };
    if (this.lastEventId !== '') headers['last-event-id'] = this.lastEventId;
    const request = http.get(this.url, { agent: streamAgent, headers }, (response) => {
      connection.status = response.statusCode ?? 0;
      connection.servedBy = response.headers['x-served-by'] ?? null;
      // A connection cut midway (an instance killed, a stream ended) errors with "aborted": the
      // close that follows reconnects.
      response.on('error', () => {});
      if (response.statusCode !== 200 || !String(response.headers['content-type']).startsWith('text/event-stream')) {
        this.refusals.push({ status: response.statusCode, servedBy: connection.servedBy, at: performance.now() });
        response.resume();
        response.on('close', () => ended(`answered ${response.statusCode}`));
        return;
      }
      response.setEncoding('utf8');
      const parse = this.parser(() => {
        connection.readyAt = performance.now();
        if (!settled) {
          settled = true;
          onReady();
        }
      });
      response.on('data', parse);
      response.on('close', () => ended('closed'));
    });
    request.on('error', (error) => ended(error.code ?? error.message));
    this.request = request;
  }

  /** The event stream's line parser (text/event-stream); `onReady` is called at each `ready`. */
  parser(onReady) {
    let partial = '';
    let type = '';
    let data = '';
    let id = this.lastEventId;
    const dispatch = () => {
      this.lastEventId = id;
      if (data === '') {
        type = '';
        return;
      }
      const body = data.slice(0, -1);
      if (type === 'ready') onReady();
      else if (type === 'resync') this.resyncs += 1;
      else if (type === 'notification') this.notifications.push({ notificationId: JSON.parse(body).id, position: this.lastEventId, at: performance.now() });
      type = '';
      data = '';
    };
    return (chunk) => {
      const lines = (partial + chunk).split(/\r\n|\r|\n/);
      partial = lines.pop();
      for (const line of lines) {
        if (line === '') dispatch();
        else if (line.startsWith(':')) this.heartbeats += 1;
        else {
          const colon = line.indexOf(':');
          const field = colon === -1 ? line : line.slice(0, colon);
          let value = colon === -1 ? '' : line.slice(colon + 1);
          if (value.startsWith(' ')) value = value.slice(1);
          if (field === 'event') type = value;
          else if (field === 'data') data += `${value}\n`;
          else if (field === 'id' && !value.includes('\0')) id = value;
          else if (field === 'retry' && /^\d+$/.test(value)) this.retryMs = Number(value);
        }
      }
    };
  }
}

/** Opens `streams`, at most `atOnce` connecting at a time; resolves with each one's ms to `ready`. */
export async function openAll(streams, atOnce) {
  const times = [];
  let next = 0;
  const worker = async () => {
    while (next < streams.length) {
      const stream = streams[next++];
      const started = performance.now();
      await stream.open();
      times.push(performance.now() - started);
    }
  };
  await Promise.all(Array.from({ length: Math.min(atOnce, streams.length) }, worker));
  return Float64Array.from(times).sort();
}

/**
 * Commits notifications (each in its own transaction: BEGIN, INSERT … RETURNING id, COMMIT, as
 * the server's changes write theirs) at `perSecond` for `seconds`, to the people in turn, on a
 * pool of its own straight to PostgreSQL: the writes go on whatever happens to an instance.
 * `committedAt` is when COMMIT was acknowledged (performance.now()); the trigger of migration
 * 0033 writes each one's live event in the same transaction. Resolves with the commits.
 */
export async function commitNotifications(databaseUrl, userIds, { perSecond, seconds, label, onTick = () => {} }) {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 8 });
  const commits = [];
  const pending = new Set();
  const count = Math.round(perSecond * seconds);
  const started = performance.now();
  try {
    for (let index = 0; index < count; index += 1) {
      const due = started + (index * 1000) / perSecond;
      const wait = due - performance.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      onTick(performance.now() - started);
      const userId = userIds[index % userIds.length];
      const commit = (async () => {
        const client = await pool.connect();
        try {
          await client.query('BEGIN');
          const { rows } = await client.query("INSERT INTO notifications (user_id, kind, message) VALUES ($1, 'bench_live', $2) RETURNING id", [userId, `${label} ${index}`]);
          await client.query('COMMIT');
          commits.push({ notificationId: rows[0].id, userId, committedAt: performance.now() });
        } finally {
          client.release();
        }
      })();
      pending.add(commit);
      commit.finally(() => pending.delete(commit));
    }
    await Promise.all(pending);
  } finally {
    await pool.end();
  }
  return commits;
}

/**
 * Every stream against the commits of its person: `lost` (committed, never received),
 * `duplicates` (received more than once), `outOfOrder` (a position not after the one before),
 * `unexpected` (not among the commits), the streams that lack something, and the delivery
 * latencies (ms from the commit's acknowledgement to the arrival on the stream), sorted. What a
 * stream told to `resync` lacks is counted apart (`missedWithResync`): its page reads everything
 * again instead, so nothing is lost to the person, but the stream did not deliver it.
 */
export function checkDeliveries(streams, commits) {
  const byPerson = new Map();
  const committed = new Map();
  for (const commit of commits) {
    committed.set(commit.notificationId, commit);
    if (!byPerson.has(commit.userId)) byPerson.set(commit.userId, []);
    byPerson.get(commit.userId).push(commit.notificationId);
  }
  const totals = { expected: 0, received: 0, lost: 0, missedWithResync: 0, duplicates: 0, outOfOrder: 0, unexpected: 0, streamsMissingEvents: 0 };
  const latencies = [];
  for (const stream of streams) {
    const expected = byPerson.get(stream.userId) ?? [];
    const seen = new Map();
    let previous = null;
    for (const event of stream.notifications) {
      const position = positionOf(event.position);
      if (previous && !isAfter(position, previous)) totals.outOfOrder += 1;
      previous = position;
      const commit = committed.get(event.notificationId);
      if (!commit || commit.userId !== stream.userId) {
        totals.unexpected += 1;
        continue;
      }
      seen.set(event.notificationId, (seen.get(event.notificationId) ?? 0) + 1);
      if (seen.get(event.notificationId) === 1) latencies.push(event.at - commit.committedAt);
      else totals.duplicates += 1;
      totals.received += 1;
    }
    const missing = expected.filter((notificationId) => !seen.has(notificationId)).length;
    totals.expected += expected.length;
    if (stream.resyncs > 0) totals.missedWithResync += missing;
    else totals.lost += missing;
    if (missing > 0) totals.streamsMissingEvents += 1;
  }
  return { ...totals, latencies: Float64Array.from(latencies).sort() };
}

/** Whether every stream holds every commit of its person, but for those told to resync (to wait for the last deliveries). */
export function allDelivered(streams, commits) {
  return checkDeliveries(streams, commits).lost === 0;
}
