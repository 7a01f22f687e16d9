import { useEffect } from 'react';
import type { Session } from '@servenear/shared/host';
import { reconcileSession } from '../auth/reconcileSession';
import { createLiveStream } from './liveStream';

/**
 * The tab's one stream (issue 40): in the browser only; the server's render has no EventSource
 * and never opens it. Refused (a 401 once the session was revoked elsewhere), the session is
 * checked again, so a signed-out tab stops asking.
 */
export const liveStream = createLiveStream(globalThis.EventSource, reconcileSession);

/** Keeps the stream open while someone is signed in, a new one for each person, closed at sign-out. */
export function useLiveStreamFor(session: Session | null): void {
  const person = session ? `${session.role}:${session.userId}` : null;
  useEffect(() => {
    if (person) liveStream.open(person);
    else liveStream.close();
  }, [person]);
}
