import {
  ACCOUNT_FIELD_MESSAGES,
  COMPANY_MAX_LENGTH,
  newPasswordProblem,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PHONE_MAX_LENGTH,
} from '../../contracts/account-limits';
import { EMAIL_MAX_LENGTH, isAcceptableEmail } from '../../contracts/email-address';
import { badRequest } from '../../lib/envelope';

// The lengths, the field messages and the new-password rule live in the contract modules the account forms read too.
export { COMPANY_MAX_LENGTH, EMAIL_MAX_LENGTH, newPasswordProblem, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, PHONE_MAX_LENGTH };

// The account rules in one place, with their numbers, so the
// routes, the tests and the mails quote the same values.

/** A verification code is good for 10 minutes. */
export const CODE_LIFETIME_MS = 10 * 60 * 1000;
/** Five wrong codes void the code: a sixth guess needs a new mail. */
export const CODE_MAX_ATTEMPTS = 5;
/** One code mail per address per 60 s, the length of the form's resend countdown. */
export const CODE_RESEND_MS = 60 * 1000;
/** A reset link is good for one hour, once. */
export const RESET_LIFETIME_MS = 60 * 60 * 1000;
/** One reset mail per address per 60 s. */
export const RESET_RESEND_MS = 60 * 1000;

export const ACCOUNT_MESSAGES = {
  ...ACCOUNT_FIELD_MESSAGES,
  passwordMismatch: 'The two passwords do not match.',
  emailTaken: 'An account with this email address already exists. Please sign in, or use Change Password if you forgot it.',
  emailAvailable: 'This email address can be used for a new account.',
  codeSent: 'We have sent a verification code to your email. It is valid for 10 minutes.',
  codeFormat: 'The verification code is the 6 digits from the email.',
  codeMissing: 'The verification code has expired or was never sent. Please send a new code.',
  codeWrong: 'The verification code is not correct. Please check the email and try again.',
  codeVoid: 'Too many wrong codes. Please send a new code.',
  registered: 'Your account has been created. Please sign in.',
  loginFailed: 'The email or password is not correct.',
  loginByGet: 'Sign in with a POST request: a password never goes in a URL.',
  retrievalSent: 'If an account exists for this address, we have sent it a link to set a new password. The link is valid for one hour.',
  resetInvalid: 'This password reset link is not valid or has expired. Please ask for a new one.',
  passwordUpdated: 'Your password was successfully updated.',
  signedOut: 'You are signed out.',
  mailFailed: 'We could not send the email just now. Please try again in a few minutes.',
} as const;

/** Addresses are compared without case and surrounding spaces: Ann@Example.com and ann@example.com are one account. */
export function normalizeEmail(raw: string): string {
  return raw.trim().toLowerCase();
}

/** The address as typed, checked and normalised; a 400 that says what is wrong otherwise. */
export function readEmail(raw: string): string {
  const email = normalizeEmail(raw);
  if (email === '') throw badRequest(ACCOUNT_MESSAGES.emailRequired);
  if (!isAcceptableEmail(email)) throw badRequest(ACCOUNT_MESSAGES.invalidEmail);
  return email;
}

/**
 * The display name shown in the header: the part of the address before '@'.
 * The register form has no name field, and the local part is what
 * people recognise as theirs without showing the whole address over a shoulder.
 */
export function displayNameFor(email: string): string {
  const local = email.split('@')[0] ?? email;
  return local.slice(0, 64) || email;
}

/** A code bound to its address, so the same 6 digits hash differently for two people. */
export function codeDigest(email: string, code: string): string {
  return `${email}:${code}`;
}
