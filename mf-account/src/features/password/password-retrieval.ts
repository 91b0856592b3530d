import { apiGet, type ApiError, useMutation } from '@ferrolink/shared';

/** GET RegUser/PasswordRetrieval: mails a reset link when the address has an account (the answer is the same either way). */
export function passwordRetrieval(mail: string): Promise<null> {
  return apiGet<null>('RegUser/PasswordRetrieval', { mail });
}

export function usePasswordRetrieval() {
  return useMutation<null, ApiError, string>({ mutationFn: passwordRetrieval });
}
