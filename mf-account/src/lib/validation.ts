import { MESSAGES } from '@ferrolink/shared';

/** Server-side minimum too (DESIGN.md §4); the text is the server's, so a visitor reads one sentence either way. */
export const PASSWORD_MIN_LENGTH = 8;

/** How long the success view stays before the visitor is taken to /login (SPEC.md §4: success view, then /login). */
export const REGISTER_SUCCESS_REDIRECT_MS = 3000;

/** Messages of this section that SPEC.md §5 does not word (it only says the fields are required). */
export const ACCOUNT_TEXT = {
  confirmPasswordRequired: 'Please confirm your password.',
  phoneRequired: 'Phone is required.',
  passwordTooShort: `The password must be at least ${PASSWORD_MIN_LENGTH} characters long.`,
  registerSuccess: 'login was successful',
  resetSuccessTitle: 'Password Reset Successful',
  resetSuccessText: 'Your password was successfully updated.',
} as const;

/** SPEC.md §5: required, and it must contain an at sign. Checked as typed. */
export function emailError(value: string): string | null {
  if (value.trim() === '') return MESSAGES.emailRequired;
  if (!value.includes('@')) return MESSAGES.invalidEmail;
  return null;
}

export function requiredError(value: string, message: string): string | null {
  return value.trim() === '' ? message : null;
}

/** A new password: required and at least 8 characters. */
export function newPasswordError(value: string): string | null {
  if (value === '') return MESSAGES.passwordRequired;
  if (value.length < PASSWORD_MIN_LENGTH) return ACCOUNT_TEXT.passwordTooShort;
  return null;
}

export type FieldErrors<K extends string> = Partial<Record<K, string | null>>;

export function hasErrors<K extends string>(errors: FieldErrors<K>): boolean {
  return Object.values(errors).some((message) => typeof message === 'string' && message !== '');
}
