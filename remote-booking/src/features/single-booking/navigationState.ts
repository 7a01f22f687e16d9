import { parseId } from '@servenear/shared/id';
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

/**
 * Navigation state is whatever the previous page (or a stale history entry) left, so it is
 * read field by field. The service id may also come from `?id=` (a shared link).
 */
export function readSlotState(state: unknown, idFromQuery: string | null = null): SlotState {
  const record = isRecord(state) ? state : {};
  return { serviceId: parseId(record.serviceId) ?? parseId(idFromQuery), slot: slotOf(record.slot) };
}
