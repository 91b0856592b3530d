import { apiGet, type ApiError, idempotentSubmissions, useMutation, type VerificationCodeReply } from '@ferrolink/shared';

/** Each send goes with an Idempotency-Key, kept while it is sent again: a retried send mails one code. */
const sendCode = idempotentSubmissions((mail: string, headers) =>
  apiGet<VerificationCodeReply>('RegUser/GetVerificationCode', { mail }, undefined, headers),
);

/** GET RegUser/GetVerificationCode: mails a 6-digit code to the address. */
export function sendVerificationCode(mail: string): Promise<VerificationCodeReply> {
  return sendCode(mail);
}

export function useSendVerificationCode() {
  return useMutation<VerificationCodeReply, ApiError, string>({ mutationFn: sendVerificationCode });
}
