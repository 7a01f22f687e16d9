// What a build's contract record needs that a provider lacks (issue 42): the live shell for the
// host contract, a server for the API. The publish gate asks it of one build before it goes live;
// the consumer-driven tests ask it of every live build whenever the shell, shared or the server changes.
import type { ApiSends } from './apiShapes';
import type { ContractRecord, HostSurface } from './record';
import { shapeProblems } from './replyShape';

export interface Provider<T> {
  value: T;
  /** Where it was read, for messages: 'shell/dist/contracts.json', 'http://localhost:3000/api/openapi.json'. */
  source: string;
}

/** `who` is how messages name the build: 'remote-booking', 'remote-booking 0.1.0-3f2a9c01de (live)'. */
export function hostProblems(who: string, uses: HostSurface, shell: Provider<HostSurface>): string[] {
  const problems: string[] = [];
  for (const [module, names] of Object.entries(uses.exports)) {
    const exported = new Set(shell.value.exports[module] ?? []);
    for (const name of names.filter((candidate) => !exported.has(candidate))) {
      problems.push(`${who} imports ${name} from ${module}, which the shell's host contract ${shell.value.version} does not export (per ${shell.source}).`);
    }
  }
  const provided = new Set(shell.value.members);
  for (const member of uses.members.filter((candidate) => !provided.has(candidate))) {
    problems.push(`${who} uses the host contract's ${member}, which the shell's host contract ${shell.value.version} does not have (per ${shell.source}).`);
  }
  return problems;
}

export function apiProblems(who: string, api: ContractRecord['api'], server: Provider<ApiSends>): string[] {
  const problems: string[] = [];
  for (const [endpoint, use] of Object.entries(api)) {
    const sends = server.value.get(endpoint);
    if (!sends) {
      problems.push(`${who} calls ${endpoint}, which the server does not serve (per ${server.source}).`);
      continue;
    }
    for (const problem of shapeProblems(use.reads, sends)) problems.push(`${who} reads ${endpoint}: ${problem} (per ${server.source}).`);
  }
  return problems;
}

/** Every problem of one record: its host contract uses (when the shell's surface is known) and its API calls. */
export function recordProblems(who: string, record: ContractRecord, providers: { shell: Provider<HostSurface> | null; server: Provider<ApiSends> }): string[] {
  return [...(record.host && providers.shell ? hostProblems(who, record.host, providers.shell) : []), ...apiProblems(who, record.api, providers.server)];
}
