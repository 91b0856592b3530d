import { useCallback, useRef, useState } from 'react';
import { isSignedInName, Link, links, useAuthStore, useNavigate } from '@ferrolink/shared';
import { closeOnEscape, useDismissOnOutsidePress } from './use-dismiss';
import styles from './layout.module.css';

/** "Sign In" (to /login) when signed out; the user name with a Sign Out menu when signed in. */
export function UserMenu() {
  const userName = useAuthStore((state) => state.userName);
  const signOut = useAuthStore((state) => state.signOut);
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const containerRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);

  const close = useCallback(() => setOpen(false), []);
  useDismissOnOutsidePress(containerRef, open, close);

  if (!isSignedInName(userName)) {
    return (
      <Link to={links.login()} className={styles.topLink} data-testid="user-menu">
        Sign In
      </Link>
    );
  }

  const handleSignOut = async () => {
    setBusy(true);
    await signOut();
    setBusy(false);
    setOpen(false);
    navigate(links.login());
  };

  return (
    <div className={styles.dropdown} ref={containerRef} onKeyDown={(event) => closeOnEscape(event, open, setOpen, triggerRef)}>
      <button
        ref={triggerRef}
        type="button"
        className={styles.topButton}
        aria-haspopup="menu"
        aria-expanded={open}
        onClick={() => setOpen((value) => !value)}
        data-testid="user-menu"
      >
        {userName}
      </button>
      {open && (
        <div className={styles.dropdownPanel} role="menu">
          <button type="button" role="menuitem" className={styles.dropdownItem} disabled={busy} onClick={handleSignOut}>
            Sign Out
          </button>
        </div>
      )}
    </div>
  );
}
