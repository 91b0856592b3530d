import { ACCOUNT_FIELD_MESSAGES, isAcceptableEmail, PASSWORD_MAX_LENGTH } from '@ferrolink/shared';

// The forms check the server's own limits and rules (its account contract, through @ferrolink/shared; a new password
// with newPasswordProblem): a longer value would otherwise come back as a schema message instead of a sentence, and
// the messages are the server's, so a visitor reads one sentence either way.

/** How long the success view stays before the visitor is taken to /login. */
export const REGISTER_SUCCESS_REDIRECT_MS = 3000;

/**
 * The sentences only the account forms say: the API never checks a confirmation. The field sentences both sides
 * say are the API's (ACCOUNT_FIELD_MESSAGES).
 */
export const ACCOUNT_TEXT = {
  confirmPasswordRequired: 'Please confirm your password.',
  /** The register form's modal when the two passwords differ. */
  passwordInconsistency: 'Password inconsistency',
  /** The reset form's line when the two passwords differ: this screen spells it 'lnconsistency'. */
  passwordLnconsistency: 'Password lnconsistency',
} as const;

/** Required, and exactly one address by the rule the API applies (no lists, names or comments). Checked as typed. */
export function emailError(value: string): string | null {
  if (value.trim() === '') return ACCOUNT_FIELD_MESSAGES.emailRequired;
  if (!isAcceptableEmail(value.trim())) return ACCOUNT_FIELD_MESSAGES.invalidEmail;
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
  if (value === '') return ACCOUNT_FIELD_MESSAGES.passwordRequired;
  if (value.length > PASSWORD_MAX_LENGTH) return ACCOUNT_FIELD_MESSAGES.passwordTooLong;
  return null;
}
