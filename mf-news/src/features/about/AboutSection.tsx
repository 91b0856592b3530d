import type { ReactNode } from 'react';
import styles from './about.module.css';

interface AboutSectionProps {
  /** The anchor that /about?type=N scrolls to; the profile section has none (its anchor is the hero). */
  id?: string;
  /** The heading's id, which labels the section for assistive technology. */
  titleId: string;
  title: string;
  /** A class added to the section's own. */
  className?: string;
  children: ReactNode;
}

/** One section of the About page below the hero: a labelled section with its heading. */
export function AboutSection({ id, titleId, title, className, children }: AboutSectionProps) {
  return (
    <section id={id} className={className ? `${styles.section} ${className}` : styles.section} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.sectionTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}
