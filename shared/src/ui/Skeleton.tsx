import type { ReactNode } from 'react';
import './primitives.css';

/** Grey placeholder blocks shown while content loads, so the layout does not jump. */
export function Skeleton({ lines = 3, label = 'Loading' }: { lines?: number; label?: string }) {
  return (
    <div className="fl-skeleton" role="status" aria-label={label} aria-busy="true">
      {Array.from({ length: lines }, (_, index) => (
        <div key={index} className="fl-skeleton__line" style={{ width: `${100 - ((index * 17) % 40)}%` }} />
      ))}
    </div>
  );
}

/** A friendly line for an empty list. */
export function EmptyState({ children }: { children: ReactNode }) {
  return <p className="fl-empty">{children}</p>;
}

/**
 * What a list shows instead of a blank area when its data could not be loaded: what went wrong, in words, and a
 * Try again button. Loading stops until the visitor asks (SPEC.md §8: a failed load shows the toast and stops).
 */
export function RetryState({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div className="fl-empty fl-retry" role="alert">
      <p>{message}</p>
      <button type="button" className="fl-button fl-button--outline" onClick={onRetry}>
        Try again
      </button>
    </div>
  );
}
