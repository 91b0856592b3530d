import { apiPost, type GuestEnquiryForm } from '@ferrolink/shared';

/** Sends a contact enquiry (POST Guest/Add); resolves when the envelope's code is 200. */
export function addGuest(enquiry: GuestEnquiryForm): Promise<null> {
  return apiPost<null>('Guest/Add', enquiry);
}
