import type { ReactNode } from 'react';
import { useLocation } from '@servenear/shared/router';
import { REMOTE_SNAPSHOT_ATTRIBUTE, type RemoteName } from '@servenear/shared/routes';
import { useServerState, type RemoteSnapshot } from '../ssr/serverState';

/**
 * A region's place until its remote has loaded, on the page the server drew: the server's
 * picture of the remote's page (rendered by the remote's own server build, shellPage), so the
 * page is the first paint and does not move when the remote takes over with the same reads.
 * It is a picture: `inert`, so nothing typed into it is lost when the live page replaces it.
 * Any other page, or once the URL is no longer the one drawn: `placeholder`.
 */
export function RemoteSnapshotOr({ remote, placeholder }: { remote: RemoteName; placeholder: ReactNode }) {
  const { remoteSnapshot } = useServerState();
  if (remoteSnapshot?.remote !== remote) return placeholder;
  return <SnapshotAtItsPath snapshot={remoteSnapshot} placeholder={placeholder} />;
}

function SnapshotAtItsPath({ snapshot, placeholder }: { snapshot: RemoteSnapshot; placeholder: ReactNode }) {
  const { pathname, search } = useLocation();
  if (snapshot.path !== `${pathname}${search}`) return placeholder;
  const attributes = { [REMOTE_SNAPSHOT_ATTRIBUTE]: snapshot.remote, 'data-path': snapshot.path };
  return <div {...attributes} inert dangerouslySetInnerHTML={{ __html: snapshot.html }} />;
}
