import { useEffect, type RefObject } from 'react';

/** Calls onOutside when a press lands outside every given element, while `active`. */
export function useOutsideClick(refs: ReadonlyArray<RefObject<HTMLElement | null>>, active: boolean, onOutside: () => void): void {
  useEffect(() => {
    if (!active) return undefined;
    const handle = (event: Event) => {
      const target = event.target as Node | null;
      if (target && refs.some((ref) => ref.current?.contains(target))) return;
      onOutside();
    };
    document.addEventListener('mousedown', handle);
    document.addEventListener('touchstart', handle);
    return () => {
      document.removeEventListener('mousedown', handle);
      document.removeEventListener('touchstart', handle);
    };
  }, [refs, active, onOutside]);
}
