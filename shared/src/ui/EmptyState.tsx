import type { ReactNode } from 'react';
import './primitives.css';

/** A friendly line for an empty list. */
export function EmptyState({ children }: { children: ReactNode }) {
  return <p className="fl-empty">{children}</p>;
}
