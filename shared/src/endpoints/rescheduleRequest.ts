import type { RescheduleRequestWire } from '../wire/booking';

/**
 * Issue 37: a request to move an assigned line, which its partner accepts or declines, as the
 * customer's booking lists and the partner's job list both read it (its own file, so the
 * partner's pages do not load the customer's booking calls for it).
 */
export interface RescheduleRequest {
  /** YYYY-MM-DD and HH:MM asked for. */
  date: string;
  time: string;
  status: 'requested' | 'accepted' | 'declined';
}

export function toRescheduleRequest(wire: RescheduleRequestWire): RescheduleRequest {
  return { date: wire.service_date, time: wire.service_time, status: wire.status };
}
