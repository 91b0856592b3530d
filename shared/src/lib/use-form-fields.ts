import { useState } from 'react';

/** A message per field; null, undefined or '' is no message. */
export type FieldMessages<F extends string> = Partial<Record<F, string | null | undefined>>;

export interface FormFields<F extends string> {
  values: Record<F, string>;
  /** Every field's current message, shown or not. */
  errors: FieldMessages<F>;
  /** True while any field has a message. */
  hasErrors: boolean;
  /** Sets a field as typed; `touch: false` keeps its message hidden until the field is left or the form is sent. */
  setValue: (field: F, value: string, options?: { touch?: boolean }) => void;
  /** Marks a field as visited, so its message shows. */
  touch: (field: F) => void;
  /** A field's message once the field was touched or the form sent, null before. */
  shownError: (field: F) => string | null;
  /** The visitor asked to send: from now on every message shows. */
  markSubmitted: () => void;
  /** Back to empty (or `next`), nothing touched, nothing sent. */
  reset: (next?: Record<F, string>) => void;
}

/**
 * The state of a small form: its values, which fields the visitor has touched, whether they tried to send it, and
 * so which messages show. A message appears once its field was touched or the form sent, never while the visitor
 * has not reached the field yet.
 */
export function useFormFields<F extends string>(
  initial: Record<F, string>,
  validate: (values: Record<F, string>) => FieldMessages<F>,
): FormFields<F> {
  const [values, setValues] = useState(initial);
  const [touched, setTouched] = useState<Partial<Record<F, boolean>>>({});
  const [submitted, setSubmitted] = useState(false);
  const errors = validate(values);
  const hasErrors = Object.values<string | null | undefined>(errors).some((message) => typeof message === 'string' && message !== '');

  const touch = (field: F) => setTouched((current) => (current[field] ? current : { ...current, [field]: true }));

  return {
    values,
    errors,
    hasErrors,
    setValue: (field, value, { touch: touches = true } = {}) => {
      setValues((current) => ({ ...current, [field]: value }));
      if (touches) touch(field);
    },
    touch,
    shownError: (field) => (touched[field] || submitted ? errors[field] || null : null),
    markSubmitted: () => setSubmitted(true),
    reset: (next = initial) => {
      setValues(next);
      setTouched({});
      setSubmitted(false);
    },
  };
}
