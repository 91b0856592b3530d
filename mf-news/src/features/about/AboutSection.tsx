import type { ReactNode } from 'react';
import { useIsMobile } from '@ferrolink/shared';
import styles from './about-section.module.css';

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
  const isMobile = useIsMobile();
  const sectionClass = isMobile ? `${styles.section} ${styles.mobile}` : styles.section;
  return (
    <section id={id} className={className ? `${sectionClass} ${className}` : sectionClass} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.sectionTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}
