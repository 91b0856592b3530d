import type { ReactNode } from 'react';
import styles from './account.module.css';

interface FieldProps {
  id: string;
  label: string;
  error?: string | null;
  /** Renders the input; receives the props that tie it to its label and message. */
  children: (aria: { id: string; 'aria-invalid': boolean; 'aria-describedby'?: string; status?: 'error' }) => ReactNode;
  /** Something beside the input (the Send code button). */
  addon?: ReactNode;
}

/** A labelled input with its validation message underneath. */
export function Field({ id, label, error, children, addon }: FieldProps) {
  const errorId = `${id}-error`;
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <div className={addon ? styles.withAddon : undefined}>
        {children({ id, 'aria-invalid': Boolean(error), 'aria-describedby': error ? errorId : undefined, status: error ? 'error' : undefined })}
        {addon}
      </div>
      {error && (
        <p id={errorId} className={styles.error} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
