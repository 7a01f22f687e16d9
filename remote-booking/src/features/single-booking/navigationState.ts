import type { Slot } from '@servenear/shared/schemas';

/** What the single-booking pages pass each other in react-router's navigation state. */
export interface SlotState {
  serviceId: number | null;
  slot: Slot | null;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

function slotOf(value: unknown): Slot | null {
  if (!isRecord(value)) return null;
  const { serviceMethod, workingDuration, preferredTime, preferredDate } = value;
  if (serviceMethod !== 'day' && serviceMethod !== 'hour') return null;
  if (typeof workingDuration !== 'number' || typeof preferredTime !== 'string' || typeof preferredDate !== 'string') return null;
  return { serviceMethod, workingDuration, preferredTime, preferredDate };
}

function positiveId(value: unknown): number | null {
  const id = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value;
  return typeof id === 'number' && Number.isSafeInteger(id) && id > 0 ? id : null;
}

/**
 * Navigation state is whatever the previous page (or a stale history entry) left, so it is
 * read field by field. The service id may also come from `?id=` (a shared link).
 */
export function readSlotState(state: unknown, idFromQuery: string | null = null): SlotState {
  const record = isRecord(state) ? state : {};
  return { serviceId: positiveId(record.serviceId) ?? positiveId(idFromQuery), slot: slotOf(record.slot) };
}
