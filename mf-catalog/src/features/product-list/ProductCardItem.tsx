import { Link, links, type ProductCard, replaceNbsp, SafeHtml, TRUNCATE, truncate } from '@ferrolink/shared';
import { LifecycleBadge } from '../lifecycle/LifecycleBadge';
import styles from './product-card.module.css';
import { summaryText } from './summary-text';

interface ProductCardItemProps {
  product: ProductCard;
  layout?: 'card' | 'list';
  /** Short names get 40, 63 or 70 characters by screen. */
  shortNameLength?: number;
  /** The level of the product name's heading: the one below the section's heading, so the outline skips none. */
  headingLevel?: 2 | 3;
}

/** A product: first image, name, lifecycle badge (unless active), highlight and short name, linking to its detail page. */
export function ProductCardItem({ product, layout = 'card', shortNameLength = TRUNCATE.shortNameLarge, headingLevel = 3 }: ProductCardItemProps) {
  const image = product.Images[0]?.ImageUrl;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <li className={layout === 'list' ? styles.listItem : styles.card}>
      {/* Named by what it shows (WCAG 2.5.3 Label in Name), the product name first: an aria-label of the name
          alone would hide the short name and highlight that a sighted visitor reads on the card. */}
      <Link to={links.productDetails(product.Id)} className={styles.link}>
        <div className={styles.imageBox}>{image ? <img src={image} alt="" loading="lazy" /> : null}</div>
        <div className={styles.body}>
          <Heading className={styles.name} title={product.Name}>
            {truncate(product.Name, TRUNCATE.productName)}
          </Heading>
          <LifecycleBadge lifecycle={product.Lifecycle} className={styles.lifecycle} />
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
