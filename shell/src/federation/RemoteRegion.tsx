import { Suspense, useState } from 'react';
import type { RemoteName } from '@servenear/shared/routes';
import { ErrorBoundary } from '../app/ErrorBoundary';
import { useRemoteLoader } from './RemoteLoaderContext';
import { RemoteFallback, RemoteLoading } from './RemoteFallback';
import styles from './RemoteRegion.module.css';

export interface RemoteRegionProps {
  remote: RemoteName;
  /** The route pattern handed to the remote's App. */
  route: string;
}

/**
 * One remote's part of the page. Whatever goes wrong in it (registry, manifest, entry,
 * chunk, or the App throwing) stays in it: the region shows a fallback with Retry while
 * the header, the footer and other regions keep working.
 */
export function RemoteRegion({ remote, route }: RemoteRegionProps) {
  const loader = useRemoteLoader();
  const [state, setState] = useState(() => ({ attempt: 0, App: loader.lazyApp(remote, { fresh: false }) }));
  const { App } = state;

  const retry = () => {
    const fresh = loader.lazyApp(remote, { fresh: true });
    setState((previous) => ({ attempt: previous.attempt + 1, App: fresh }));
  };

  return (
    <div className={styles.region} data-remote={remote}>
      <ErrorBoundary key={state.attempt} fallback={() => <RemoteFallback onRetry={retry} />}>
        <Suspense fallback={<RemoteLoading />}>
          <App route={route} />
        </Suspense>
      </ErrorBoundary>
    </div>
  );
}
