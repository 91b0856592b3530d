import styles from './share-block.module.css';

const SOCIAL_LINKS = [
  { label: 'LinkedIn', href: 'https://www.linkedin.com/company/ferrolink-industrial-networks' },
  { label: 'YouTube', href: 'https://www.youtube.com/@ferrolink' },
  { label: 'X', href: 'https://x.com/ferrolink' },
  { label: 'Facebook', href: 'https://www.facebook.com/ferrolink' },
] as const;

/**
 * The share block of a news article: social links and a facebook share button.
 * It is rendered, as the original page does, but kept hidden with the `hidden` attribute until the
 * company decides to show it; nothing about it loads third-party code.
 */
export function ShareBlock({ url, title }: { url: string; title: string }) {
  const facebookShare = `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`;
  return (
    <aside className={styles.share} aria-label="Share this article" hidden data-testid="share-block">
      <p>Share: {title}</p>
      <ul>
        {SOCIAL_LINKS.map((link) => (
          <li key={link.label}>
            <a href={link.href} target="_blank" rel="noopener noreferrer">
              {link.label}
            </a>
          </li>
        ))}
      </ul>
      <a className="fl-button" href={facebookShare} target="_blank" rel="noopener noreferrer">
        Share on Facebook
      </a>
    </aside>
  );
}
