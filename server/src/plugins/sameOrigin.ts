import type { FastifyRequest } from 'fastify';

/** The site's origin as the browser sees it (scheme, host and port), from PUBLIC_ORIGIN when set. */
function siteOrigin(request: FastifyRequest, publicOrigin: string | undefined): string {
  // Behind a TLS-terminating proxy the server itself speaks http: request.protocol and
  // request.host follow X-Forwarded-Proto and X-Forwarded-Host only from a trusted proxy
  // (TRUST_PROXY); PUBLIC_ORIGIN names the origin outright where that is not set up.
  return new URL(publicOrigin ?? `${request.protocol}://${request.host}`).origin;
}

/**
 * True when the request comes from a page of this site: the Origin's scheme, host and port are
 * the site's, so an https page of the same host does not pass for an http site, nor another port.
 * Through URL on both sides, so an explicit default port (http://localhost:80) compares equal.
 * Browsers send Origin on every POST; Sec-Fetch-Site also covers GETs from modern browsers.
 */
export function isSameOrigin(request: FastifyRequest, publicOrigin?: string): boolean {
  const fetchSite = request.headers['sec-fetch-site'];
  if (fetchSite !== undefined && fetchSite !== 'same-origin') return false;
  const origin = request.headers.origin;
  if (origin === undefined) return request.method === 'GET' && fetchSite === 'same-origin';
  try {
    return new URL(origin).origin === siteOrigin(request, publicOrigin);
  } catch {
    return false;
  }
}
