import { apiGet, type ApiError, idempotentSubmissions, useMutation } from '@ferrolink/shared';

/** Each request goes with an Idempotency-Key, kept while it is sent again: a retried request mails one link. */
const requestLink = idempotentSubmissions((mail: string, headers) => apiGet<null>('RegUser/PasswordRetrieval', { mail }, undefined, headers));

/** GET RegUser/PasswordRetrieval: mails a reset link when the address has an account (the answer is the same either way). */
export function passwordRetrieval(mail: string): Promise<null> {
  return requestLink(mail);
}

export function usePasswordRetrieval() {
  return useMutation<null, ApiError, string>({ mutationFn: passwordRetrieval });
}
