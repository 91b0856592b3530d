import { keepsScroll, useLocation } from '@ferrolink/shared';
import { useEffect } from 'react';
import { smoothScrollToTop } from './scroll';

/**
 * Pages scroll smoothly to the top after navigation. A URL change that stays on the same page (a product
 * filter, a tab: navigation state KEEP_SCROLL from shared) keeps the visitor where they are.
 */
export function ScrollToTopOnNavigate() {
  const { pathname, search, state } = useLocation();
  const keepPosition = keepsScroll(state);
  useEffect(() => {
    if (!keepPosition) smoothScrollToTop();
  }, [pathname, search, keepPosition]);
  return null;
}
