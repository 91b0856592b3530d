import { isAcceptableEmail, MESSAGES, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@ferrolink/shared';

// The server's own limits (its account contract): a longer value would otherwise come back as a schema message
// instead of a sentence, and the texts below are the server's, so a visitor reads one sentence either way.
export { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH };

/** How long the success view stays before the visitor is taken to /login. */
export const REGISTER_SUCCESS_REDIRECT_MS = 3000;

/** Messages of this section that are not among the shared MESSAGES. */
export const ACCOUNT_TEXT = {
  confirmPasswordRequired: 'Please confirm your password.',
  phoneRequired: 'Phone is required.',
  passwordTooShort: `The password must be at least ${PASSWORD_MIN_LENGTH} characters long.`,
  passwordTooLong: `The password must be at most ${PASSWORD_MAX_LENGTH} characters long.`,
  registerSuccess: 'login was successful',
  resetSuccessTitle: 'Password Reset Successful',
  resetSuccessText: 'Your password was successfully updated.',
} as const;

/** Required, and exactly one address by the rule the API applies (no lists, names or comments). Checked as typed. */
export function emailError(value: string): string | null {
  if (value.trim() === '') return MESSAGES.emailRequired;
  if (!isAcceptableEmail(value.trim())) return MESSAGES.invalidEmail;
  return null;
}

export function requiredError(value: string, message: string): string | null {
  return value.trim() === '' ? message : null;
}

/**
 * The password of the sign-in form. Passwords are taken exactly as typed, spaces included, everywhere (register,
 * reset, sign in): trimming here but not at register would lock out an account whose password is all spaces.
 */
export function enteredPasswordError(value: string): string | null {
  if (value === '') return MESSAGES.passwordRequired;
  if (value.length > PASSWORD_MAX_LENGTH) return ACCOUNT_TEXT.passwordTooLong;
  return null;
}

/** A new password: required, 8 to 128 characters, exactly as typed. */
export function newPasswordError(value: string): string | null {
  if (value === '') return MESSAGES.passwordRequired;
  if (value.length < PASSWORD_MIN_LENGTH) return ACCOUNT_TEXT.passwordTooShort;
  if (value.length > PASSWORD_MAX_LENGTH) return ACCOUNT_TEXT.passwordTooLong;
  return null;
}
