import { useEffect, useState } from 'react';
import {
  Breadcrumbs,
  EmptyState,
  HIDE_DISCONTINUED_LABEL,
  HIDE_DISCONTINUED_PARAM,
  isApiError,
  KEEP_SCROLL,
  links,
  LoadMore,
  Pagination,
  type ProductFamilyType,
  readIntParam,
  SafeHtml,
  Skeleton,
  TRUNCATE,
  useFailureToast,
  useIsMobile,
  usePagedList,
  useSearchParams,
} from '@ferrolink/shared';
import { carriedFirstProductPage, getProductList } from './get-product-list';
import { ProductCardItem } from './ProductCardItem';
import styles from './product-list.module.css';

/** The only sub category whose list shows its introduction. */
export const INTRODUCTION_CATEGORY_ID = 22;

type Layout = 'card' | 'list';

/** The products of one sub category, paged on desktop and appended with Load More on a phone. */
export function ProductList({ id }: { id: number }) {
  const [params, setParams] = useSearchParams();
  const isMobile = useIsMobile();
  const [layout, setLayout] = useState<Layout>('card');
  // Desktop pages through the URL (back returns to the page you came from); mobile appends pages with Load More.
  const urlPage = readIntParam(params.get('page'), 1);
  // "Hide discontinued" lives in the address (1 = on, as the API reads it), so a reload or a shared link keeps it.
  const hideDiscontinued = params.get(HIDE_DISCONTINUED_PARAM) === '1';
  const list = usePagedList({
    queryKey: ['catalog', 'list', id, hideDiscontinued],
    fetchPage: (page, signal) => getProductList(id, page, hideDiscontinued, signal),
    append: isMobile,
    page: urlPage,
    enabled: id > 0,
    retry: false,
    firstPage: () => carriedFirstProductPage(id, hideDiscontinued),
  });
  const toggleHideDiscontinued = (hide: boolean) =>
    // A filter change: a history entry (Back undoes it), the first page of the new list, and the visitor stays put.
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (hide) updated.set(HIDE_DISCONTINUED_PARAM, '1');
        else updated.delete(HIDE_DISCONTINUED_PARAM);
        updated.delete('page');
        return updated;
      },
      { state: KEEP_SCROLL },
    );
  useFailureToast(list.error);
  const reply = list.current;
  // The sub category as last answered: while the list without (or with) the discontinued products loads, a phone
  // has no page of it yet, and the banner, the title and the filter stay in place rather than give way to a skeleton.
  // (React's "adjust state when a prop changes": kept in the same render.)
  const [lastInfo, setLastInfo] = useState(reply?.DictionaryInfo);
  if (reply?.DictionaryInfo && reply.DictionaryInfo !== lastInfo) setLastInfo(reply.DictionaryInfo);

  // A page past the end (an old link, fewer products now): go to the last page instead of saying the category is empty.
  const { pageCount, isPlaceholderData } = list;
  useEffect(() => {
    if (isMobile || !reply || isPlaceholderData || pageCount === 0 || urlPage <= pageCount) return;
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (pageCount > 1) updated.set('page', String(pageCount));
        else updated.delete('page');
        return updated;
      },
      { replace: true },
    );
  }, [isMobile, reply, isPlaceholderData, pageCount, urlPage, setParams]);

  if (id <= 0) return <EmptyState>Choose a product category from the Products menu.</EmptyState>;

  const info = reply?.DictionaryInfo ?? lastInfo;
  // A product can move to the next page while the visitor appends (one added or removed meanwhile): it shows once, where it was last seen.
  const loadedIds = list.items.map((product) => product.Id);
  const items = isMobile ? list.items.filter((product, index) => loadedIds.lastIndexOf(product.Id) === index) : list.items;
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
        {list.isPending && !info ? (
          <Skeleton lines={8} label="Loading products" />
        ) : list.isError && !reply ? (
          <EmptyState>
            {isApiError(list.error) && list.error.code === 404
              ? 'This product category does not exist.'
              : 'The products could not be loaded. Please try again.'}
          </EmptyState>
        ) : (
          <>
            <div className={styles.titleRow}>
              <h1 className={styles.title}>{info?.EN_Name2}</h1>
              <label className={styles.hideDiscontinued}>
                <input type="checkbox" checked={hideDiscontinued} onChange={(event) => toggleHideDiscontinued(event.target.checked)} />
                {HIDE_DISCONTINUED_LABEL}
              </label>
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
            {list.isPending ? (
              <Skeleton lines={8} label="Loading products" />
            ) : (
              <>
                {items.length === 0 ? (
                  <EmptyState>
                    {hideDiscontinued
                      ? `Every product in this category is discontinued. Clear "${HIDE_DISCONTINUED_LABEL}" to see them.`
                      : 'There are no products in this category yet.'}
                  </EmptyState>
                ) : (
                  <ul className={layout === 'list' ? styles.list : styles.grid} data-layout={layout} aria-label={`${info?.EN_Name2 ?? ''} products`}>
                    {items.map((product) => (
                      // The page's h1 is the category; the products are the level below it.
                      <ProductCardItem key={product.Id} product={product} layout={layout} shortNameLength={shortNameLength} headingLevel={2} />
                    ))}
                  </ul>
                )}
                {isMobile ? (
                  <LoadMore page={list.page} pageCount={pageCount} itemCount={items.length} loading={list.isFetching} onLoadMore={list.loadMore} />
                ) : (
                  <Pagination
                    page={urlPage}
                    pageCount={pageCount}
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
          </>
        )}
      </div>
    </div>
  );
}
