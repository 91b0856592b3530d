import { useEffect } from 'react';
import { getRuntimeConfig } from '@ferrolink/shared';

/** Sets the document title; pages with better titles (an article, a product) may set it again. */
export function PageTitle({ title }: { title: string }) {
  useEffect(() => {
    document.title = `${title} | ${getRuntimeConfig().siteName}`;
  }, [title]);
  return null;
}
