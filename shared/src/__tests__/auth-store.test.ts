import type { InternalAxiosRequestConfig } from 'axios';
import { apiGet, httpClient } from '../api/client';
import { isSignedInName, useAuthStore, AUTH_STORAGE_KEY } from '../auth/auth-store';
import { MESSAGES, SIGNED_OUT_NAME } from '../constants';
import { registerNavigator } from '../lib/navigation';
import { useToastStore } from '../ui/toast-store';

describe('signed-in rule', () => {
  it.each([
    [undefined, false],
    [null, false],
    ['', false],
    ['   ', false],
    ['Sign In', false],
    ['jane', true],
    ['sign in', true],
  ])('%p is signed in: %p', (name, expected) => {
    expect(isSignedInName(name)).toBe(expected);
  });
});

describe('auth store', () => {
  beforeEach(() => {
    localStorage.clear();
    useAuthStore.setState({ userName: SIGNED_OUT_NAME });
  });

  it('starts signed out with the name "Sign In"', () => {
    expect(useAuthStore.getState().userName).toBe('Sign In');
  });

  it('persists only the user name in localStorage', () => {
    useAuthStore.getState().signIn('jane');
    const stored = localStorage.getItem(AUTH_STORAGE_KEY) ?? '';
    expect(JSON.parse(stored)).toEqual({ state: { userName: 'jane' }, version: 0 });
  });

  it('sets the name back to "Sign In" when cleared', () => {
    useAuthStore.getState().signIn('jane');
    useAuthStore.getState().clear();
    expect(useAuthStore.getState().userName).toBe('Sign In');
  });
});

describe('a 401 envelope from any call', () => {
  const visited: string[] = [];
  beforeAll(() => {
    registerNavigator((to) => visited.push(to));
    httpClient.defaults.adapter = async (config: InternalAxiosRequestConfig) => ({
      data: { code: 401, success: false, message: 'Your session has ended.', response: null },
      status: 200,
      statusText: 'OK',
      headers: {},
      config,
    });
  });
  beforeEach(() => {
    visited.length = 0;
    useToastStore.setState({ toasts: [] });
  });

  it.each([
    ['signed in', 'jane'],
    ['signed out', SIGNED_OUT_NAME],
  ])('when %s: warns "token expired, log in again", signs out and goes to /login', async (_state, name) => {
    useAuthStore.setState({ userName: name });
    await expect(apiGet('Advertisement/GetPage', { dictionaryId: 40 })).rejects.toBeDefined();
    expect(useToastStore.getState().toasts.map((toast) => toast.text)).toEqual([MESSAGES.tokenExpired]);
    expect(MESSAGES.tokenExpired).toBe('token expired, log in again');
    expect(useAuthStore.getState().userName).toBe('Sign In');
    expect(visited).toEqual(['/login']);
  });
});
