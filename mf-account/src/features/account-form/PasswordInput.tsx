import { useState } from 'react';
import type { TextInputProps } from './TextInput';
import styles from './inputs.module.css';

/** An eye, struck through while the password is hidden: what the button will do is show it. */
function EyeIcon({ struck }: { struck: boolean }) {
  return (
    <svg width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true" focusable="false">
      <path d="M1 12s4-7 11-7 11 7 11 7-4 7-11 7S1 12 1 12z" />
      <circle cx="12" cy="12" r="3" />
      {struck ? <path d="M3 3l18 18" /> : null}
    </svg>
  );
}

/** A password input with a button that shows the password as typed and hides it again. */
export function PasswordInput({ status, ...input }: Omit<TextInputProps, 'type'>) {
  const [visible, setVisible] = useState(false);
  return (
    <span className={styles.passwordBox} data-status={status}>
      <input {...input} type={visible ? 'text' : 'password'} />
      <button
        type="button"
        className={styles.toggle}
        aria-label={visible ? 'Hide password' : 'Show password'}
        aria-pressed={visible}
        onClick={() => setVisible((shown) => !shown)}
      >
        <EyeIcon struck={!visible} />
      </button>
    </span>
  );
}
