import { useState } from 'react';
import {
  Breadcrumbs,
  EmptyState,
  isNotFoundAnswer,
  KEEP_SCROLL,
  Link,
  links,
  NotFound,
  pageDescription,
  PRODUCT_DETAIL_MAX_IMAGES,
  type ProductDetail,
  type ProductFamilyType,
  replaceNbsp,
  RetryState,
  SafeHtml,
  Skeleton,
  TRUNCATE,
  truncate,
  useFailureToast,
  usePageHead,
  useSearchParams,
} from '@ferrolink/shared';
import { ProductLifecycleNote } from '../lifecycle/ProductLifecycleNote';
import { useProductDetail } from './get-product-detail';
import { Tabs } from './Tabs';
import { FAMILY_TABS, tabFamily } from './tab-family';
import styles from './product-details.module.css';
import { ProductAdvisories } from './ProductAdvisories';

/** One product: images, name, highlight and the tabs of its family. */
export function ProductDetails({ id }: { id: number }) {
  const detail = useProductDetail(id);
  // The server's "no such product" is an answer, shown as the site's not-found page; only failures toast.
  useFailureToast(detail.error, { quietWhenNotFound: true });
  usePageHead(detail.data ? productHead(detail.data) : undefined);

  if (id <= 0) return <EmptyState>Choose a product from the product centre.</EmptyState>;
  if (detail.isPending) {
    return (
      <div className="fl-page">
        <Skeleton lines={12} label="Loading product" />
      </div>
    );
  }
  if (detail.isError) {
    if (isNotFoundAnswer(detail.error)) return <NotFound />;
    return (
      <div className="fl-page">
        <Breadcrumbs items={[{ label: 'Home', to: links.index() }, { label: 'Products' }]} />
        <RetryState message="The product could not be loaded. Please try again." onRetry={() => void detail.refetch()} />
      </div>
    );
  }
  return <ProductView product={detail.data} />;
}

/** The product's title and description as the server writes them into the page head (model, then short name). */
function productHead(product: ProductDetail) {
  return {
    title: product.ShortName ? `${product.Name} ${product.ShortName}` : product.Name,
    description: pageDescription(
      product.ShortName ? `${product.ShortName}: ${product.Summary}` : product.Summary,
      product.Introduce,
      product.Description,
    ),
  };
}

/** The query parameter naming the product's open tab, as links.productDetails writes it. */
const TAB_PARAM = 'tab';

function ProductView({ product }: { product: ProductDetail }) {
  const images = product.Images.slice(0, PRODUCT_DETAIL_MAX_IMAGES);
  const [imageIndex, setImageIndex] = useState(0);
  const tabs = FAMILY_TABS[tabFamily(product.FrontCategoryValue1, product.FrontCategoryValue2)];
  // The open tab is the address's `tab` (the first tab when it names none of this product's), so the server draws
  // the page on that tab and every tab's content is a link away without JavaScript. The first tab's address has no
  // `tab`: one address per page.
  const [params, setParams] = useSearchParams();
  const current = tabs.find((tab) => tab.key === params.get(TAB_PARAM)) ?? tabs[0];
  const tabAddress = (key: string) => links.productDetails(product.Id, key === tabs[0]?.key ? undefined : key);
  const tabItems = tabs.map((tab) => ({ key: tab.key, label: tab.label, href: tabAddress(tab.key) }));
  const openTab = (key: string) => {
    const next = new URLSearchParams(params);
    if (key === tabs[0]?.key) next.delete(TAB_PARAM);
    else next.set(TAB_PARAM, key);
    // A tab switches in place: the address follows it (replaced, so Back leaves the product as before), and the
    // visitor stays where they are.
    setParams(next, { replace: true, state: KEEP_SCROLL });
  };
  const large = images[imageIndex] ?? images[0];

  return (
    <div className="fl-page">
      <Breadcrumbs
        items={[
          { label: 'Home', to: links.index() },
          { label: product.EN_DictionaryName, to: links.productCenter(product.DictionaryId as ProductFamilyType) },
          { label: product.EN_DictionaryName2, to: links.productList(product.DictionaryId2) },
          { label: truncate(product.Name, TRUNCATE.productName) },
        ]}
      />
      <div className={styles.top}>
        <div className={styles.gallery}>
          <div className={styles.large}>{large ? <img src={large.ImageUrl} alt={product.Name} data-testid="large-image" /> : null}</div>
          {images.length > 1 ? (
            <ul className={styles.thumbs} aria-label="Product images">
              {images.map((image, index) => (
                <li key={image.ImageUrl}>
                  <button
                    type="button"
                    className={styles.thumb}
                    aria-label={`Show image ${index + 1}`}
                    aria-pressed={index === imageIndex}
                    onMouseEnter={() => setImageIndex(index)}
                    onFocus={() => setImageIndex(index)}
                    onClick={() => setImageIndex(index)}
                  >
                    <img src={image.ImageUrl} alt="" />
                  </button>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
        <div className={styles.info}>
          <h1 className={styles.name} title={product.Name}>
            {truncate(product.Name, TRUNCATE.productName)}
          </h1>
          <p className={styles.shortName}>{truncate(product.ShortName, TRUNCATE.shortNameLarge)}</p>
          <ProductLifecycleNote lifecycle={product.Lifecycle} />
          <SafeHtml className={styles.highlight} html={replaceNbsp(product.Summary)} />
          {product.Product_UL ? <p className={styles.cert}>Certification: {product.Product_UL}</p> : null}
          <Link to={links.about(1)} className="fl-button">
            Project Consulting
          </Link>
        </div>
      </div>
      {current ? (
        <section className={styles.tabs} aria-labelledby="product-information-title">
          {/* The tabs' content comes from the catalogue with h3 headings; this heading is the level between
              them and the product name's h1, so the outline does not skip a level (sighted users see the tabs). */}
          <h2 id="product-information-title" className="fl-visually-hidden">
            Product information
          </h2>
          <Tabs items={tabItems} active={current.key} onSelect={openTab} label="Product information">
            {product[current.field] ? (
              <SafeHtml className={styles.content} html={product[current.field]} />
            ) : (
              <EmptyState>This information is being prepared. Please contact us for details.</EmptyState>
            )}
          </Tabs>
        </section>
      ) : null}
      <ProductAdvisories productId={product.Id} />
    </div>
  );
}
