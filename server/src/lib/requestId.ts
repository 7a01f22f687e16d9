/** Letters, digits, dot, underscore and dash, up to 64: what tracing systems send (UUIDs, hex ids). */
const SAFE_REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;

/** The client's X-Request-Id when it is short and plain; null otherwise (the server makes one). */
export function clientRequestId(header: string | string[] | undefined): string | null {
  return typeof header === 'string' && SAFE_REQUEST_ID.test(header) ? header : null;
}
