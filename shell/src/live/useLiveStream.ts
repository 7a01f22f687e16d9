import { useEffect } from 'react';
import type { Session } from '@servenear/shared/host';
import { createLiveStream } from './liveStream';

/** The tab's one stream (issue 40): in the browser only; the server's render has no EventSource and never opens it. */
export const liveStream = createLiveStream();

/** Keeps the stream open while someone is signed in, a new one for each person, closed at sign-out. */
export function useLiveStreamFor(session: Session | null): void {
  const person = session ? `${session.role}:${session.userId}` : null;
  useEffect(() => {
    if (person) liveStream.open(person);
    else liveStream.close();
  }, [person]);
}
