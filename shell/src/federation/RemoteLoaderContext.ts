import { createContext, useContext } from 'react';
import { createRemoteLoader, readInlineRegistry, type RemoteLoader } from './remoteLoader';
import { createTelemetryReporter } from './telemetry';
import { loadQueryClient } from '../query/queryRuntime';

/** The site's one loader, starting from the registry the page came with, reporting to the
 *  telemetry endpoint, and loading the query client beside each remote; tests provide their own
 *  through the context. */
export const remoteLoader: RemoteLoader = createRemoteLoader({
  inlineRegistry: typeof document === 'undefined' ? null : readInlineRegistry(),
  telemetry: createTelemetryReporter(),
  // A remote page reads through the page's QueryClient from its first render.
  ready: loadQueryClient,
});

export const RemoteLoaderContext = createContext<RemoteLoader>(remoteLoader);

export function useRemoteLoader(): RemoteLoader {
  return useContext(RemoteLoaderContext);
}
