import type { LiveEvent, LiveEvents, LiveStatus } from './contract';

export interface TestLiveEvents extends LiveEvents {
  /** Hands an event to every listener, as the shell's stream would. */
  emit(event: LiveEvent): void;
  setStatus(status: LiveStatus): void;
}

/**
 * A live stream a test drives: the screens under test listen to it through the host contract
 * as they would to the shell's. The shell's own stream is tested against its EventSource.
 *
 * @internal Tests and dev pages only.
 */
export function createTestLiveEvents(status: LiveStatus = 'open'): TestLiveEvents {
  const listeners = new Set<(event: LiveEvent) => void>();
  const statusListeners = new Set<() => void>();
  let current = status;
  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getStatus: () => current,
    subscribeStatus(listener) {
      statusListeners.add(listener);
      return () => statusListeners.delete(listener);
    },
    emit: (event) => listeners.forEach((listener) => listener(event)),
    setStatus(next) {
      current = next;
      statusListeners.forEach((listener) => listener());
    },
  };
}
