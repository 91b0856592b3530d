import { Link, links, type ProductCard, replaceNbsp, SafeHtml, TRUNCATE, truncate } from '@ferrolink/shared';
import styles from './product-card.module.css';
import { summaryText } from './summary-text';

interface ProductCardItemProps {
  product: ProductCard;
  layout?: 'card' | 'list';
  /** Short names get 40, 63 or 70 characters by screen (§9). */
  shortNameLength?: number;
}

/** A product: first image, name, highlight and short name, linking to its detail page. */
export function ProductCardItem({ product, layout = 'card', shortNameLength = TRUNCATE.shortNameLarge }: ProductCardItemProps) {
  const image = product.Images[0]?.ImageUrl;
  return (
    <li className={layout === 'list' ? styles.listItem : styles.card}>
      <Link to={links.producDtetails(product.Id)} className={styles.link} aria-label={product.Name}>
        <div className={styles.imageBox}>{image ? <img src={image} alt="" loading="lazy" /> : null}</div>
        <div className={styles.body}>
          <h3 className={styles.name} title={product.Name}>
            {truncate(product.Name, TRUNCATE.productName)}
          </h3>
          <p className={styles.shortName} title={product.ShortName}>
            {truncate(product.ShortName, shortNameLength)}
          </p>
          {layout === 'list' ? (
            <SafeHtml className={styles.summary} html={replaceNbsp(product.Summary)} />
          ) : (
            <p className={styles.summaryText}>{truncate(summaryText(product.Summary), 120)}</p>
          )}
        </div>
      </Link>
    </li>
  );
}
