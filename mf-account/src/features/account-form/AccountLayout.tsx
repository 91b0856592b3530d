import type { ReactNode } from 'react';
import { getRuntimeConfig, useIsMobile } from '@ferrolink/shared';
import styles from './account.module.css';

interface AccountLayoutProps {
  title: string;
  /** One sentence under the title saying what the page is for. */
  intro?: ReactNode;
  children: ReactNode;
}

const BENEFITS = [
  'Download datasheets, manuals, firmware and certificates',
  'Keep track of the product documentation you use',
  'One account for every Ferrolink support resource',
];

/** The frame of every account page: a brand panel beside the form on desktop, the form alone on a phone. */
export function AccountLayout({ title, intro, children }: AccountLayoutProps) {
  const isMobile = useIsMobile();
  const siteName = getRuntimeConfig().siteName;
  const form = (
    <section className={styles.formPanel} aria-labelledby="account-title">
      <h1 id="account-title" className={styles.title}>
        {title}
      </h1>
      {intro && <p className={styles.intro}>{intro}</p>}
      {children}
    </section>
  );
  if (isMobile) {
    return (
      <div className={`fl-page ${styles.page} ${styles.mobile}`} data-layout="mobile">
        {form}
      </div>
    );
  }
  return (
    <div className={`fl-page ${styles.page}`} data-layout="desktop">
      <div className={styles.card}>
        <aside className={styles.brand} aria-label="About your account">
          <p className={styles.brandKicker}>{siteName}</p>
          <p className={styles.brandHeadline}>Your support account</p>
          <ul className={styles.benefits}>
            {BENEFITS.map((benefit) => (
              <li key={benefit}>{benefit}</li>
            ))}
          </ul>
          <p className={styles.brandNote}>We use your email address only for your account and never share it.</p>
        </aside>
        {form}
      </div>
    </div>
  );
}
