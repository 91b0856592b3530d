import type { GuestEnquiry } from '../../../contracts/api-requests';
import { isAcceptableEmail } from '../../../contracts/email-address';
import { ENQUIRY_LIMITS } from '../../../contracts/enquiry-limits';

// The contact form's rules, checked again on the server with the form's own messages; the lengths are the
// contract both sides read.
export { ENQUIRY_LIMITS };

const LABELS: Record<keyof typeof ENQUIRY_LIMITS, string> = {
  FirstName: 'First Name',
  LastName: 'Last Name',
  Company: 'Company',
  Phone: 'Phone',
  Country: 'Country',
  EMail: 'Email',
  Body: 'Message',
};

/** The form's own messages, word for word: the visitor sees the same text whichever side refuses. */
const REQUIRED_MESSAGES = {
  FirstName: 'First Name is required.',
  LastName: 'Last Name is required.',
  Company: 'Company is required.',
  EMail: 'Email is required.',
  Country: 'Country is required.',
  Body: 'Message is required.',
} as const;

export const INVALID_EMAIL_MESSAGE = 'Please enter a valid email address';

/** The site's one address rule (contracts/email-address.ts): one deliverable address, so a typo such as "name@company" stays out of the sales inbox. */
export function isPlausibleEmail(value: string): boolean {
  return value.length <= ENQUIRY_LIMITS.EMail && isAcceptableEmail(value);
}

/** The fields of the contact form as the request carries them (the honeypot is the route's business). */
export type EnquiryInput = Omit<GuestEnquiry, 'Website'>;

export type Enquiry = Required<EnquiryInput>;

/** Trims every field and returns the first problem as a sentence, or the clean enquiry. */
export function validateEnquiry(input: EnquiryInput): { ok: true; enquiry: Enquiry } | { ok: false; message: string } {
  const clean = {} as Enquiry;
  for (const field of Object.keys(ENQUIRY_LIMITS) as (keyof typeof ENQUIRY_LIMITS)[]) {
    // Control characters have no place in a name or a message line; newlines and tabs stay in the message.
    // eslint-disable-next-line no-control-regex -- matching control characters is the point
    const controls = field === 'Body' ? /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g : /[\u0000-\u001f\u007f]/g;
    const raw = typeof input[field] === 'string' ? (input[field] as string) : '';
    const value = raw.replace(controls, ' ').trim();
    if (field !== 'Phone' && value === '') return { ok: false, message: REQUIRED_MESSAGES[field] };
    if (Array.from(value).length > ENQUIRY_LIMITS[field]) {
      return { ok: false, message: `${LABELS[field]} must be at most ${ENQUIRY_LIMITS[field]} characters.` };
    }
    if (field === 'EMail' && !isPlausibleEmail(value)) return { ok: false, message: INVALID_EMAIL_MESSAGE };
    clean[field] = value;
  }
  return { ok: true, enquiry: clean };
}
