import { createContext, useContext } from 'react';

/**
 * The window width a server render assumes (shared/src/ssr), for the `getServerSnapshot` of
 * hooks that read the window: the server has none, so it guesses from the browser's user agent
 * (a phone or not). A phone's by default, as most of our visitors are on phones.
 */
export const ServerViewportContext = createContext(412);

export function useServerViewportWidth(): number {
  return useContext(ServerViewportContext);
}
