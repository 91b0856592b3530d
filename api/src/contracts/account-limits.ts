// The lengths and the rules an account form and the API both check, with the sentences they answer in, read by
// the API and, through @ferrolink/shared, by the forms: a form never accepts what the server then refuses, and a
// visitor reads the same sentence whichever side refused. Pure: it imports only the address rule beside it.
import { INVALID_EMAIL_MESSAGE } from './email-address';

/** The shortest new password. */
export const PASSWORD_MIN_LENGTH = 8;
/** scrypt cost does not grow with length, but a bound keeps hostile input cheap and the error clear. */
export const PASSWORD_MAX_LENGTH = 128;
export const COMPANY_MAX_LENGTH = 200;
export const PHONE_MAX_LENGTH = 40;

/** What a form and the API say when a field of an account form breaks a rule above, word for word. */
export const ACCOUNT_FIELD_MESSAGES = {
  invalidEmail: INVALID_EMAIL_MESSAGE,
  emailRequired: 'Email is required.',
  passwordRequired: 'Password is required.',
  codeRequired: 'Code is required.',
  companyRequired: 'Company is required.',
  phoneRequired: 'Phone is required.',
  passwordTooShort: `The password must be at least ${PASSWORD_MIN_LENGTH} characters long.`,
  passwordTooLong: `The password must be at most ${PASSWORD_MAX_LENGTH} characters long.`,
} as const;

/**
 * Why a new password (register, reset) is refused, or null when it is acceptable: required, 8 to 128
 * characters, taken exactly as typed (spaces count).
 */
export function newPasswordProblem(password: string): string | null {
  if (password.length === 0) return ACCOUNT_FIELD_MESSAGES.passwordRequired;
  if (password.length < PASSWORD_MIN_LENGTH) return ACCOUNT_FIELD_MESSAGES.passwordTooShort;
  if (password.length > PASSWORD_MAX_LENGTH) return ACCOUNT_FIELD_MESSAGES.passwordTooLong;
  return null;
}
