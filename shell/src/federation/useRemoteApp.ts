import { useState } from 'react';
import type { RemoteId } from '@servenear/shared/routes';
import { pageHasPreloadsOf } from './remoteLoader';
import { useRemoteLoader } from './RemoteLoaderContext';

/**
 * A remote's lazily loaded ./App, the Retry that loads it afresh, and where its boundary
 * reports what it catches. `attempt` keys the error boundary around it, so a retry also
 * clears a render error; on a page that preloaded the remote's files, Retry loads the page
 * again (see pageHasPreloadsOf). `route` is the route pattern or widget that shows the remote.
 */
export function useRemoteApp(remote: RemoteId, route: string) {
  const loader = useRemoteLoader();
  const [state, setState] = useState(() => ({ attempt: 0, App: loader.lazyApp(remote, { fresh: false, route }) }));
  const retry = () => {
    if (pageHasPreloadsOf(remote)) {
      window.location.reload();
      return;
    }
    const fresh = loader.lazyApp(remote, { fresh: true, route });
    setState((previous) => ({ attempt: previous.attempt + 1, App: fresh }));
  };
  const onError = (error: unknown) => loader.reportRenderError(remote, route, error);
  return { ...state, retry, onError };
}
