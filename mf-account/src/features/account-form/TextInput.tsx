import type { InputHTMLAttributes } from 'react';
import styles from './inputs.module.css';

export type TextInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'className'> & {
  /** The field's state, from Field: an input of a field with an error is outlined in red. */
  status?: 'error';
};

/** A text input of the account forms. */
export function TextInput({ status, type = 'text', ...input }: TextInputProps) {
  return <input {...input} type={type} className={styles.input} data-status={status} />;
}
