import { chmod, mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

/**
 * How long the CLI reuses one admin sign-in: a working shift. Far shorter than a browser's
 * 30-day session, because the token sits in a file; a login per command would instead run into
 * the login rate limit after ten commands.
 */
export const CLI_SESSION_MS = 8 * 60 * 60 * 1000;

export interface StoredSession {
  /** The session token (the value of the sn_session cookie), sent as a Bearer token. */
  token: string;
  /** Whose session it is: another ADMIN_MOBILE signs in afresh. */
  mobile: string;
  expiresAt: string;
}

/** `$XDG_STATE_HOME/servenear/admin-session.json`, XDG's default state folder when unset. */
export function sessionFilePath(env: NodeJS.ProcessEnv): string {
  const stateHome = env.XDG_STATE_HOME && path.isAbsolute(env.XDG_STATE_HOME) ? env.XDG_STATE_HOME : undefined;
  return path.join(stateHome ?? path.join(env.HOME || os.homedir(), '.local', 'state'), 'servenear', 'admin-session.json');
}

const isStoredSession = (value: unknown): value is StoredSession => {
  const session = value as Partial<StoredSession> | null;
  return (
    typeof session === 'object' &&
    session !== null &&
    typeof session.token === 'string' &&
    typeof session.mobile === 'string' &&
    typeof session.expiresAt === 'string' &&
    !Number.isNaN(Date.parse(session.expiresAt))
  );
};

/** The CLI's admin sessions, one per API origin, in one file only its user can read (0600). */
export class SessionStore {
  constructor(readonly file: string) {}

  async all(): Promise<Record<string, StoredSession>> {
    try {
      const info = await stat(this.file);
      // A file others can read, or someone else's, may hold a leaked or planted token: unused.
      if ((info.mode & 0o077) !== 0 || info.uid !== process.getuid?.()) return {};
      const parsed = JSON.parse(await readFile(this.file, 'utf8')) as unknown;
      if (typeof parsed !== 'object' || parsed === null) return {};
      return Object.fromEntries(Object.entries(parsed).filter(([, session]) => isStoredSession(session)));
    } catch {
      return {};
    }
  }

  async get(origin: string): Promise<StoredSession | undefined> {
    return (await this.all())[origin];
  }

  /** Stores the origin's session; other servers' expired ones are dropped on the way. */
  async set(origin: string, session: StoredSession, now = new Date()): Promise<void> {
    const live = Object.entries(await this.all()).filter(([, stored]) => Date.parse(stored.expiresAt) > now.getTime());
    await this.write({ ...Object.fromEntries(live), [origin]: session });
  }

  /** Forgets the origin's session; the one that was stored, if any. */
  async remove(origin: string): Promise<StoredSession | undefined> {
    const { [origin]: removed, ...rest } = await this.all();
    if (removed) await this.write(rest);
    return removed;
  }

  private async write(sessions: Record<string, StoredSession>): Promise<void> {
    const folder = path.dirname(this.file);
    await mkdir(folder, { recursive: true, mode: 0o700 });
    await chmod(folder, 0o700);
    // Written whole under a new name, then renamed: never a half-written file, and the new
    // file is created 0600 rather than inheriting an old file's mode.
    const temporary = `${this.file}.${process.pid}.tmp`;
    await rm(temporary, { force: true });
    await writeFile(temporary, `${JSON.stringify(sessions, null, 2)}\n`, { mode: 0o600, flag: 'wx' });
    await rename(temporary, this.file);
  }
}
