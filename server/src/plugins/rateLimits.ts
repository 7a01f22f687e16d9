import type { FastifyRequest, RouteShorthandOptions } from 'fastify';

/** @fastify/rate-limit is registered with global:false; a route opts in with one of these. */
export function perIpRateLimit(max: number, timeWindow: string): RouteShorthandOptions {
  return { config: { rateLimit: { max, timeWindow } } };
}

function mobileOf(request: FastifyRequest): string {
  const mobile = (request.body as { mobile?: unknown } | undefined)?.mobile;
  return typeof mobile === 'string' ? mobile.slice(0, 16) : '';
}

/**
 * Login tries per address and number: guessing one account's password is slowed down
 * without locking out everyone behind a shared address. Counted after the body is parsed.
 */
export function loginRateLimit(max: number): RouteShorthandOptions {
  return {
    config: {
      rateLimit: {
        max,
        timeWindow: '15 minutes',
        hook: 'preHandler',
        keyGenerator: (request: FastifyRequest) => `${request.ip}|${mobileOf(request)}`,
      },
    },
  };
}
