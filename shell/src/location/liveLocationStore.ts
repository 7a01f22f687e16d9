import { create } from 'zustand';

/**
 * What the chip shows when no address is stored (customer §4): the progress or outcome of
 * asking the browser where it is. Not persisted: without a stored address the browser is
 * asked again on the next visit, as the spec says.
 */
export interface LiveLocationState {
  label: string | null;
  setLabel(label: string | null): void;
}

export const useLiveLocation = create<LiveLocationState>()((set) => ({
  label: null,
  setLabel: (label) => set({ label }),
}));
