import type { FastifyRequest } from 'fastify';

const LOOPBACK_ADDRESSES = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/** Headers a reverse proxy adds to say whom it forwards a request for. */
const FORWARDED_HEADERS = ['forwarded', 'x-forwarded-for', 'x-real-ip'] as const;

/**
 * True when the request comes from this machine. request.ip is the socket's peer unless
 * TRUST_PROXY names a proxy (then the address that proxy forwards for), so a client cannot forge
 * it. But a reverse proxy on the same host makes every client look local, so a request that a
 * proxy forwarded never counts.
 */
export function isLoopbackRequest(request: FastifyRequest): boolean {
  return LOOPBACK_ADDRESSES.has(request.ip) && FORWARDED_HEADERS.every((name) => request.headers[name] === undefined);
}
