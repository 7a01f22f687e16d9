import { createContext, useContext } from 'react';
import { createRemoteLoader, type RemoteLoader } from './remoteLoader';
import { createTelemetryReporter } from './telemetry';

/** The site's one loader, reporting to the telemetry endpoint; tests provide their own
 *  through the context. */
export const remoteLoader: RemoteLoader = createRemoteLoader({ telemetry: createTelemetryReporter() });

export const RemoteLoaderContext = createContext<RemoteLoader>(remoteLoader);

export function useRemoteLoader(): RemoteLoader {
  return useContext(RemoteLoaderContext);
}
