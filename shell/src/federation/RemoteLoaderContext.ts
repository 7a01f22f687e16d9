import { createContext, useContext } from 'react';
import { createRemoteLoader, type RemoteLoader } from './remoteLoader';

/** The site's one loader; tests provide their own through the context. */
export const remoteLoader: RemoteLoader = createRemoteLoader();

export const RemoteLoaderContext = createContext<RemoteLoader>(remoteLoader);

export function useRemoteLoader(): RemoteLoader {
  return useContext(RemoteLoaderContext);
}
