import { createContext, useContext } from 'react';
import type { HostContract } from './contract';

export const HostContext = createContext<HostContract | null>(null);

export function useHost(): HostContract {
  const host = useContext(HostContext);
  if (!host) {
    throw new Error('useHost() needs a HostContext provider: the shell, or createTestHost() in tests.');
  }
  return host;
}
