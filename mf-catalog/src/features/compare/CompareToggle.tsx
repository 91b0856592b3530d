import { toggleCompared, useCompareSelection } from './compare-selection';
import styles from './compare.module.css';

interface CompareToggleProps {
  product: { Id: number; Name: string };
  /** 'card' under a product card; 'page' beside the product page's buttons. */
  look?: 'card' | 'page';
}

/**
 * "Compare": puts the product in the comparison tray, or takes it out. A pressed button (aria-pressed), named with
 * the product so a list of cards does not read as many buttons of one name. Its words and size never change with
 * its state, so the stored choice, drawn after the page arrives, moves nothing.
 */
export function CompareToggle({ product, look = 'card' }: CompareToggleProps) {
  const { products } = useCompareSelection();
  const picked = products.some((entry) => entry.id === product.Id);
  return (
    <button
      type="button"
      className={look === 'card' ? styles.toggleCard : `fl-button fl-button--outline ${styles.togglePage}`}
      aria-pressed={picked}
      aria-label={`Compare ${product.Name}`}
      onClick={() => toggleCompared({ id: product.Id, name: product.Name })}
    >
      <span className={styles.toggleBox} aria-hidden="true" />
      Compare
    </button>
  );
}
