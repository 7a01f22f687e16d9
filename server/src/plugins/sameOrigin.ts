import type { FastifyRequest } from 'fastify';

/**
 * True when the request comes from a page of this site. The host is compared, not the
 * scheme: behind a TLS-terminating proxy the server sees http while the page is https.
 * Browsers send Origin on every POST; Sec-Fetch-Site also covers GETs from modern browsers.
 */
export function isSameOrigin(request: FastifyRequest): boolean {
  const fetchSite = request.headers['sec-fetch-site'];
  if (fetchSite !== undefined && fetchSite !== 'same-origin') return false;
  const origin = request.headers.origin;
  if (origin === undefined) return request.method === 'GET' && fetchSite === 'same-origin';
  try {
    // Through URL on both sides, so an explicit default port (localhost:80) compares equal.
    return new URL(origin).host === new URL(`${request.protocol}://${request.host}`).host;
  } catch {
    return false;
  }
}
