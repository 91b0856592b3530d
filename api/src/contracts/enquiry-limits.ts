// The longest value of each field of the contact form, in characters: checked by the form in mf-news (through
// @ferrolink/shared) and again by POST Guest/Add, so the form never accepts what the server then refuses.
// Pure: no imports.

/** Longest accepted value per contact form field, in characters. */
export const ENQUIRY_LIMITS = {
  FirstName: 50,
  LastName: 50,
  Company: 100,
  Phone: 40,
  Country: 60,
  EMail: 254,
  Body: 2000,
} as const;
