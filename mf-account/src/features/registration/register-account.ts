import { apiPost, type ApiError, idempotentSubmissions, type RegisterPayload, useMutation } from '@ferrolink/shared';

/** Each sign-up goes with an Idempotency-Key, kept while it is sent again: a retried sign-up is answered once. */
const sendRegistration = idempotentSubmissions((payload: RegisterPayload, headers) => apiPost<null>('RegUser/Register', payload, undefined, headers));

/** POST RegUser/Register with the register payload. */
export function registerAccount(payload: RegisterPayload): Promise<null> {
  return sendRegistration(payload);
}

export function useRegisterAccount() {
  return useMutation<null, ApiError, RegisterPayload>({ mutationFn: registerAccount });
}
