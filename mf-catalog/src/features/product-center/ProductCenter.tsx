import { lazy, startTransition, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import {
  BANNER_DICTIONARY,
  Breadcrumbs,
  EmptyState,
  FILTER_START_DELAY_MS,
  Link,
  links,
  PageBanner,
  Pagination,
  PRODUCT_FAMILIES,
  type ProductCard,
  type ProductFamilyType,
  RetryState,
  truncate,
  Skeleton,
  TRUNCATE,
  KEEP_SCROLL,
  useIsMobile,
  useSearchParams,
  useFailureToast,
  useFirstFrameDrawn,
  usePageBanner,
  useQueryClient,
  useProductCategories,
} from '@ferrolink/shared';
import { productTagsKey, useProductTags } from '../filters/get-product-tags';
import { useProductSearch } from '../product-list/get-product-search';
import { ADVANTAGES } from './advantages';
import {
  activeFilterCount,
  differsFromInitial,
  fitFilters,
  INITIAL_FILTERS,
  portsParam,
  readFilters,
  tagsParam,
  writeFilters,
  type FilterState,
} from '../filters/filter-state';
import { FiltersDisclosure } from '../filters/FiltersDisclosure';
import { ProductCardItem } from '../product-list/ProductCardItem';
import styles from './product-center.module.css';

/**
 * The filters are built with antd (about 92 KB of script on a phone): a chunk of their own, asked for only once the
 * page's first frame (banner, advantages, categories) is drawn, so that download does not hold up the banner. The
 * filters' loading state covers the wait, as it covers the wait for the filter data.
 */
const loadFiltersSidebar = () => import('../filters/FiltersSidebar');
const FiltersSidebar = lazy(() => loadFiltersSidebar().then((module) => ({ default: module.FiltersSidebar })));

/** The product centre of one family: banner, advantages, the filters, and the sub category cards or the search results. */
export function ProductCenter({ type, unknownType }: { type: ProductFamilyType; unknownType?: string }) {
  const [params, setParams] = useSearchParams();
  const isMobile = useIsMobile();
  const queryClient = useQueryClient();
  const family = PRODUCT_FAMILIES.find((entry) => entry.type === type) ?? PRODUCT_FAMILIES[0];

  // Each family has its own filter groups: the address's filters count only where this family offers them.
  const tagsQuery = useProductTags(type);
  const requested = useMemo(() => readFilters(params), [params]);
  const filters = useMemo(() => (tagsQuery.data ? fitFilters(requested, tagsQuery.data) : requested), [requested, tagsQuery.data]);
  const filtered = differsFromInitial(filters);

  // The first search waits for the start delay (500 ms). The whole Product Center is drawn again when it ends (from a
  // timer: at once, in one task nothing can interrupt), so that render is a transition, drawn in slices.
  const [started, setStarted] = useState(false);
  useEffect(() => {
    const timer = window.setTimeout(() => startTransition(() => setStarted(true)), FILTER_START_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, []);

  // The filters' code is asked for once the first frame is on screen (see FiltersSidebar above). A phone draws them
  // only when its FILTERS panel is first opened (FiltersDisclosure), and has their code by then.
  const firstFrameDrawn = useFirstFrameDrawn();
  useEffect(() => {
    if (firstFrameDrawn) void loadFiltersSidebar();
  }, [firstFrameDrawn]);
  const categories = useProductCategories();
  const banner = usePageBanner(BANNER_DICTIONARY.productCategory[type]);
  // The search waits for the family's filter groups, which say what of the address applies (without them, when they
  // cannot be loaded, the address is sent as it is and the API says what it does not know).
  const search = useProductSearch(
    { type, tags: tagsParam(filters), ports: portsParam(filters), hideDiscontinued: filters.hideDiscontinued, page: filters.page },
    started && filtered && (tagsQuery.data !== undefined || tagsQuery.isError),
  );
  useFailureToast(tagsQuery.error);
  useFailureToast(search.error);

  const updateFilters = useCallback(
    // Each change is a history entry, so the back button walks back through the filters. A filter change keeps the
    // visitor where they are (the sidebar and the results); a new page of results starts at the top like any page.
    (next: FilterState) => setParams((current) => writeFilters(current, next), { state: next.page === filters.page ? KEEP_SCROLL : undefined }),
    [setParams, filters.page],
  );

  const reset = () => {
    // RESET reloads the filter data and clears the results.
    queryClient.removeQueries({ queryKey: ['catalog', 'search'] });
    void queryClient.invalidateQueries({ queryKey: productTagsKey });
    updateFilters(INITIAL_FILTERS);
  };

  const familyCategory = categories.data?.Category.find((category) => category.Id === type);
  const subCategories = categories.data?.SubCategory.filter((category) => category.Pid === type) ?? [];
  const advantages = ADVANTAGES[type] ?? [];

  const advantagesSection =
    advantages.length > 0 ? (
      <section className={styles.advantages} aria-labelledby="advantages-title">
        <h2 id="advantages-title">Advantages</h2>
        <ul className={styles.advantageList} data-count={advantages.length}>
          {advantages.map((advantage, index) => (
            <li key={advantage.title}>
              <span className={styles.advantageNumber} aria-hidden="true">
                {String(index + 1).padStart(2, '0')}
              </span>
              <h3>{advantage.title}</h3>
              <p>{advantage.text}</p>
            </li>
          ))}
        </ul>
      </section>
    ) : null;

  const filtersLoading = <Skeleton lines={10} label="Loading filters" />;
  const filtersPanel =
    tagsQuery.data && firstFrameDrawn ? (
      <Suspense fallback={filtersLoading}>
        <FiltersSidebar
          tags={tagsQuery.data.Tags}
          items={tagsQuery.data.TagItems}
          value={filters}
          disabled={search.isFetching || tagsQuery.isFetching}
          onChange={updateFilters}
          onReset={reset}
        />
      </Suspense>
    ) : tagsQuery.isError ? (
      <aside className={styles.filtersError} aria-label="Product filters">
        <RetryState message="The filters could not be loaded." onRetry={() => void tagsQuery.refetch()} />
      </aside>
    ) : (
      filtersLoading
    );

  const results = (
    <section className={styles.results} aria-label={filtered ? 'Matching products' : `${family.name} categories`} aria-busy={search.isFetching}>
      {filtered ? (
        <ProductResults
          loading={!started || (search.isPending && !search.isError)}
          error={search.isError}
          products={search.data?.data ?? []}
          page={filters.page}
          pageCount={search.data?.pageCount ?? 0}
          dataCount={search.data?.dataCount ?? 0}
          disabled={search.isFetching}
          onPage={(page) => updateFilters({ ...filters, page })}
          shortNameLength={isMobile ? TRUNCATE.shortNameSmall : TRUNCATE.shortNameMedium}
        />
      ) : categories.isPending ? (
        <Skeleton lines={6} label="Loading categories" />
      ) : (
        <ul className={styles.grid}>
          {subCategories.map((category) => (
            <li key={category.Id} className={styles.categoryCard}>
              <Link to={links.productList(category.Id)} className={styles.categoryLink}>
                <img src={category.ImageUrl} alt="" loading="lazy" />
                <h3>{category.EN_Name}</h3>
                <span className={styles.learnMore}>Learn more...</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );

  return (
    <div className={styles.page}>
      <section aria-labelledby="product-center-title">
        {/* The family's name is the page's h1, there from the first frame; its description is the banner's line. */}
        <PageBanner
          className={styles.banner}
          imageUrl={banner.data?.ImageUrl}
          title={family.name}
          titleAs="h1"
          titleId="product-center-title"
          subtitle={familyCategory?.Description}
          loading={banner.isPending}
        />
      </section>
      <div className="fl-page">
        <Breadcrumbs items={[{ label: 'Home', to: links.index() }, { label: 'Products' }, { label: family.name }]} />
        {unknownType !== undefined ? (
          <p className={styles.notice} role="status">
            There is no product category &quot;{truncate(unknownType, 20)}&quot;; here is {family.name}.
          </p>
        ) : null}

        {isMobile ? (
          // A phone: the filters first, behind one full-width button, then what they narrow, then the advantages.
          <div className={styles.layoutMobile}>
            <FiltersDisclosure activeCount={activeFilterCount(filters)} placeholder={filtersLoading}>
              {filtersPanel}
            </FiltersDisclosure>
            {results}
            {advantagesSection}
          </div>
        ) : (
          <>
            {advantagesSection}
            <div className={styles.layout}>
              {filtersPanel}
              {results}
            </div>
          </>
        )}
      </div>
    </div>
  );
}

interface ProductResultsProps {
  loading: boolean;
  error: boolean;
  products: ProductCard[];
  page: number;
  pageCount: number;
  dataCount: number;
  disabled: boolean;
  onPage: (page: number) => void;
  shortNameLength: number;
}

function ProductResults({ loading, error, products, page, pageCount, dataCount, disabled, onPage, shortNameLength }: ProductResultsProps) {
  if (loading) return <Skeleton lines={8} label="Searching products" />;
  if (error) return <EmptyState>The products could not be loaded. Please try again.</EmptyState>;
  if (products.length === 0) return <EmptyState>No products match these filters. Change a filter or press RESET.</EmptyState>;
  return (
    <>
      <p className={styles.count} aria-live="polite">
        {dataCount} {dataCount === 1 ? 'product' : 'products'} found
      </p>
      <ul className={styles.grid}>
        {products.map((product) => (
          <ProductCardItem key={product.Id} product={product} shortNameLength={shortNameLength} />
        ))}
      </ul>
      <Pagination page={page} pageCount={pageCount} onPageChange={onPage} disabled={disabled} label="Product pages" />
    </>
  );
}
