import { useEffect, useMemo } from 'react';
import {
  Breadcrumbs,
  clampPage,
  EmptyState,
  links,
  Link,
  LoadMore,
  Pagination,
  RetryState,
  type SearchContentType,
  Skeleton,
  useFailureToast,
  useIsMobile,
  useSearchParams,
  useQueryClient,
  siteSearchPageOf,
  siteSearchTermOf,
} from '@ferrolink/shared';
import { type SearchResultsPage, useSearchResults } from './get-search';
import { keyWords } from './highlight';
import { ResultCard } from './ResultCard';
import { SearchForm } from './SearchForm';
import { CONTENT_TYPES, DEFAULT_CONTENT_TYPE, parseContentType } from './search-types';
import { TypeFilter } from './TypeFilter';
import styles from './search.module.css';

/** The URL of a search: key, content type and page (page 1 and no type are left out). */
function searchParamsFor(term: string, type: SearchContentType | undefined, page = 1): URLSearchParams {
  const params = new URLSearchParams({ search: term });
  if (type) params.set('type', type);
  if (page > 1) params.set('page', String(page));
  return params;
}

/** Where a page without a chosen type opens: the API's best tab, else, with no product, the first type with results. */
function openingTypeOf(response: SearchResultsPage): SearchContentType | undefined {
  if (response.BestType && response.Counts[response.BestType] > 0) return response.BestType;
  if (response.Counts[DEFAULT_CONTENT_TYPE] > 0) return undefined;
  return CONTENT_TYPES.find((entry) => response.Counts[entry.type] > 0)?.type;
}

function totalOf(response: SearchResultsPage | undefined): number {
  if (!response) return 0;
  return Object.values(response.Counts).reduce((sum, count) => sum + count, 0);
}

/**
 * /searchList: the key, content type and page live in the
 * URL (?search=&type=&page=), so results can be shared and the back button works.
 * Desktop pages with Previous/numbers/Next; mobile appends with Load More.
 */
