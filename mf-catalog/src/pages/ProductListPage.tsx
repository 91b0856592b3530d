import { useEffect, useState } from 'react';
import {
  Breadcrumbs,
  EmptyState,
  isApiError,
  links,
  LoadMore,
  Pagination,
  type ProductCard,
  type ProductFamilyType,
  readIntParam,
  SafeHtml,
  Skeleton,
  TRUNCATE,
  useIsMobile,
  useSearchParams,
} from '@ferrolink/shared';
import { useProductList } from '../api/get-product-list';
import { ProductCardItem } from '../components/ProductCardItem';
import { useFailureToast } from '../components/use-failure-toast';
import styles from './product-list.module.css';

/** The sub category whose introduction the list shows (SPEC.md §2: "shown only when the category id is 22"). */
export const INTRODUCTION_CATEGORY_ID = 22;

type Layout = 'card' | 'list';

/** /producList?id= (SPEC.md §2 Product list). */
export default function ProductListPage() {
  const [params] = useSearchParams();
  const id = readIntParam(params.get('id'), 0);
  return <ProductList key={id} id={id} />;
}

function ProductList({ id }: { id: number }) {
  const [params, setParams] = useSearchParams();
  const isMobile = useIsMobile();
  const [layout, setLayout] = useState<Layout>('card');
  // Desktop pages through the URL (back returns to the page you came from); mobile appends pages with Load More.
  const urlPage = readIntParam(params.get('page'), 1);
  const [mobilePage, setMobilePage] = useState(1);
  const page = isMobile ? mobilePage : urlPage;
  const list = useProductList(id, page);
  useFailureToast(list.error);

  // A page past the end (an old link, fewer products now): go to the last page instead of saying the category is empty.
  const pageCount = list.data?.pageCount ?? 0;
  useEffect(() => {
    if (isMobile || !list.data || list.isPlaceholderData || pageCount === 0 || urlPage <= pageCount) return;
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (pageCount > 1) updated.set('page', String(pageCount));
        else updated.delete('page');
        return updated;
      },
      { replace: true },
    );
  }, [isMobile, list.data, list.isPlaceholderData, pageCount, urlPage, setParams]);

  const [accumulated, setAccumulated] = useState<ProductCard[]>([]);
  useEffect(() => {
    if (!isMobile || !list.data || list.isPlaceholderData) return;
    const loaded = list.data.data;
    setAccumulated((current) =>
      list.data.page === 1 ? loaded : [...current.filter((item) => !loaded.some((next) => next.Id === item.Id)), ...loaded],
    );
  }, [isMobile, list.data, list.isPlaceholderData]);

  if (id <= 0) return <EmptyState>Choose a product category from the Products menu.</EmptyState>;

  const info = list.data?.DictionaryInfo;
  const items = isMobile ? accumulated : (list.data?.data ?? []);
  const shortNameLength = isMobile ? TRUNCATE.shortNameSmall : layout === 'list' ? TRUNCATE.shortNameLarge : TRUNCATE.shortNameMedium;

  return (
    <div>
      <div className={styles.banner}>{info?.ImageUrl ? <img src={info.ImageUrl} alt={info.EN_Name} /> : null}</div>
      <div className="fl-page">
        <Breadcrumbs
          items={[
            { label: 'Home', to: links.index() },
            ...(info
              ? [{ label: info.EN_Name, to: links.productCenter(info.Pid as ProductFamilyType) }, { label: info.EN_Name2 }]
              : [{ label: 'Products' }]),
          ]}
        />
        {list.isPending ? (
          <Skeleton lines={8} label="Loading products" />
        ) : list.isError && !list.data ? (
          <EmptyState>
            {isApiError(list.error) && list.error.code === 404
              ? 'This product category does not exist.'
              : 'The products could not be loaded. Please try again.'}
          </EmptyState>
        ) : (
          <>
            <div className={styles.titleRow}>
              <h1 className={styles.title}>{info?.EN_Name2}</h1>
              <div className={styles.toggle} role="group" aria-label="Layout">
                <button type="button" aria-pressed={layout === 'card'} onClick={() => setLayout('card')}>
                  Cards
                </button>
                <button type="button" aria-pressed={layout === 'list'} onClick={() => setLayout('list')}>
                  List
                </button>
              </div>
            </div>
            {id === INTRODUCTION_CATEGORY_ID && info?.Introduction ? (
              <SafeHtml className={styles.introduction} html={`<p>${info.Introduction}</p>`} />
            ) : null}
            {items.length === 0 ? (
              <EmptyState>There are no products in this category yet.</EmptyState>
            ) : (
              <ul className={layout === 'list' ? styles.list : styles.grid} data-layout={layout} aria-label={`${info?.EN_Name2 ?? ''} products`}>
                {items.map((product) => (
                  // The page's h1 is the category; the products are the level below it.
                  <ProductCardItem key={product.Id} product={product} layout={layout} shortNameLength={shortNameLength} headingLevel={2} />
                ))}
              </ul>
            )}
            {isMobile ? (
              <LoadMore
                page={mobilePage}
                pageCount={list.data?.pageCount ?? 0}
                itemCount={items.length}
                loading={list.isFetching}
                onLoadMore={() => setMobilePage((current) => current + 1)}
              />
            ) : (
              <Pagination
                page={urlPage}
                pageCount={list.data?.pageCount ?? 0}
                disabled={list.isFetching}
                label="Product pages"
                onPageChange={(next) =>
                  setParams((current) => {
                    const updated = new URLSearchParams(current);
                    if (next > 1) updated.set('page', String(next));
                    else updated.delete('page');
                    return updated;
                  })
                }
              />
            )}
          </>
        )}
      </div>
    </div>
  );
}
