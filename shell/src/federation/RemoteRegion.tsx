import { Suspense, type ReactNode } from 'react';
import type { RemoteId } from '@servenear/shared/routes';
import { ErrorBoundary } from '../app/ErrorBoundary';
import { RemoteFallback, RemoteLoading } from './RemoteFallback';
import { PictureUntilLive } from './RemoteSnapshot';
import { useRemoteApp } from './useRemoteApp';
import styles from './RemoteRegion.module.css';

export interface RemoteRegionProps {
  remote: RemoteId;
  /** The route pattern handed to the remote's App. */
  route: string;
  /** What shows while the remote loads (default: the loading skeleton). */
  placeholder?: ReactNode;
}

/**
 * One remote's part of the page. Whatever goes wrong in it (registry, manifest, entry,
 * chunk, or the App throwing) stays in it: the region shows a fallback with Retry while
 * the header, the footer and other regions keep working. On a page the server drew, its
 * content is the server's picture until the remote is live (PictureUntilLive).
 */
export function RemoteRegion({ remote, route, placeholder = <RemoteLoading /> }: RemoteRegionProps) {
  const { App, attempt, retry, onError } = useRemoteApp(remote, route);
  return (
    <div className={styles.region} data-remote={remote}>
      <ErrorBoundary key={attempt} onError={onError} fallback={() => <RemoteFallback onRetry={retry} />}>
        <Suspense fallback={placeholder}>
          <PictureUntilLive remote={remote} App={App} route={route} />
        </Suspense>
      </ErrorBoundary>
    </div>
  );
}
