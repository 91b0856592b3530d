import { type ReactNode, useId, useState } from 'react';
import styles from './filters.module.css';

interface FiltersDisclosureProps {
  /** How many filters are set, said on the button so a visitor sees the list is narrowed while the panel is shut. */
  activeCount: number;
  children: ReactNode;
}

/**
 * The filters on a phone: one full-width button at the top of the page's content that opens the FILTERS panel in place.
 * The button has the same height from the first frame whatever the filter data does, so nothing below it moves until
 * the visitor opens it; the panel stays mounted while shut, so it opens at once with the state it had.
 */
export function FiltersDisclosure({ activeCount, children }: FiltersDisclosureProps) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <div className={styles.disclosure}>
      <button
        type="button"
        className={styles.disclosureButton}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        <span className={styles.disclosureLabel}>FILTERS</span>
        <span className={styles.disclosureCount}>{activeCount === 0 ? 'None set' : `${activeCount} set`}</span>
        <span className={open ? styles.chevronOpen : styles.chevron} aria-hidden="true" />
      </button>
      <div id={panelId} className={styles.disclosurePanel} hidden={!open}>
        {children}
      </div>
    </div>
  );
}
