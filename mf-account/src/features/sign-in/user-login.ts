import { apiPost, type ApiError, type LoginResponse, type SignInPayload, useMutation } from '@ferrolink/shared';

/** POST RegUser/UserLogin (a POST body, never a query); the server sets the httpOnly session cookie. */
export function userLogin(input: SignInPayload): Promise<LoginResponse> {
  return apiPost<LoginResponse>('RegUser/UserLogin', input);
}

export function useUserLogin() {
  return useMutation<LoginResponse, ApiError, SignInPayload>({ mutationFn: userLogin });
}
