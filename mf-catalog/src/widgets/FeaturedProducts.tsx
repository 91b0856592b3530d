import { useState } from 'react';
import { EmptyState, Link, links, Skeleton, TRUNCATE, truncate, useIsMobile } from '@ferrolink/shared';
import { useTopProducts } from '../features/top-products/get-top-products';
import { summaryText } from '../features/product-list/summary-text';
import { Tabs } from '../features/detail/Tabs';
import { LifecycleBadge } from '../features/lifecycle/LifecycleBadge';
import styles from './featured-products.module.css';

/** Home page widget: tabs of the 3 top products, each with Learn More to its detail. No antd here: it renders on /index. */
export default function FeaturedProducts() {
  const top = useTopProducts();
  const isMobile = useIsMobile();
  const [active, setActive] = useState<number | null>(null);

  if (top.isPending) return <Skeleton lines={5} label="Loading featured products" />;
  // The home page shows no connection toast: a failure leaves a short notice in place of the section.
  if (top.isError || top.data.length === 0) return <EmptyState>Featured products will be back shortly.</EmptyState>;

  const products = top.data;
  const current = products.find((product) => product.Id === active) ?? products[0];
  if (!current) return null;
  const image = current.Images[0]?.ImageUrl;

  return (
    <div className={styles.widget}>
      <Tabs
        items={products.map((product) => ({
          key: String(product.Id),
          label: truncate(product.ShortName, isMobile ? TRUNCATE.shortNameSmall : TRUNCATE.shortNameMedium),
        }))}
        active={String(current.Id)}
        onSelect={(key) => setActive(Number(key))}
        label="Featured products"
      >
        <div className={styles.panel}>
          <div className={styles.image}>{image ? <img src={image} alt={current.Name} /> : null}</div>
          <div className={styles.text}>
            <h3 className={styles.name}>{truncate(current.Name, TRUNCATE.productName)}</h3>
            <LifecycleBadge lifecycle={current.Lifecycle} />
            <p className={styles.shortName}>{current.ShortName}</p>
            <p className={styles.summary}>{truncate(summaryText(current.Summary), 300)}</p>
            <Link to={links.productDetails(current.Id)} className="fl-button">
              Learn More<span className="fl-visually-hidden"> about {current.Name}</span>
            </Link>
          </div>
        </div>
      </Tabs>
    </div>
  );
}
