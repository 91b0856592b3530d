import { fail, fakeApi, NETWORK_ERROR, ok, type FakeReply, type SentRequest } from '@ferrolink/testing';
import { ApiError } from '../api/api-error';
import { apiGet } from '../api/client';
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

describe('the session on the server', () => {
  let reply: FakeReply = ok(null);
  let sent: SentRequest[] = [];
  beforeEach(() => {
    sent = fakeApi(() => reply);
    localStorage.clear();
    useAuthStore.setState({ userName: SIGNED_OUT_NAME });
  });

  it('signs out on the server with a POST to RegUser/Logout, then locally', async () => {
    reply = ok(null);
    useAuthStore.getState().signIn('jane');
    await useAuthStore.getState().signOut();
    expect(sent).toEqual([{ method: 'POST', path: 'RegUser/Logout', params: {}, body: {} }]);
    expect(useAuthStore.getState().userName).toBe('Sign In');
  });

  it('signs out locally even when the server cannot be reached', async () => {
    reply = NETWORK_ERROR;
    useAuthStore.getState().signIn('jane');
    await useAuthStore.getState().signOut();
    expect(sent.map((request) => request.path)).toEqual(['RegUser/Logout']);
    expect(useAuthStore.getState().userName).toBe('Sign In');
  });

  it.each<[string, FakeReply, string]>([
    ['the one the server knows', ok({ UserName: 'ada@example.com' }), 'ada@example.com'],
    ['"Sign In" when the server knows no session', ok(null), SIGNED_OUT_NAME],
    ['the one it had when the server cannot be reached', NETWORK_ERROR, 'jane'],
  ])('refresh asks RegUser/Me and the name becomes %s', async (_case, answer, expected) => {
    reply = answer;
    useAuthStore.getState().signIn('jane');
    await useAuthStore.getState().refresh();
    expect(sent).toEqual([{ method: 'GET', path: 'RegUser/Me', params: {}, body: undefined }]);
    expect(useAuthStore.getState().userName).toBe(expected);
  });
});

describe('a 401 envelope from any call', () => {
  const visited: string[] = [];
  let sent: SentRequest[] = [];
  beforeAll(() => {
    registerNavigator((to) => visited.push(to));
  });
  beforeEach(() => {
    sent = fakeApi(() => fail(401, 'Your session has ended.'));
    visited.length = 0;
    useToastStore.setState({ toasts: [] });
  });

  it.each([
    ['signed in', 'jane'],
    ['signed out', SIGNED_OUT_NAME],
  ])('when %s: warns "token expired, log in again", signs out and goes to /login', async (_state, name) => {
    useAuthStore.setState({ userName: name });
    const call = apiGet('Advertisement/GetPage', { dictionaryId: 40 });
    await expect(call).rejects.toBeInstanceOf(ApiError);
    await expect(call).rejects.toMatchObject({ kind: 'status', code: 401 });
    expect(sent).toEqual([{ method: 'GET', path: 'Advertisement/GetPage', params: { dictionaryId: 40 }, body: undefined }]);
    expect(useToastStore.getState().toasts.map((toast) => toast.text)).toEqual([MESSAGES.tokenExpired]);
    expect(MESSAGES.tokenExpired).toBe('token expired, log in again');
    expect(useAuthStore.getState().userName).toBe('Sign In');
    expect(visited).toEqual(['/login']);
  });
});

describe('the name this browser kept', () => {
  it('is not read when the store is made, only when the page asks after its first render', async () => {
    localStorage.setItem(AUTH_STORAGE_KEY, JSON.stringify({ state: { userName: 'jane' }, version: 0 }));
    // A fresh copy of the store, made while the kept name is already there, as on a page load.
    await jest.isolateModulesAsync(async () => {
      const fresh = await import('../auth/auth-store');
      expect(fresh.useAuthStore.getState().userName).toBe(SIGNED_OUT_NAME);
      await fresh.rehydrateStoredSession();
      expect(fresh.useAuthStore.getState().userName).toBe('jane');
    });
    localStorage.clear();
  });
});
