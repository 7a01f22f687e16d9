import type { QueryKey } from '@servenear/shared/query';
import { usePollWhileLiveIsDown, type LiveRefresh } from '@servenear/shared/host';
import { opsKeys } from './keys';

/** How often a queue asks again while the live stream is down and its page is visible. */
const QUEUE_POLL_MS = 30_000;

/** A queue's refetchInterval (issue 40): none while the live stream is up, every 30 s while it is down; none at all unless `poll`. */
export function useQueuePoll(poll = true): number | false {
  const interval = usePollWhileLiveIsDown(QUEUE_POLL_MS);
  return poll ? interval : false;
}

/** The queues the server names in `queue_changed` (migration 0034) and the keys that read them. */
const queueKeys: Readonly<Record<string, readonly QueryKey[]>> = {
  bookings: [opsKeys.bookings()],
  enquiries: [opsKeys.enquiries()],
  partners: [opsKeys.partners()],
  services: [opsKeys.partnerServices()],
  reports: [opsKeys.reports()],
  disputes: [opsKeys.disputes()],
  refunds: [opsKeys.refunds()],
  payouts: [opsKeys.payouts()],
};

/** The console's live refresh: a queue that changed is read again (its list, its records, the overview's count). */
export const opsLiveRefresh: LiveRefresh = (event) => {
  if (event.type === 'resync') return [opsKeys.all];
  return event.type === 'queue_changed' ? (queueKeys[String(event.data.queue)] ?? []) : [];
};
