import { apiPost, type GuestEnquiry, useMutation } from '@ferrolink/shared';

/** Sends a contact enquiry (SPEC.md §7 POST Guest/Add); resolves when the envelope's code is 200. */
export function addGuest(enquiry: GuestEnquiry): Promise<null> {
  return apiPost<null>('Guest/Add', enquiry);
}

export function useAddGuest() {
  return useMutation({ mutationFn: addGuest });
}
