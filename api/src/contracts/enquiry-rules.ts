// The contact form's rules: which fields a visitor must fill, how long each may be, and the sentences that say
// so. Read by POST Guest/Add and, through @ferrolink/shared, by the form in mf-news, so the form never accepts
// what the server then refuses, and a visitor reads the same sentence whichever side refused. Pure: it imports
// only the address rule beside it.
import { EMAIL_MAX_LENGTH, INVALID_EMAIL_MESSAGE, isAcceptableEmail } from './email-address';

/**
 * Each field of the contact form, in the order its problems are reported: the name messages give it, its longest
 * value in characters (counted as code points, so an emoji is one), and whether it must be filled.
 */
export const ENQUIRY_FIELDS = {
  FirstName: { label: 'First Name', maxLength: 50, required: true },
  LastName: { label: 'Last Name', maxLength: 50, required: true },
  Company: { label: 'Company', maxLength: 100, required: true },
  Phone: { label: 'Phone', maxLength: 40, required: false },
  Country: { label: 'Country', maxLength: 60, required: true },
  EMail: { label: 'Email', maxLength: EMAIL_MAX_LENGTH, required: true },
  Body: { label: 'Message', maxLength: 2000, required: true },
} as const;

export type EnquiryField = keyof typeof ENQUIRY_FIELDS;

/** The fields in the order their problems are reported. */
export const ENQUIRY_FIELD_ORDER = Object.keys(ENQUIRY_FIELDS) as EnquiryField[];

/** The sentences of the contact form, word for word: "First Name is required.", "Message must be at most 2000 characters.". */
export const ENQUIRY_MESSAGES = {
  required: (field: EnquiryField): string => `${ENQUIRY_FIELDS[field].label} is required.`,
  tooLong: (field: EnquiryField): string => `${ENQUIRY_FIELDS[field].label} must be at most ${ENQUIRY_FIELDS[field].maxLength} characters.`,
  invalidEmail: INVALID_EMAIL_MESSAGE,
} as const;

/**
 * What is wrong with one field's value, or null when it is acceptable. The value is taken as it will be stored
 * (trimmed by the caller): a required field must not be empty, no field may be longer than its limit, and the
 * email must be exactly one address by the site's address rule.
 */
export function enquiryFieldProblem(field: EnquiryField, value: string): string | null {
  const rule = ENQUIRY_FIELDS[field];
  if (rule.required && value === '') return ENQUIRY_MESSAGES.required(field);
  if (Array.from(value).length > rule.maxLength) return ENQUIRY_MESSAGES.tooLong(field);
  if (field === 'EMail' && !isAcceptableEmail(value)) return ENQUIRY_MESSAGES.invalidEmail;
  return null;
}
