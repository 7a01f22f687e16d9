import { create } from 'zustand';
import type { ReverseAddress } from './locationApi';
import type { LocationProblem } from './texts';

/**
 * What the chip shows when no address is stored (customer §4): the progress or outcome of
 * asking the browser where it is: 'fetching', a problem, or the address found around the point.
 * Kept as what happened, not as words, so the chip says it in the page's language, also after a
 * switch (locationLabel.ts). Not persisted: without a stored address the browser is asked again
 * on the next visit, as the spec says.
 */
export type LiveLocationLabel = 'fetching' | LocationProblem | ReverseAddress;

export interface LiveLocationState {
  label: LiveLocationLabel | null;
  setLabel(label: LiveLocationLabel | null): void;
}

export const useLiveLocation = create<LiveLocationState>()((set) => ({
  label: null,
  setLabel: (label) => set({ label }),
}));
