import { useEffect, useEffectEvent, useSyncExternalStore } from 'react';
import type { QueryKey } from '@servenear/shared/query';
import type { LiveEvent, LiveEvents, LiveStatus } from './contract';
import { useHost } from './HostContext';

/**
 * Issue 40: what a screen refreshes on a live event — the keys to invalidate for it (none: not
 * this screen's business). Called with `resync` too, when events were missed: answer every key.
 * Invalidating refetches only the queries on screen, so a remote that is not loaded pays nothing.
 */
export type LiveRefresh = (event: LiveEvent) => readonly QueryKey[];

/** The live stream's status; re-renders when it changes (a screen polls only while it is not 'open'). */
function useLiveStatus(): LiveStatus {
  const { live } = useHost();
  return useSyncExternalStore(live.subscribeStatus, live.getStatus, () => 'off');
}

/** A query's refetchInterval: `ms` while the live stream is down, none while it is up (the events refresh it). */
export function usePollWhileLiveIsDown(ms: number): number | false {
  return useLiveStatus() === 'open' ? false : ms;
}

/** While mounted, invalidates what `refresh` answers for each live event of the signed-in person. */
export function useLiveRefresh(refresh: LiveRefresh | null): void {
  const { live, queryClient } = useHost();
  const onEvent = useEffectEvent((event: LiveEvent) => {
    // A stream that has just opened asks for what was read before it; a read still under way
    // began about when it did, so it is kept rather than started again. A change's event always
    // reads again: a read under way may have begun before the change.
    const cancelRefetch = !(event.type === 'resync' && event.data.opened === true);
    for (const queryKey of refresh?.(event) ?? []) void queryClient.invalidateQueries({ queryKey }, { cancelRefetch });
  });
  const listening = refresh !== null;
  useEffect(() => (listening ? live.subscribe((event) => onEvent(event)) : undefined), [live, listening]);
}

/** The person's events that change their own bookings, jobs and moves. */
const PERSONAL_CHANGES: ReadonlySet<string> = new Set(['notification', 'booking_changed', 'move_changed', 'resync']);

/** A LiveRefresh for a remote's person-owned screens: `keys` on any change of the person's bookings, jobs, moves or bell. */
export const onPersonalChange =
  (keys: readonly QueryKey[]): LiveRefresh =>
  (event) =>
    PERSONAL_CHANGES.has(event.type) ? keys : [];

/** A stream that never opens: for tests and dev pages that give no events, and for the server's render. */
export const liveEventsOff: LiveEvents = {
  subscribe: () => () => undefined,
  getStatus: () => 'off',
  subscribeStatus: () => () => undefined,
};
