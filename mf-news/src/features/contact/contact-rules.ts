import { ENQUIRY_FIELDS, enquiryFieldProblem, type EnquiryField } from '@ferrolink/shared';

// The contact form's rules are the API's own (its enquiry contract, through @ferrolink/shared): the same required
// fields, limits and sentences, so the form never sends what POST Guest/Add then refuses.

export type ContactField = EnquiryField;
export type ContactValues = Record<ContactField, string>;
export type ContactErrors = Partial<Record<ContactField, string>>;

export const EMPTY_CONTACT: ContactValues = { FirstName: '', LastName: '', Company: '', EMail: '', Country: '', Phone: '', Body: '' };

/** Longest accepted value of a field, in characters. */
export const contactMaxLength = (field: ContactField): number => ENQUIRY_FIELDS[field].maxLength;

/** Whether the visitor must fill a field. */
export const isRequiredContactField = (field: ContactField): boolean => ENQUIRY_FIELDS[field].required;

/** The field's problem as the server would word it, checked on the value as it will be sent (trimmed). */
export function validateContactField(field: ContactField, raw: string): string | undefined {
  return enquiryFieldProblem(field, raw.trim()) ?? undefined;
}

export function validateContact(values: ContactValues): ContactErrors {
  const errors: ContactErrors = {};
  for (const field of Object.keys(values) as ContactField[]) {
    const message = validateContactField(field, values[field]);
    if (message) errors[field] = message;
  }
  return errors;
}
