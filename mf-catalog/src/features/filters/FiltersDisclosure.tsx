import { type ReactNode, useId, useState, useTransition } from 'react';
import styles from './filters.module.css';

interface FiltersDisclosureProps {
  /** How many filters are set, said on the button so a visitor sees the list is narrowed while the panel is shut. */
  activeCount: number;
  /** What the open panel shows while its content is drawn for the first time. */
  placeholder: ReactNode;
  children: ReactNode;
}

/**
 * The filters on a phone: one full-width button at the top of the page's content that opens the FILTERS panel in place.
 * The button has the same height from the first frame whatever the filter data does, so nothing below it moves until
 * the visitor opens it.
 *
 * The panel's content (antd's selects, slider and checkboxes) is drawn when the visitor first opens it, not while it is
 * shut: drawing those controls is the heaviest work on the page (antd builds their styles as they first render, some
 * 150 ms of a desktop processor, four times that on a phone) and a shut panel shows none of it. The first opening draws
 * it as a transition, so the button answers at once and the panel shows `placeholder` meanwhile; from then on the
 * panel stays mounted while shut, so it opens at once with the state it had.
 */
export function FiltersDisclosure({ activeCount, placeholder, children }: FiltersDisclosureProps) {
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const [drawing, startDrawing] = useTransition();
  const panelId = useId();
  const toggle = () => {
    setOpen((value) => !value);
    if (!opened) startDrawing(() => setOpened(true));
  };
  return (
    <div className={styles.disclosure}>
      <button type="button" className={styles.disclosureButton} aria-expanded={open} aria-controls={panelId} onClick={toggle}>
        <span className={styles.disclosureLabel}>FILTERS</span>
        <span className={styles.disclosureCount}>{activeCount === 0 ? 'None set' : `${activeCount} set`}</span>
        <span className={open ? styles.chevronOpen : styles.chevron} aria-hidden="true" />
      </button>
      <div id={panelId} className={styles.disclosurePanel} hidden={!open}>
        {opened ? children : drawing ? placeholder : null}
      </div>
    </div>
  );
}
