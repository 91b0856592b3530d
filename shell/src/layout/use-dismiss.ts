import { useEffect, type RefObject } from 'react';

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
