import { create } from 'zustand';

/** The header's popups (customer §2): one open at a time, opened from the header, the
 * mobile menu, the bottom bar or the footer's 'Categories near you'. */
export type ShellPopup = 'location' | 'categories' | 'search';

interface PopupState {
  open: ShellPopup | null;
  show(popup: ShellPopup): void;
  close(): void;
}

export const usePopups = create<PopupState>()((set) => ({
  open: null,
  show: (popup) => set({ open: popup }),
  close: () => set({ open: null }),
}));
