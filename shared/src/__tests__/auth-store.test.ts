import { isSignedInName, useAuthStore, AUTH_STORAGE_KEY } from '../auth/auth-store';
import { SIGNED_OUT_NAME } from '../constants';

describe('signed-in rule (SPEC §4)', () => {
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
