import { apiGet, type ApiError, useMutation, type VerificationCodeReply } from '@ferrolink/shared';

/** GET RegUser/GetVerificationCode: mails a 6-digit code to the address. */
export function sendVerificationCode(mail: string): Promise<VerificationCodeReply> {
  return apiGet<VerificationCodeReply>('RegUser/GetVerificationCode', { mail });
}

export function useSendVerificationCode() {
  return useMutation<VerificationCodeReply, ApiError, string>({ mutationFn: sendVerificationCode });
}
