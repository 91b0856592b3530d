import { useEffect, type KeyboardEvent, type RefObject } from 'react';

/** Closes a popover when the visitor presses the mouse outside it. */
export function useDismissOnOutsidePress(containerRef: RefObject<HTMLElement | null>, open: boolean, close: () => void): void {
  useEffect(() => {
    if (!open) return;
    const onPress = (event: MouseEvent) => {
      if (!containerRef.current?.contains(event.target as Node)) close();
    };
    document.addEventListener('mousedown', onPress);
    return () => document.removeEventListener('mousedown', onPress);
  }, [containerRef, open, close]);
}

/**
 * Escape closes an open popover and puts focus back on the button that opened it: the item that had focus goes with
 * the panel, and focus would otherwise fall to the page's body.
 */
export function closeOnEscape(
  event: KeyboardEvent,
  open: boolean,
  setOpen: (open: boolean) => void,
  triggerRef: RefObject<HTMLElement | null>,
): void {
  if (event.key !== 'Escape' || !open) return;
  setOpen(false);
  triggerRef.current?.focus();
}
