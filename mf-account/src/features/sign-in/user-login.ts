import { apiPost, type ApiError, type LoginResponse, useMutation } from '@ferrolink/shared';

export interface LoginInput {
  mail: string;
  password: string;
}

/** POST RegUser/UserLogin (a POST body, never a query); the server sets the httpOnly session cookie. */
export function userLogin(input: LoginInput): Promise<LoginResponse> {
  return apiPost<LoginResponse>('RegUser/UserLogin', input);
}

export function useUserLogin() {
  return useMutation<LoginResponse, ApiError, LoginInput>({ mutationFn: userLogin });
}
