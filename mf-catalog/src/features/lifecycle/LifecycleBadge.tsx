import { lifecycleBadgeText, type ProductLifecycle } from '@ferrolink/shared';
import styles from './lifecycle-badge.module.css';

/**
 * A product's lifecycle where it is not simply active: "Phase-out: last order 2027-03-31" or "Discontinued 2025-06-30".
 * An active product shows nothing, as every product is sold unless it says otherwise. The state is in the words, the
 * colour only repeats it.
 */
export function LifecycleBadge({ lifecycle, className }: { lifecycle: ProductLifecycle; className?: string }) {
  const text = lifecycleBadgeText(lifecycle);
  if (text === null) return null;
  return (
    <span className={[styles.badge, className].filter(Boolean).join(' ')} data-state={lifecycle.State}>
      {text}
    </span>
  );
}
