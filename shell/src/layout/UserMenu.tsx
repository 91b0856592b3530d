import { useState } from 'react';
import { isSignedInName, Link, links, useAuthStore, useNavigate } from '@ferrolink/shared';
import { HeaderDropdown } from './HeaderDropdown';
import styles from './layout.module.css';

/** "Sign In" (to /login) when signed out; the user name with a Sign Out menu when signed in. */
export function UserMenu() {
  const userName = useAuthStore((state) => state.userName);
  const signOut = useAuthStore((state) => state.signOut);
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);

  if (!isSignedInName(userName)) {
    return (
      <Link to={links.login()} className={styles.topLink} data-testid="user-menu">
        Sign In
      </Link>
    );
  }

  const handleSignOut = async (close: () => void) => {
    setBusy(true);
    await signOut();
    setBusy(false);
    close();
    navigate(links.login());
  };

  return (
    <HeaderDropdown
      trigger={userName}
      popup="menu"
      testId="user-menu"
      panel={(close) => (
        <div className={styles.dropdownPanel} role="menu">
          <button type="button" role="menuitem" className={styles.dropdownItem} disabled={busy} onClick={() => void handleSignOut(close)}>
            Sign Out
          </button>
        </div>
      )}
    />
  );
}
