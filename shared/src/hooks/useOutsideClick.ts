import { useEffect, type RefObject } from 'react';

type ElementRef = RefObject<HTMLElement | null>;

/**
 * Calls onOutside when a press lands outside the element (or every one of the elements),
 * while `active`: menus close on an outside press. Pass a stable ref or array.
 */
export function useOutsideClick(refs: ElementRef | ReadonlyArray<ElementRef>, active: boolean, onOutside: () => void): void {
  useEffect(() => {
    if (!active) return undefined;
    const inside: ReadonlyArray<ElementRef> = Array.isArray(refs) ? refs : [refs as ElementRef];
    const handle = (event: Event) => {
      const target = event.target as Node | null;
      if (target && inside.some((ref) => ref.current?.contains(target))) return;
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
