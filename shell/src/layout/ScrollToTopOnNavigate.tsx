import { useLocation } from '@ferrolink/shared';
import { useEffect } from 'react';
import { smoothScrollToTop } from './scroll';

/** SPEC.md §2: pages scroll smoothly to the top after navigation. */
export function ScrollToTopOnNavigate() {
  const { pathname, search } = useLocation();
  useEffect(() => {
    smoothScrollToTop();
  }, [pathname, search]);
  return null;
}
