import { ENQUIRY_LIMITS, isAcceptableEmail, MESSAGES } from '@ferrolink/shared';

// The contact form's rules. The API checks the same rules with the
// same messages (api/src/routes/api/Guest/validate-enquiry.ts) and the same limits.

export type ContactField = 'FirstName' | 'LastName' | 'Company' | 'EMail' | 'Country' | 'Phone' | 'Body';
export type ContactValues = Record<ContactField, string>;
export type ContactErrors = Partial<Record<ContactField, string>>;

export const EMPTY_CONTACT: ContactValues = { FirstName: '', LastName: '', Company: '', EMail: '', Country: '', Phone: '', Body: '' };

/** Longest accepted value per field: the API's own limits. */
export const CONTACT_LIMITS: Readonly<Record<ContactField, number>> = ENQUIRY_LIMITS;

const REQUIRED: Partial<Record<ContactField, string>> = {
  FirstName: MESSAGES.firstNameRequired,
  LastName: MESSAGES.lastNameRequired,
  Company: MESSAGES.companyRequired,
  EMail: MESSAGES.emailRequired,
  Country: MESSAGES.countryRequired,
  Body: MESSAGES.messageRequired,
};

export function validateContactField(field: ContactField, raw: string): string | undefined {
  const value = raw.trim();
  const required = REQUIRED[field];
  if (required && value === '') return required;
  if (field === 'EMail' && !isAcceptableEmail(value)) return MESSAGES.invalidEmail;
  return undefined;
}

export function validateContact(values: ContactValues): ContactErrors {
  const errors: ContactErrors = {};
  for (const field of Object.keys(values) as ContactField[]) {
    const message = validateContactField(field, values[field]);
    if (message) errors[field] = message;
  }
  return errors;
}
