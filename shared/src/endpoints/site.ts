import * as z from 'zod/mini';
import { defineEndpoint, envelope } from './define';

/*
 * The site's own calls that no screen makes: the probes a load balancer or an orchestrator reads
 * (not the usual envelope: they read these words), and the development SMS outbox.
 */

/** GET health: the process answers. */
export const healthEndpoint = /* @__PURE__ */ defineEndpoint({
  method: 'GET',
  path: 'health',
  summary: 'Liveness: the process answers',
  description:
    'Asks nothing of the database: an outage there is not cured by restarting this process, and a restart loop would only add to it.',
  reply: z.object({ status: z.literal('ok') }),
});

const readinessFields = {
  database: z.enum(['up', 'down']),
  redis: z.enum(['up', 'down', 'unused']),
  draining: z.boolean(),
};

/** GET health/ready: whether to send this instance traffic (the balancer's check, scripts/cluster). */
export const readinessEndpoint = /* @__PURE__ */ defineEndpoint({
  method: 'GET',
  path: 'health/ready',
  summary: 'Readiness: whether to send this instance traffic',
  description:
    'Ready while the instance is not shutting down, its database answers and, when it has one, its Redis too; ' +
    'else a 503 that says which (redis is unused without REDIS_URL).',
  reply: z.object({ status: z.literal('ready'), ...readinessFields }),
  otherReplies: { 503: z.object({ status: z.literal('not ready'), ...readinessFields }) },
});

/** A text the log SMS provider "sent". */
const outboxMessage = /* @__PURE__ */ z.object({ to: z.string(), body: z.string(), created_at: z.iso.datetime() });

/**
 * GET dev/outbox?mobile=…: the texts the log SMS provider "sent", newest first, so a developer or
 * the e2e run can read an OTP. Served only with DEV_OUTBOX=true (never in production), and even
 * then answered only to clients on this machine: the codes let anyone take over an account
 * through forgot-password. So it is not among `allEndpoints`, which every server serves.
 */
export const devOutboxEndpoint = /* @__PURE__ */ defineEndpoint({
  method: 'GET',
  path: 'dev/outbox',
  summary: 'The texts the log SMS provider “sent”, newest first (development only)',
  description: 'Served only with DEV_OUTBOX=true, never in production, and only to clients on this machine. At most 50.',
  query: z.object({ mobile: z.optional(z.string().check(z.trim(), z.maxLength(20), z.regex(/^\d{10}$/))) }),
  reply: envelope(z.array(outboxMessage)),
});
