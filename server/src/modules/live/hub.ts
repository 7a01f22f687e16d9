import type { Socket } from 'node:net';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { isAfter, type Position } from './position';
import { deleteEventsBefore, eventsBetween, eventsWaitingFrom, visibleBound, type LiveEventRow } from './repository';

/** The NOTIFY channel of migration 0033's trigger: a transaction that wrote live events committed. */
export const LIVE_EVENTS_CHANNEL = 'servenear_live_events';

/** How many rows one read takes at a time. */
const PAGE = 500;
const CLEAN_UP_EVERY_MS = 60_000;
/** How soon the hub reads again while committed events wait behind an older running transaction. */
const WAITING_EVENTS_RETRY_MS = 100;

/** Wakes the hub when a transaction that wrote live events commits (a NOTIFY); resolves to its stop. */
export type LiveWakeups = (onWake: () => void) => Promise<() => Promise<void>>;

export interface LiveSubscriber {
  audiences: ReadonlySet<string>;
  send(event: LiveEventRow): void;
  /** The instance is stopping: end the stream, so the browser reconnects to another. */
  end(): void;
}

/** Everything up to the row before `bound`: the position just below a transaction bound. */
const below = (bound: bigint): Position => ({ txid: bound - 1n, id: Number.MAX_SAFE_INTEGER });

/**
 * One per instance (decision 0063): reads the live events of ended transactions, in position
 * order, and hands each to the streams of its audience open here. A NOTIFY at each commit wakes
 * it (every instance LISTENs, so an event written on one reaches a person streaming from
 * another); a sweep every `sweepMs` catches a wake-up missed while the listening connection was
 * down. `cursor` is the last position handed out: a new stream replays up to it and takes the
 * rest live, so no event is given twice or skipped.
 */
export class LiveHub {
  private cursor: Position | null = null;
  private readonly subscribers = new Set<LiveSubscriber>();
  private reading: Promise<void> | null = null;
  private readAgain = false;
  private sweep: NodeJS.Timeout | undefined;
  private stopListening: (() => Promise<void>) | undefined;
  private nextCleanUp = 0;
  private retry: NodeJS.Timeout | undefined;
  /** The streams' connections: destroyed on stop, so the server's close() never waits on one. */
  private readonly sockets = new Set<Socket>();

  constructor(
    private readonly deps: { db: Database; clock: Clock; log: FastifyBaseLogger; retentionMinutes: number; sweepMs: number; wakeups?: LiveWakeups },
  ) {}

  /**
   * Never fails the instance's start: with the database down it starts anyway (readiness says
   * so) and the sweep finds its place, and its wake-ups' loss, once the database answers.
   */
  async start(): Promise<void> {
    this.sweep = setInterval(() => this.wake(), this.deps.sweepMs);
    this.sweep.unref();
    try {
      this.cursor = below(await visibleBound(this.deps.db));
      if (this.deps.wakeups) this.stopListening = await this.deps.wakeups(() => this.wake());
    } catch (error) {
      this.deps.log.warn({ err: error }, 'live events: the database did not answer; looking again every sweep');
    }
  }

  /** False until the hub knows where it stands in the outbox (the database answered once). */
  get ready(): boolean {
    return this.cursor !== null;
  }

  /** Ends every stream open here and stops reading. */
  async stop(): Promise<void> {
    clearInterval(this.sweep);
    clearTimeout(this.retry);
    this.retry = undefined;
    for (const subscriber of this.subscribers) subscriber.end();
    this.subscribers.clear();
    for (const socket of this.sockets) socket.destroy();
    await this.stopListening?.();
    await this.reading;
  }

  /** Adds a stream; answers the position up to which it must replay from the database itself. */
  subscribe(subscriber: LiveSubscriber): { upTo: Position; unsubscribe(): void } {
    if (!this.cursor) throw new Error('the live hub has not started');
    this.subscribers.add(subscriber);
    return { upTo: this.cursor, unsubscribe: () => this.subscribers.delete(subscriber) };
  }

  holdSocket(socket: Socket): void {
    this.sockets.add(socket);
    socket.once('close', () => this.sockets.delete(socket));
  }

  /** Reads what committed since the last read; a wake during a read reads once more after it. */
  wake(): void {
    if (this.reading) {
      this.readAgain = true;
      return;
    }
    this.reading = this.readAll()
      .catch((error: unknown) => this.deps.log.warn({ err: error }, 'live events could not be read'))
      .finally(() => {
        this.reading = null;
        if (this.readAgain) {
          this.readAgain = false;
          this.wake();
        }
      });
  }

  private async readAll(): Promise<void> {
    const { db } = this.deps;
    const upTo = below(await visibleBound(db));
    if (!this.cursor) {
      // Started while the database was down: from now on.
      this.cursor = upTo;
      return;
    }
    for (;;) {
      const rows = await eventsBetween(db, { after: this.cursor, upTo, audiences: null, limit: PAGE });
      for (const row of rows) this.dispatch(row);
      if (rows.length < PAGE) break;
    }
    if (isAfter(upTo, this.cursor!)) this.cursor = upTo;
    // A NOTIFY woke this read, but an older transaction (a job, another request) was still running,
    // so the events it announced lie past the bound. That transaction's end wakes nobody, so read
    // again soon, until it has ended; otherwise they would wait for the sweep (CI, 2026-12-01: a
    // notification missed its 10 s on a loaded machine, with the sweep set to a minute).
    if (!this.retry && (await eventsWaitingFrom(db, upTo.txid + 1n))) {
      this.retry = setTimeout(() => {
        this.retry = undefined;
        this.wake();
      }, WAITING_EVENTS_RETRY_MS);
      this.retry.unref();
    }
    await this.cleanUpIfDue();
  }

  private dispatch(row: LiveEventRow): void {
    this.cursor = row;
    for (const subscriber of this.subscribers) if (subscriber.audiences.has(row.audience)) subscriber.send(row);
  }

  /** Once a minute per instance: events older than the retention window go. */
  private async cleanUpIfDue(): Promise<void> {
    const now = this.deps.clock();
    if (now.getTime() < this.nextCleanUp) return;
    this.nextCleanUp = now.getTime() + CLEAN_UP_EVERY_MS;
    await deleteEventsBefore(this.deps.db, new Date(now.getTime() - this.deps.retentionMinutes * 60_000));
  }
}
