import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import styles from './console.module.css';

export interface ConfirmDialogProps {
  title: string;
  /** What will happen, in words: which section, which release, who sees it. */
  children: ReactNode;
  /** The confirming button's words: the action itself ("Promote"), never a bare "OK". */
  confirmLabel: string;
  /** Abort and rollback take visitors off a release at once: their button says so in red. */
  danger?: boolean;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * A modal dialog that asks before a rollout command runs. The keyboard stays inside it (Tab and Shift+Tab go round
 * its controls), Escape cancels, Cancel has the focus first (Enter on a stray key press cancels, it does not abort a
 * rollout), and the focus goes back to the button that opened it when it closes.
 */
export function ConfirmDialog({ title, children, confirmLabel, danger = false, busy = false, onConfirm, onCancel }: ConfirmDialogProps) {
  const dialog = useRef<HTMLDivElement>(null);
  const cancel = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const bodyId = useId();

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    cancel.current?.focus();
    return () => opener?.focus();
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      if (!busy) onCancel();
      return;
    }
    if (event.key !== 'Tab' || !dialog.current) return;
    const focusable = [...dialog.current.querySelectorAll<HTMLElement>('button:not([disabled]), select, input, textarea, [tabindex="0"]')];
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    <div className={styles.backdrop}>
      <div
        ref={dialog}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={bodyId}
        className={styles.dialog}
        onKeyDown={onKeyDown}
      >
        <h2 id={titleId} className={styles.dialogTitle}>
          {title}
        </h2>
        <div id={bodyId}>{children}</div>
        <div className={styles.dialogButtons}>
          <button ref={cancel} type="button" className={styles.button} onClick={onCancel} disabled={busy}>
            Cancel
          </button>
          <button type="button" className={danger ? styles.dangerButton : styles.primaryButton} onClick={onConfirm} disabled={busy}>
            {busy ? `${confirmLabel}…` : confirmLabel}
          </button>
        </div>
      </div>
    </div>
  );
}
