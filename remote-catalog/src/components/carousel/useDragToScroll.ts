import { useRef, type DragEvent, type MouseEvent, type PointerEvent } from 'react';

/** How far the mouse must go with its button down before it drags the row rather than clicks. */
const DRAG_THRESHOLD_PX = 6;

/**
 * customer §2 'grab cursor': with a mouse, the row can be grabbed and dragged like a swipe on a
 * phone (where the browser scrolls it itself). A drag that moved is not a click on the card
 * it started on. `release` sends the row on to the nearest card once the button is let go.
 */
export function useDragToScroll(release: () => void) {
  const drag = useRef<{ pointerId: number; startX: number; startLeft: number; moved: boolean } | null>(null);
  const dragged = useRef(false);

  const letGo = (event: PointerEvent<HTMLElement>) => {
    const current = drag.current;
    drag.current = null;
    if (!current?.moved) return;
    dragged.current = true;
    if (event.currentTarget.hasPointerCapture(event.pointerId)) event.currentTarget.releasePointerCapture(event.pointerId);
    release();
  };

  return {
    onPointerDown(event: PointerEvent<HTMLElement>) {
      if (event.pointerType !== 'mouse' || event.button !== 0) return;
      dragged.current = false;
      drag.current = { pointerId: event.pointerId, startX: event.clientX, startLeft: event.currentTarget.scrollLeft, moved: false };
    },
    onPointerMove(event: PointerEvent<HTMLElement>) {
      const current = drag.current;
      if (!current || current.pointerId !== event.pointerId) return;
      const distance = event.clientX - current.startX;
      if (!current.moved) {
        if (Math.abs(distance) < DRAG_THRESHOLD_PX) return;
        current.moved = true;
        event.currentTarget.setPointerCapture(event.pointerId);
        // The row follows the mouse freely (CSS: no snapping) until let go.
        event.currentTarget.dataset.dragging = 'true';
      }
      event.currentTarget.scrollLeft = current.startLeft - distance;
    },
    onPointerUp: letGo,
    onPointerCancel: letGo,
    onClickCapture(event: MouseEvent<HTMLElement>) {
      if (!dragged.current) return;
      dragged.current = false;
      event.preventDefault();
      event.stopPropagation();
    },
    // An image or a link would start the browser's own drag and drop instead.
    onDragStart(event: DragEvent<HTMLElement>) {
      event.preventDefault();
    },
  };
}
