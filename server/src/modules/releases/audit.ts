// The audit trail of every release-state change: one JSON object per line in
// RELEASES_DIR/audit.log, appended, never rewritten.
import { appendFile, readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

/** Changes of what everyone gets … */
export type LiveAction = 'publish' | 'rollback' | 'promote';
/** … and of what a canary's share of browsers gets. */
export type CanaryAction = 'canary' | 'canary-share' | 'canary-rollback' | 'auto-rollback';

export interface AuditEntry {
  at: string;
  who: string;
  action: LiveAction | CanaryAction;
  remote: string;
  from: string | null;
  to: string;
  /** canary, canary-share: the share of browsers (from: the canary version for a share change). */
  percent?: number;
  /** auto-rollback: the figures that ended the canary. */
  reason?: string;
}

const LIVE_ACTIONS: readonly string[] = ['publish', 'rollback', 'promote'] satisfies LiveAction[];

export function changedLive(entry: AuditEntry): boolean {
  return LIVE_ACTIONS.includes(entry.action);
}

export function auditLogPath(releasesDir: string): string {
  return path.join(releasesDir, 'audit.log');
}

/** SERVENEAR_OPERATOR names a person in CI or on a shared host; otherwise user@host. */
export function currentOperator(env: NodeJS.ProcessEnv = process.env): string {
  return env.SERVENEAR_OPERATOR || `${os.userInfo().username}@${os.hostname()}`;
}

export async function appendAudit(releasesDir: string, entry: AuditEntry): Promise<void> {
  // A single small append is written in one go, so concurrent writers never interleave lines.
  await appendFile(auditLogPath(releasesDir), `${JSON.stringify(entry)}\n`, 'utf8');
}

export async function readAudit(releasesDir: string): Promise<AuditEntry[]> {
  let text: string;
  try {
    text = await readFile(auditLogPath(releasesDir), 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  return text
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as AuditEntry);
}
