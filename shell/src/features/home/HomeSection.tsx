import type { ReactNode } from 'react';
import styles from './home.module.css';

interface HomeSectionProps {
  /** The section's class: its background and spacing. */
  className?: string;
  /** The heading's id, which labels the section for assistive technology. */
  titleId: string;
  title: string;
  children: ReactNode;
}

/** One band of the home page below the carousel: a labelled section, its content width, and its heading. */
export function HomeSection({ className, titleId, title, children }: HomeSectionProps) {
  return (
    <section className={className} aria-labelledby={titleId}>
      <div className={styles.container}>
        <h2 id={titleId} className={styles.sectionTitle}>
          {title}
        </h2>
        {children}
      </div>
    </section>
  );
}
