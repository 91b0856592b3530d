import { Link, links, type ProductLifecycle, successorText } from '@ferrolink/shared';
import { LifecycleBadge } from './LifecycleBadge';
import styles from './lifecycle-badge.module.css';

/**
 * The detail page's lifecycle: the badge, and the link to the product that replaces this one ("Replaced by
 * FL-MS5010G-2S"), so a buyer who lands on a product that is going away finds what to order instead. Nothing for an
 * active product.
 */
export function ProductLifecycleNote({ lifecycle }: { lifecycle: ProductLifecycle }) {
  if (lifecycle.State === 'active') return null;
  const successor = lifecycle.Successor;
  return (
    <div className={styles.note}>
      <LifecycleBadge lifecycle={lifecycle} />
      {successor ? (
        <p className={styles.successor}>
          <Link to={links.productDetails(successor.Id)}>{successorText(successor.Name)}</Link>
        </p>
      ) : null}
    </div>
  );
}
