import { useState } from 'react';
import type { RemoteName } from '@servenear/shared/routes';
import { useRemoteLoader } from './RemoteLoaderContext';

/**
 * A remote's lazily loaded ./App and the Retry that loads it afresh. `attempt` keys the
 * error boundary around it, so a retry also clears a render error.
 */
export function useRemoteApp(remote: RemoteName) {
  const loader = useRemoteLoader();
  const [state, setState] = useState(() => ({ attempt: 0, App: loader.lazyApp(remote, { fresh: false }) }));
  const retry = () => {
    const fresh = loader.lazyApp(remote, { fresh: true });
    setState((previous) => ({ attempt: previous.attempt + 1, App: fresh }));
  };
  return { ...state, retry };
}
