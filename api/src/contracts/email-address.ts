// The one rule for an email address, read by the API and, through @ferrolink/shared, by every form of the
// site. Pure: no imports, nothing of Node.js, so the browser bundles it as it is.

/** The longest address accepted: RFC 5321's limit of a forward path. */
export const EMAIL_MAX_LENGTH = 254;
/** What every form of the site and the API say of an address that breaks the rule below, word for word. */
export const INVALID_EMAIL_MESSAGE = 'Please enter a valid email address';
/** RFC 5321's limit of the part before the at sign. */
const LOCAL_PART_MAX_LENGTH = 64;

// The local part as an RFC 5322 dot-atom: letters, digits and !#$%&'*+/=?^_`{|}~- in dot-separated runs.
// Left out on purpose: quoted strings, comments, display names and the characters that make one field a
// list or a name to a mail library (space < > , ; : " ( ) [ ] \ @). "Ann <x@y.z>", "a@b.c,d@e.f" and
// "x@y.z (note)" are not addresses here, so one field can never reach two mailboxes.
const LOCAL_PART = /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*$/i;
/** A host name label: letters, digits and inner hyphens, at most 63 characters. */
const DOMAIN_LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/i;
/** The top-level label: letters (com, de, museum) or an internationalised name in its xn-- form. */
const TOP_LEVEL_LABEL = /^(?:[a-z]{2,63}|xn--[a-z0-9-]{1,59})$/i;

/**
 * True when the text is exactly one deliverable address: local@domain with a dotted host name. Checked on
 * the text as it will be used (trim it first); "ann@example" and "ann@@example.com" are refused too, so a
 * typo does not cost the visitor a code that never arrives.
 */
export function isAcceptableEmail(text: string): boolean {
  if (text.length > EMAIL_MAX_LENGTH) return false;
  const at = text.indexOf('@');
  if (at < 1 || at !== text.lastIndexOf('@')) return false;
  const local = text.slice(0, at);
  if (local.length > LOCAL_PART_MAX_LENGTH || !LOCAL_PART.test(local)) return false;
  const labels = text.slice(at + 1).split('.');
  if (labels.length < 2 || !labels.every((label) => DOMAIN_LABEL.test(label))) return false;
  return TOP_LEVEL_LABEL.test(labels[labels.length - 1] as string);
}
