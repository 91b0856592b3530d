import { useRef } from 'react';
import { Outlet, Toaster, useIsMobile } from '@ferrolink/shared';
import { DesktopHeader } from './DesktopHeader';
import { MobileHeader } from './MobileHeader';
import { Footer } from './Footer';
import { GoToTop } from './GoToTop';
import { ScrollToTopOnNavigate } from './ScrollToTopOnNavigate';
import styles from './layout.module.css';
import { useSessionCheck } from './use-session-check';

/** The common layout every route sits under. The layout class follows the user agent. */
export function Layout() {
  const mobile = useIsMobile();
  useSessionCheck();
  const skipLinkRef = useRef<HTMLAnchorElement>(null);
  return (
    <div className={styles.app} data-device={mobile ? 'mobile' : 'desktop'}>
      <a ref={skipLinkRef} href="#main" className={styles.skipLink}>
        Skip to content
      </a>
      {mobile ? <MobileHeader /> : <DesktopHeader />}
      <main id="main" className={styles.main}>
        <Outlet />
      </main>
      <Footer />
      <GoToTop topOfPage={skipLinkRef} />
      <Toaster />
      <ScrollToTopOnNavigate />
    </div>
  );
}
