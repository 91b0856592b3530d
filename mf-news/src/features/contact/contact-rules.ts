import { isAcceptableEmail, MESSAGES } from '@ferrolink/shared';

// The contact form's rules. The API checks the same rules with the
// same messages (api/src/routes/api/Guest/validate-enquiry.ts).

export type ContactField = 'FirstName' | 'LastName' | 'Company' | 'EMail' | 'Country' | 'Phone' | 'Body';
export type ContactValues = Record<ContactField, string>;
export type ContactErrors = Partial<Record<ContactField, string>>;

export const EMPTY_CONTACT: ContactValues = { FirstName: '', LastName: '', Company: '', EMail: '', Country: '', Phone: '', Body: '' };

/** Longest accepted value per field, as on the server. */
export const CONTACT_LIMITS: Record<ContactField, number> = {
  FirstName: 50,
  LastName: 50,
  Company: 100,
  Phone: 40,
  Country: 60,
  EMail: 254,
  Body: 2000,
};

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
