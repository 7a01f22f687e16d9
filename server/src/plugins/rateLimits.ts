import type { FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import type { RateLimits } from '../config';
import { httpTexts } from '../http/messages';
import { HttpError } from '../lib/httpError';

/** @fastify/rate-limit is registered with global:false (rateLimitStore.ts); a route opts in with one of these. */
export function perIpRateLimit(max: number, timeWindow: string): RouteShorthandOptions {
  return { config: { rateLimit: { max, timeWindow } } };
}

const LOGIN_WINDOW = '15 minutes';

/** The same answer as the plugin's errorResponseBuilder in rateLimitStore.ts. */
const tooManyRequests = () => new HttpError(429, {}, httpTexts.tooManyRequests);

/**
 * The number the handler will look up. The route's schema (the shared mobile schema) has already
 * stripped the blanks around it and checked its ten digits, so padding is no new allowance.
 */
function mobileKey(request: FastifyRequest): string {
  const mobile = (request.body as { mobile?: unknown } | undefined)?.mobile;
  return typeof mobile === 'string' ? mobile : '';
}

/**
 * Login tries (and reset-code checks) are limited twice, both counted after the body is parsed:
 * - per address, whatever the numbers: one address spraying numbers, or variants of one, is capped;
 * - per address and number, lower: guessing one account's password is slowed down without
 *   locking out everyone behind a shared address.
 * Both run after the route's schema, so a refused body costs no try and the number is normalised.
 */
export function loginRateLimit(
  app: FastifyInstance,
  limits: Pick<RateLimits, 'loginsPer15Min' | 'loginsPerIpPer15Min'>,
  /**
   * What the lower allowance is per, besides the address: the body's number unless told. Ops'
   * sign-in code and resend (issue 39) count per challenge, so colleagues behind one office
   * address do not share one allowance.
   */
  keyOf: (request: FastifyRequest) => string = mobileKey,
): RouteShorthandOptions {
  // createRateLimit, not a second hook (app.rateLimit()): the plugin runs only the first of its
  // hooks on a request, so a second one would never count anything.
  const perAddress = app.createRateLimit({
    max: limits.loginsPerIpPer15Min,
    timeWindow: LOGIN_WINDOW,
    // The plugin gives a limiter made here no route to count under: name it in the key, so
    // that each login call keeps its own per-address count.
    keyGenerator: (request) => `${request.routeOptions.method} ${request.routeOptions.url}|${request.ip}`,
  });
  return {
    // The plugin appends the per-number hook after this one: refused here, it is not counted.
    preHandler: async (request, reply) => {
      const count = await perAddress(request);
      if (!count.isAllowed && count.isExceeded) {
        reply.header('retry-after', count.ttlInSeconds);
        throw tooManyRequests();
      }
    },
    config: {
      rateLimit: {
        max: limits.loginsPer15Min,
        timeWindow: LOGIN_WINDOW,
        hook: 'preHandler',
        keyGenerator: (request: FastifyRequest) => `${request.ip}|${keyOf(request)}`,
      },
    },
  };
}

const UPLOAD_WINDOW = '1 hour';

/**
 * Upload forms (multipart with files) are limited per address and per account, across every
 * upload route together: each one may bring up to 110 MB and a re-encoding of six photos.
 * - per address in `onRequest`, before the session is looked at or a byte of the body read, so
 *   visitors, and accounts being created, are held too;
 * - per account in `preHandler`, after the route's role guard, lower: one account cannot use
 *   many addresses to upload more.
 * A refused upload is answered 429 at once and its body never read (the connection is then
 * closed: http/bodyDeadline.ts).
 */
export function uploadRateLimit(
  app: FastifyInstance,
  limits: Pick<RateLimits, 'uploadsPerHour' | 'uploadsPerIpPerHour'>,
): Pick<RouteShorthandOptions, 'onRequest' | 'preHandler'> {
  const perAddress = app.createRateLimit({ max: limits.uploadsPerIpPerHour, timeWindow: UPLOAD_WINDOW, keyGenerator: (request) => `uploads|${request.ip}` });
  const perAccount = app.createRateLimit({
    max: limits.uploadsPerHour,
    timeWindow: UPLOAD_WINDOW,
    keyGenerator: (request) => `uploads|account|${request.account?.userId ?? ''}`,
  });
  const refuseOver = async (limiter: typeof perAddress, request: FastifyRequest, reply: FastifyReply) => {
    const count = await limiter(request);
    if (!count.isAllowed && count.isExceeded) {
      reply.header('retry-after', count.ttlInSeconds);
      throw tooManyRequests();
    }
  };
  return {
    onRequest: async (request, reply) => refuseOver(perAddress, request, reply),
    preHandler: async (request, reply) => {
      if (request.account) await refuseOver(perAccount, request, reply);
    },
  };
}
