import { apiPost, type ApiError, type PasswordUpdatePayload, useMutation } from '@ferrolink/shared';

/** POST RegUser/UpdatePassword with the hash from the mailed link. */
export function updatePassword(payload: PasswordUpdatePayload): Promise<null> {
  return apiPost<null>('RegUser/UpdatePassword', payload);
}

export function useUpdatePassword() {
  return useMutation<null, ApiError, PasswordUpdatePayload>({ mutationFn: updatePassword });
}
