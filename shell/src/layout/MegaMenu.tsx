import { useLocation } from '@ferrolink/shared';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import type { MenuColumn } from './menu-data';
import { MenuColumnTitle, MenuLinks } from './MenuColumnParts';
import styles from './layout.module.css';

interface MegaMenuProps {
  label: string;
  columns: MenuColumn[];
  /** Shown while the columns load (the Products menu waits for the API). */
  loading?: boolean;
}

/**
 * A top-level menu whose panel opens on hover, focus or click and closes on Escape, leaving, or navigation. Escape
 * also puts focus back on the menu's button: the link that had it is hidden with the panel, and focus would otherwise
 * fall to the page's body, sending a keyboard visitor back to the start of the page.
 */
export function MegaMenu({ label, columns, loading = false }: MegaMenuProps) {
  const [open, setOpen] = useState(false);
  const location = useLocation();
  const closeTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const triggerRef = useRef<HTMLButtonElement>(null);

  useEffect(() => setOpen(false), [location.pathname, location.search]);

  const show = () => {
    clearTimeout(closeTimer.current);
    setOpen(true);
  };
  const hide = () => {
    clearTimeout(closeTimer.current);
    closeTimer.current = setTimeout(() => setOpen(false), 120);
  };
  const closeOnEscape = (event: KeyboardEvent<HTMLLIElement>) => {
    if (event.key !== 'Escape' || !open) return;
    clearTimeout(closeTimer.current);
    setOpen(false);
    triggerRef.current?.focus();
  };
  const id = `mega-${label.replace(/\s+/g, '-').toLowerCase()}`;

  return (
    <li className={styles.megaItem} onMouseEnter={show} onMouseLeave={hide} onKeyDown={closeOnEscape}>
      <button
        ref={triggerRef}
        type="button"
        className={styles.megaTrigger}
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((value) => !value)}
      >
        {label}
      </button>
      <div id={id} className={styles.megaPanel} hidden={!open} role="region" aria-label={`${label} menu`}>
        {loading ? (
          <p className={styles.megaLoading}>Loading...</p>
        ) : (
          <div className={styles.megaColumns}>
            {columns.map((column) => (
              <div key={column.title} className={styles.megaColumn}>
                <MenuColumnTitle column={column} className={styles.megaColumnTitle} />
                <MenuLinks links={column.links} />
              </div>
            ))}
          </div>
        )}
      </div>
    </li>
  );
}