export function SearchPage() {
  const [params, setParams] = useSearchParams();
  const isMobile = useIsMobile();
  const queryClient = useQueryClient();
  const { term, key } = siteSearchTermOf(params.get('search'));
  const chosenType = parseContentType(params.get('type'));
  const type = chosenType ?? DEFAULT_CONTENT_TYPE;
  const page = siteSearchPageOf(params.get('page'));

  const list = useSearchResults(key, type, page, isMobile);
  // Desktop: the page on screen. Mobile: the last page appended; every page carries the same counts.
  const response = list.current;
  const results = list.items;
  const { pageCount, error } = list;
  const loading = key !== '' && list.isPending;
  const words = useMemo(() => keyWords(key), [key]);

  // A failed search shows the toast and stops: nothing retries until the visitor asks.
  useFailureToast(error);

  // No type chosen: open the tab of the best match ("FL-MS5008G manual" opens on the model's document), or, when the
  // reply names none and no product matches, the first type that has results, as a visitor would.
  useEffect(() => {
    if (chosenType || !response) return;
    const opening = openingTypeOf(response);
    if (opening && opening !== DEFAULT_CONTENT_TYPE) setParams(searchParamsFor(term, opening), { replace: true });
  }, [chosenType, response, term, setParams]);

  // A page past the end (an old link, fewer results now): go to the last page.
  useEffect(() => {
    if (isMobile || !response || list.isPlaceholderData || pageCount === 0 || page <= pageCount) return;
    setParams(searchParamsFor(term, chosenType, clampPage(page, pageCount)), { replace: true });
  }, [isMobile, response, list.isPlaceholderData, pageCount, page, term, chosenType, setParams]);

  const changeType = (next: SearchContentType) => {
    // A new content type starts again at page 1 with 10 per page, and searches again.
    // Appended pages start over by themselves when the type changes; the numbered pages seen before are asked again.
    void queryClient.invalidateQueries({ queryKey: ['search', key, next] });
    setParams(searchParamsFor(term, next));
  };

  const search = (nextTerm: string) => {
    if (nextTerm === term && !chosenType && page === 1) {
      list.retry();
      return;
    }
    setParams(searchParamsFor(nextTerm, undefined));
  };

  const goToPage = (next: number) => {
    setParams(searchParamsFor(term, chosenType, clampPage(next, pageCount)));
    window.scrollTo({ top: 0, behavior: 'smooth' });
  };

  const total = totalOf(response);
  // The heading counts what the list below it lists (the results of the type shown), not every type's together.
  const listed = response?.Counts[type] ?? 0;
  const suggestion = total === 0 ? response?.Suggestion : undefined;
  // A failed search stops and says so with a Try again. On mobile the pages already appended stay:
  // only the next one failed. On desktop the list would be the previous page's, so it is not shown.
  const failed = key !== '' && error !== null;
  const keepsLoadedResults = isMobile && response !== undefined;
  const showResults = key !== '' && (!failed || keepsLoadedResults);
  let heading = `Searching for "${key}"`;
  if (key === '') heading = 'Search the site';
  else if (failed && !keepsLoadedResults) heading = 'Search is unavailable right now';
  else if (response) heading = `${listed} ${listed === 1 ? 'result' : 'results'} for "${key}"`;

  return (
    <div className={`fl-page ${styles.page}`}>
      <Breadcrumbs items={[{ label: 'Home', to: links.index() }, { label: 'Search' }]} />
      <SearchForm term={term} onSearch={search} />
      <div className={styles.layout} data-layout={isMobile ? 'mobile' : 'desktop'}>
        <aside className={styles.sidebar}>
          <TypeFilter value={type} counts={response?.Counts} disabled={key === ''} onChange={changeType} />
        </aside>
        <section className={styles.results} aria-labelledby="search-heading" aria-busy={loading}>
          <h1 id="search-heading" className={styles.heading}>
            {heading}
          </h1>
          {key === '' ? (
            <EmptyState>
              Type a product name, a model number such as FL-MS5008G, or a topic to search products, solutions, support and news.
            </EmptyState>
          ) : null}
          {showResults && loading ? <Skeleton lines={6} label="Loading results" /> : null}
          {showResults && !loading && response && results.length === 0 ? (
            <EmptyState>
              {total === 0
                ? `Nothing matches "${key}". Check the spelling, try fewer words, or search by model number.`
                : `No ${CONTENT_TYPES.find((entry) => entry.type === type)?.label ?? ''} results for "${key}". Choose another content type.`}
            </EmptyState>
          ) : null}
          {showResults && !loading && suggestion ? (
            <p className={styles.suggestion}>
              Did you mean <Link to={`?${searchParamsFor(suggestion, undefined).toString()}`}>{suggestion}</Link>?
            </p>
          ) : null}
          {showResults && results.length > 0 ? (
            <div className={styles.list}>
              {results.map((result) => (
                <ResultCard key={`${result.DataType}-${result.Id}`} result={result} words={words} />
              ))}
            </div>
          ) : null}
          {failed ? (
            <RetryState
              message={`The results for "${key}" could not be loaded. Please check your connection and try again.`}
              onRetry={keepsLoadedResults ? list.loadMore : list.retry}
            />
          ) : null}
          {showResults && isMobile && !failed ? (
            <LoadMore page={list.page} pageCount={pageCount} itemCount={results.length} loading={list.isFetching} onLoadMore={list.loadMore} />
          ) : null}
          {showResults && !isMobile && results.length > 0 ? (
            <Pagination
              page={Math.min(page, pageCount)}
              pageCount={pageCount}
              onPageChange={goToPage}
              disabled={list.isFetching}
              label="Search result pages"
            />
          ) : null}
        </section>
      </div>
    </div>
  );
}

export default SearchPage;
