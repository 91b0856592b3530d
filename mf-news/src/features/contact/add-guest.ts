import { apiPost, type GuestEnquiryForm, idempotentSubmissions } from '@ferrolink/shared';

/** Each enquiry goes with an Idempotency-Key, kept while it is sent again: a retried enquiry is stored and mailed once. */
const sendEnquiry = idempotentSubmissions((enquiry: GuestEnquiryForm, headers) => apiPost<null>('Guest/Add', enquiry, undefined, headers));

/** Sends a contact enquiry (POST Guest/Add); resolves when the envelope's code is 200. */
export function addGuest(enquiry: GuestEnquiryForm): Promise<null> {
  return sendEnquiry(enquiry);
}
