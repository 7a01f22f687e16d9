// Where the publish gate and the consumer-driven tests read what is live (issue 42): the live
// shell's contract record, and a server's replies (its endpoint catalogue, or a running server's
// OpenAPI document).
import path from 'node:path';
import { allEndpoints } from '@servenear/shared/endpoints';
import { catalogueSends, openApiSends, type ApiSends } from './apiShapes';
import type { Provider } from './check';
import { CONTRACTS_FILE, readContractRecord, type HostSurface } from './record';

let catalogue: Provider<ApiSends> | undefined;

/** What a server built from this checkout's endpoint catalogue sends (this server's, in the server). */
export function catalogueServer(): Provider<ApiSends> {
  catalogue ??= { value: catalogueSends(allEndpoints), source: "the server's endpoint catalogue" };
  return catalogue;
}

/** What the server at `baseUrl` sends, from its OpenAPI document; refuses when it does not answer. */
export async function liveServer(baseUrl: string, timeoutMs = 5000): Promise<Provider<ApiSends>> {
  const url = new URL('/api/openapi.json', baseUrl).toString();
  const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return { value: openApiSends((await response.json()) as Parameters<typeof openApiSends>[0]), source: url };
}

/** What the live shell's host contract provides, from its build's record; null for a shell built before records. */
export async function liveShellSurface(shellDir: string, repoRoot: string): Promise<Provider<HostSurface> | null> {
  const record = await readContractRecord(shellDir);
  if (!record?.provides) return null;
  const file = path.join(shellDir, CONTRACTS_FILE);
  return { value: record.provides, source: path.relative(repoRoot, file).startsWith('..') ? file : path.relative(repoRoot, file) };
}
