import { startTransition, useEffect, useState } from 'react';
import { useLocation } from '@servenear/shared/router';
import { REMOTE_SNAPSHOT_ATTRIBUTE, type RemoteId } from '@servenear/shared/routes';
import { useServerState, type RemoteSnapshot } from '../ssr/serverState';
import type { RemoteApp } from './remoteLoader';

/** The server's picture of this remote's page, if the server drew one for this page. */
function useSnapshotOf(remote: RemoteId): RemoteSnapshot | null {
  const { remoteSnapshot } = useServerState();
  return remoteSnapshot?.remote === remote ? remoteSnapshot : null;
}

function useIsAtPathOf(snapshot: RemoteSnapshot): boolean {
  const { pathname, search } = useLocation();
  return snapshot.path === `${pathname}${search}`;
}

/**
 * The server's picture of a remote's page (rendered by the remote's own server build,
 * shellPage), so the page is the first paint and does not move when the remote takes over with
 * the same reads. `inert`: nothing can be typed into it, so nothing typed is lost when the live
 * page replaces it. The browser hydrates it as the server wrote it (React leaves the HTML inside
 * alone), so the picture is parsed and laid out once.
 */
function SnapshotPicture({ snapshot }: { snapshot: RemoteSnapshot }) {
  const attributes = { [REMOTE_SNAPSHOT_ATTRIBUTE]: snapshot.remote, 'data-path': snapshot.path };
  return <div {...attributes} inert dangerouslySetInnerHTML={{ __html: snapshot.html }} />;
}

/**
 * A region's content: the live App, or first, on the page the server drew, the picture. The
 * server renders the picture as content (not as a suspended boundary's fallback), so the
 * browser hydrates it in place instead of discarding the server's HTML and building the picture
 * again (on the signed-in home that cost a 4× slowed CPU ~350 ms, then a ~500 ms relayout of the
 * whole page). Once hydrated, the region turns to the App in a transition: React keeps the
 * picture on screen while the remote loads and swaps it for the App in one commit once ready.
 * (So the region's Suspense fallback is never the picture: React renders a fallback, and throws
 * it away, each time the transition's App suspends; a 70 KB picture parsed each time.)
 */
export function PictureUntilLive({ remote, App, route }: { remote: RemoteId; App: RemoteApp; route: string }) {
  const snapshot = useSnapshotOf(remote);
  return snapshot ? <SnapshotThenApp snapshot={snapshot} App={App} route={route} /> : <App route={route} />;
}

function SnapshotThenApp({ snapshot, App, route }: { snapshot: RemoteSnapshot; App: RemoteApp; route: string }) {
  const atItsPath = useIsAtPathOf(snapshot);
  const [live, setLive] = useState(false);
  useEffect(() => {
    startTransition(() => setLive(true));
  }, []);
  return atItsPath && !live ? <SnapshotPicture snapshot={snapshot} /> : <App route={route} />;
}
