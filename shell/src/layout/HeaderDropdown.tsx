import { useCallback, useRef, useState, type ReactNode } from 'react';
import { closeOnEscape, useDismissOnOutsidePress } from './use-dismiss';
import styles from './layout.module.css';

interface HeaderDropdownProps {
  /** What the header button shows: "EN", the signed-in user's name. */
  trigger: ReactNode;
  /** The button's aria-haspopup: 'menu' for a menu of actions, 'true' for a panel of links. */
  popup: 'true' | 'menu';
  testId?: string;
  /** The open panel; `close` shuts it (after an action). */
  panel: (close: () => void) => ReactNode;
}

/**
 * A header button that opens a panel below it: the language choice and the user menu. A press outside the panel or
 * Escape closes it; Escape puts focus back on the button.
 */
export function HeaderDropdown({ trigger, popup, testId, panel }: HeaderDropdownProps) {
  const [open, setOpen] = useState(false);
  const containerRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => setOpen(false), []);
  useDismissOnOutsidePress(containerRef, open, close);

  return (
    <div className={styles.dropdown} ref={containerRef} onKeyDown={(event) => closeOnEscape(event, open, setOpen, triggerRef)}>
      <button
        ref={triggerRef}
        type="button"
        className={styles.topButton}
        aria-haspopup={popup}
        aria-expanded={open}
        onClick={() => setOpen((value) => !value)}
        data-testid={testId}
      >
        {trigger}
      </button>
      {open && panel(close)}
    </div>
  );
}
