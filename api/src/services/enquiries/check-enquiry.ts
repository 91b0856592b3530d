import type { GuestEnquiry } from '../../contracts/api-requests';
import { ENQUIRY_FIELD_ORDER, enquiryFieldProblem } from '../../contracts/enquiry-rules';
import type { CheckedEnquiry } from './enquiry-repository';

/** The fields of the contact form as the request carries them (the honeypot is the route's business). */
export type EnquiryInput = Omit<GuestEnquiry, 'Website'>;

// Control characters have no place in a name or a message line; newlines and tabs stay in the message.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const LINE_CONTROLS = /[\u0000-\u001f\u007f]/g;
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const MESSAGE_CONTROLS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g;

/**
 * Cleans every field (control characters become spaces, then the value is trimmed) and checks it by the contact
 * form's own rules (contracts/enquiry-rules.ts): the first problem as the form's sentence, or the clean enquiry.
 */
export function checkEnquiry(input: EnquiryInput): { ok: true; enquiry: CheckedEnquiry } | { ok: false; message: string } {
  const clean = {} as CheckedEnquiry;
  for (const field of ENQUIRY_FIELD_ORDER) {
    const raw = input[field];
    const value = (typeof raw === 'string' ? raw : '').replace(field === 'Body' ? MESSAGE_CONTROLS : LINE_CONTROLS, ' ').trim();
    const problem = enquiryFieldProblem(field, value);
    if (problem !== null) return { ok: false, message: problem };
    clean[field] = value;
  }
  return { ok: true, enquiry: clean };
}
