import { useEffect, useState } from 'react';
import { Link, links, useLocation } from '@ferrolink/shared';
import { LanguageChoice } from './LanguageChoice';
import { Logo } from './Logo';
import { SearchBox } from './SearchBox';
import { UserMenu } from './UserMenu';
import { useMenuColumns } from './use-menu-columns';
import type { MenuColumn } from './menu-data';
import { MenuColumnTitle, MenuLinks } from './MenuColumnParts';
import styles from './layout.module.css';

function MobileSection({ label, columns }: { label: string; columns: MenuColumn[] }) {
  return (
    <details className={styles.mobileSection}>
      <summary>{label}</summary>
      {columns.map((column) => (
        <div key={column.title} className={styles.mobileColumn}>
          <MenuColumnTitle column={column} />
          <MenuLinks links={column.links} />
        </div>
      ))}
    </details>
  );
}

/** The mobile header: logo, user, and a slide-out menu with the language, the search box and the four menus. */
export function MobileHeader() {
  const [open, setOpen] = useState(false);
  const location = useLocation();
  const menus = useMenuColumns();
  useEffect(() => setOpen(false), [location.pathname, location.search]);
  useEffect(() => {
    document.body.style.overflow = open ? 'hidden' : '';
    return () => {
      document.body.style.overflow = '';
    };
  }, [open]);

  return (
    <header className={`${styles.header} ${styles.mobileHeader}`}>
      <div className={styles.mobileBar}>
        <Logo />
        <div className={styles.mobileActions}>
          <div className={styles.userSlot}>
            <UserMenu />
          </div>
          <button
            type="button"
            className={styles.burger}
            aria-label="Open menu"
            aria-expanded={open}
            aria-controls="mobile-menu"
            onClick={() => setOpen(true)}
          >
            <span />
            <span />
            <span />
          </button>
        </div>
      </div>
      <div className={styles.mobileOverlay} hidden={!open} onClick={() => setOpen(false)} />
      <aside id="mobile-menu" className={styles.mobileMenu} data-open={open} inert={!open} aria-label="Menu">
        <div className={styles.mobileMenuHead}>
          <span>Menu</span>
          <LanguageChoice />
          <button type="button" aria-label="Close menu" className={styles.mobileClose} onClick={() => setOpen(false)}>
            ×
          </button>
        </div>
        <SearchBox onSearch={() => setOpen(false)} />
        <nav aria-label="Main">
          <MobileSection label="Products" columns={menus.products} />
          <MobileSection label="Solutions" columns={menus.solutions} />
          <MobileSection label="Support" columns={menus.support} />
          <MobileSection label="About Us" columns={menus.about} />
        </nav>
        <div className={styles.mobileMenuFoot}>
          <Link to={links.about(1)}>Contact Us</Link>
        </div>
      </aside>
    </header>
  );
}
