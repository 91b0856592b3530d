import { apiPost, type ApiError, type RegisterPayload, useMutation } from '@ferrolink/shared';

/** POST RegUser/Register with the register payload. */
export function registerAccount(payload: RegisterPayload): Promise<null> {
  return apiPost<null>('RegUser/Register', payload);
}

export function useRegisterAccount() {
  return useMutation<null, ApiError, RegisterPayload>({ mutationFn: registerAccount });
}
