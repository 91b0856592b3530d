import type { ReactNode } from 'react';
import './primitives.css';

interface RetryStateProps {
  /** What went wrong, in words. */
  message: string;
  /** Asks again; without it the panel has no Try again (a failure that asking again will not mend). */
  onRetry?: () => void;
  /** A heading above the message, for a panel that stands in for a whole page section. */
  title?: string;
  /** The look of the panel in its page; the plain centred block by default. */
  className?: string;
  /** 'solid' when Try again is the one thing to do on the page; 'outline' beside other content. */
  retryStyle?: 'outline' | 'solid';
  /** More ways out beside Try again (a link to the list, for instance). */
  children?: ReactNode;
}

/**
 * What a list or section shows instead of a blank area when its data could not be loaded: what went wrong, in
 * words, and a Try again button. Loading stops until the visitor asks (a failed load shows the toast and stops).
 */
export function RetryState({ message, onRetry, title, className = 'fl-empty fl-retry', retryStyle = 'outline', children }: RetryStateProps) {
  return (
    <div className={className} role="alert">
      {title ? <h2>{title}</h2> : null}
      <p>{message}</p>
      {onRetry || children ? (
        <div className="fl-retry__actions">
          {onRetry ? (
            <button type="button" className={retryStyle === 'solid' ? 'fl-button' : 'fl-button fl-button--outline'} onClick={onRetry}>
              Try again
            </button>
          ) : null}
          {children}
        </div>
      ) : null}
    </div>
  );
}
