import { create } from 'zustand';
import { persist, createJSONStorage } from 'zustand/middleware';
import { MESSAGES, SIGNED_OUT_NAME } from '../constants';
import { apiGet, apiPost, setUnauthorizedHandler } from '../api/client';
import type { SessionInfo } from '../types';
import { navigateTo } from '../lib/navigation';
import { paths } from '../routes/paths';
import { toast } from '../ui/toast-store';

/** Signed in means a stored user name that is neither missing, empty nor 'Sign In'. */
export function isSignedInName(userName: string | null | undefined): boolean {
  return typeof userName === 'string' && userName.trim() !== '' && userName !== SIGNED_OUT_NAME;
}

interface AuthState {
  /** The display name; the only account datum the browser keeps. */
  userName: string;
  signIn: (userName: string) => void;
  /** Forgets the session locally (after a 401 or a sign-out). */
  clear: () => void;
  /** Ends the session on the server too. */
  signOut: () => Promise<void>;
  /** Asks the server whether the session cookie is still alive and corrects the local name if not. */
  refresh: () => Promise<void>;
}

export const AUTH_STORAGE_KEY = 'ferrolink-user';

export const useAuthStore = create<AuthState>()(
  persist(
    (set) => ({
      userName: SIGNED_OUT_NAME,
      signIn: (userName) => set({ userName: userName.trim() || SIGNED_OUT_NAME }),
      clear: () => set({ userName: SIGNED_OUT_NAME }),
      signOut: async () => {
        try {
          await apiPost<null>('RegUser/Logout');
        } catch {
          // The local state is cleared whatever the server says: the visitor asked to leave.
        }
        set({ userName: SIGNED_OUT_NAME });
      },
      refresh: async () => {
        try {
          const session = await apiGet<SessionInfo | null>('RegUser/Me');
          set({ userName: session?.UserName ? session.UserName : SIGNED_OUT_NAME });
        } catch {
          // Offline or the service is down: keep what we have rather than sign the visitor out.
        }
      },
    }),
    {
      name: AUTH_STORAGE_KEY,
      storage: createJSONStorage(() => localStorage),
      partialize: (state) => ({ userName: state.userName }),
      // The kept name is read after the page's first commit (rehydrateStoredSession), never during it: a page the
      // server rendered is drawn signed out there, and the browser's first render must match it; the name follows.
      skipHydration: true,
    },
  ),
);

/**
 * Reads the name this browser kept into the store. Called once the page's first render is committed, whether it was
 * hydrated from the server's HTML or drawn from scratch; until then the store is signed out, as the server draws it.
 */
export function rehydrateStoredSession(): Promise<void> {
  return Promise.resolve(useAuthStore.persist.rehydrate());
}

export function useIsSignedIn(): boolean {
  return useAuthStore((state) => isSignedInName(state.userName));
}

// A 401 envelope from any call means the session has ended: the warning, the
// signed-out state and /login, whether or not this browser still showed a name (the warning says why it moved).
setUnauthorizedHandler(() => {
  useAuthStore.getState().clear();
  toast.warning(MESSAGES.tokenExpired);
  navigateTo(paths.login);
});
