// The bodies of the API's requests that the front end sends (account forms, contact form), written once as the
// JSON schemas the routes validate them with; the front end reads their TypeScript types through @ferrolink/shared
// (type-only, so nothing of this module reaches a browser bundle). A field renamed here is a type error in the form
// that sends it.
//
// A schema here decides which request is answered with a schema message (400) before the handler's own checks run:
// a `required` or a limit added here changes what the API answers, not only a type.
import type { FromSchema } from './api-shapes';
import { COMPANY_MAX_LENGTH, PASSWORD_MAX_LENGTH, PHONE_MAX_LENGTH } from './account-limits';
import { EMAIL_MAX_LENGTH } from './email-address';

/** An email address as a request carries it: the handler applies the address rule, the schema only bounds it. */
export const emailString = { type: 'string', maxLength: EMAIL_MAX_LENGTH } as const;
/** A password as a request carries it, taken exactly as typed. */
export const passwordString = { type: 'string', maxLength: PASSWORD_MAX_LENGTH } as const;

/** The body or query of the calls that take only an address (verification code, password retrieval). */
export const mailInputSchema = { type: 'object', properties: { mail: emailString }, required: ['mail'] } as const;
export type MailInput = FromSchema<typeof mailInputSchema>;

/** POST RegUser/UserLogin. */
export const signInPayloadSchema = {
  type: 'object',
  properties: { mail: emailString, password: passwordString },
  required: ['mail', 'password'],
} as const;
export type SignInPayload = FromSchema<typeof signInPayloadSchema>;

/** POST RegUser/Register. */
export const registerPayloadSchema = {
  type: 'object',
  properties: {
    Email: emailString,
    VCode: { type: 'string', maxLength: 6 },
    PassWord: passwordString,
    Company: { type: 'string', maxLength: COMPANY_MAX_LENGTH },
    Phone: { type: 'string', maxLength: PHONE_MAX_LENGTH },
  },
  required: ['Email', 'VCode', 'PassWord', 'Company', 'Phone'],
} as const;
export type RegisterPayload = FromSchema<typeof registerPayloadSchema>;

/** POST RegUser/UpdatePassword: the reset link's hash and the new password twice. */
export const passwordUpdatePayloadSchema = {
  type: 'object',
  properties: { hash: { type: 'string', maxLength: 200 }, Password: passwordString, password2: passwordString },
  required: ['hash', 'Password', 'password2'],
} as const;
export type PasswordUpdatePayload = FromSchema<typeof passwordUpdatePayloadSchema>;

// Generous bounds and nothing required: the real per-field limits (enquiry-rules.ts) and the form's own messages are
// checked by the handler, so a visitor reads "First Name is required." rather than a schema message.
const enquiryText = { type: 'string', maxLength: 10_000 } as const;

/** POST Guest/Add, the contact form. Website is the honeypot field: people never fill it. */
export const guestEnquirySchema = {
  type: 'object',
  properties: {
    FirstName: enquiryText,
    LastName: enquiryText,
    Company: enquiryText,
    Phone: enquiryText,
    Country: enquiryText,
    Body: enquiryText,
    EMail: enquiryText,
    Website: enquiryText,
  },
} as const;
/** A contact enquiry as the API accepts it: every field may be missing (the handler says which one is required). */
export type GuestEnquiry = FromSchema<typeof guestEnquirySchema>;
/** A contact enquiry as the site's form sends it: every field, empty when the visitor left it blank. */
export type GuestEnquiryForm = Required<GuestEnquiry>;
