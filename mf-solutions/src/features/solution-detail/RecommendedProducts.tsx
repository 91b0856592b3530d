import { Link, links, type SolutionProduct, TRUNCATE, truncate } from '@ferrolink/shared';
import styles from './recommended-products.module.css';
import sectionStyles from './section.module.css';

/** Recommended Products, only when there are any; names cut at 63; a card opens the product's detail. */
export function RecommendedProducts({ products }: { products: SolutionProduct[] }) {
  if (products.length === 0) return null;
  return (
    <section className={sectionStyles.section} aria-labelledby="recommended-products-title">
      <h2 id="recommended-products-title" className={sectionStyles.sectionTitle}>
        Recommended Products
      </h2>
      <ul className={styles.products}>
        {products.map((product) => {
          const image = product.Images[0]?.FileUrl;
          return (
            <li key={product.ProductId}>
              <Link to={links.productDetails(product.ProductId)} className={styles.productCard} aria-label={product.Name} title={product.Name}>
                <span className={styles.productImageBox}>{image ? <img src={image} alt="" width={800} height={600} loading="lazy" /> : null}</span>
                <strong className={styles.productName}>{truncate(product.Name, TRUNCATE.productNameRecommended)}</strong>
                <span className={styles.productShortName}>{truncate(product.ShortName, TRUNCATE.shortNameMedium)}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
