import { createContext, useContext } from 'react';
import { createRemoteLoader, readInlineRegistry, type RemoteLoader } from './remoteLoader';
import { createTelemetryReporter } from './telemetry';

/** The site's one loader, starting from the registry the page came with and reporting to the
 *  telemetry endpoint; tests provide their own through the context. */
export const remoteLoader: RemoteLoader = createRemoteLoader({
  inlineRegistry: typeof document === 'undefined' ? null : readInlineRegistry(),
  telemetry: createTelemetryReporter(),
});

export const RemoteLoaderContext = createContext<RemoteLoader>(remoteLoader);

export function useRemoteLoader(): RemoteLoader {
  return useContext(RemoteLoaderContext);
}
