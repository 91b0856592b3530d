import type { ReactNode } from 'react';
import './page-banner.css';

export interface PageBannerProps {
  /** The artwork: a picture without words (the words below are text, so a phone can size them and readers can read them). */
  imageUrl?: string;
  /** The headline over the picture; none (a placeholder waiting for its banner) draws the box alone. */
  title?: ReactNode;
  /**
   * The element the headline is: 'h1' where the banner carries the page's one h1, 'p' where the page has its h1
   * elsewhere (a carousel slide, or a page whose h1 sits below the banner).
   */
  titleAs?: 'h1' | 'h2' | 'p';
  titleId?: string;
  /** One or two lines under the headline (the banner's Summary, or a category's description). */
  subtitle?: ReactNode;
  /** 'hero' is the taller home carousel slide; 'page' the banner at the top of a section page. */
  size?: 'hero' | 'page';
  /** The picture is the page's largest element: asked for first, never lazily. False for the later carousel slides. */
  priority?: boolean;
  /** The picture is still being read: the box keeps its size and says it is busy. */
  loading?: boolean;
  className?: string;
}

/**
 * A banner: a picture with real text over it. The box has a fixed height for each screen width set in CSS, never
 * by its picture or its words, so nothing below it moves when the picture or the words arrive; the words sit from
 * the top of the box so a subtitle that arrives later does not move the headline either.
 */
export function PageBanner({
  imageUrl,
  title,
  titleAs = 'p',
  titleId,
  subtitle,
  size = 'page',
  priority = true,
  loading = false,
  className,
}: PageBannerProps) {
  const Title = titleAs;
  const classes = ['fl-banner', `fl-banner--${size}`, className].filter(Boolean).join(' ');
  return (
    <div className={classes} aria-busy={loading || undefined}>
      {imageUrl ? (
        // The words of the banner are the text beside it, so the picture itself says nothing to a screen reader.
        <img
          className="fl-banner__image"
          src={imageUrl}
          alt=""
          width={1920}
          height={520}
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : 'auto'}
          decoding="async"
        />
      ) : null}
      {title || subtitle ? (
        <div className="fl-banner__text">
          <Title id={titleId} className="fl-banner__title">
            {title}
          </Title>
          {subtitle ? <p className="fl-banner__subtitle">{subtitle}</p> : null}
        </div>
      ) : null}
    </div>
  );
}
