import { useEffect, useState } from 'react';
import { SocialLinks } from '@ferrolink/shared';
import styles from './share-block.module.css';

/**
 * The share block of a news article: the company's social links and a facebook share button.
 * It is rendered, as the original page does, but kept hidden with the `hidden` attribute until the
 * company decides to show it; nothing about it loads third-party code.
 */
export function ShareBlock({ title }: { title: string }) {
  // The page's full address is the browser's to know: read after the first render, which must match the server's.
  const [url, setUrl] = useState('');
  useEffect(() => setUrl(window.location.href), []);
  const facebookShare = `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`;
  return (
    <aside className={styles.share} aria-label="Share this article" hidden data-testid="share-block">
      <p>Share: {title}</p>
      <SocialLinks />
      <a className="fl-button" href={facebookShare} target="_blank" rel="noopener noreferrer">
        Share on Facebook
      </a>
    </aside>
  );
}
