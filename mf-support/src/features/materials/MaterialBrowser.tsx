import type { ReactNode } from 'react';
import { LoadMore, Pagination, useIsMobile, type Category, type Material, type Page, type PagedList } from '@ferrolink/shared';
import { FiltersSidebar } from '../filters/FiltersSidebar';
import layout from './material-layout.module.css';

interface MaterialBrowserProps {
  /** The filter group's heading ("Type", "Category") and its checkboxes, one per dictionary entry. */
  filterLabel: string;
  filterOptions: Category[] | undefined;
  filtersLoading: boolean;
  checkedIds: number[];
  onFilterChange: (checkedIds: number[]) => void;
  /** Names the results for assistive technology: "Video Center", "Documentation Download". */
  resultsLabel: string;
  /** Names the desktop page numbers: "Video pages". */
  pagesLabel: string;
  list: PagedList<Page<Material>>;
  /** Desktop: show a numbered page (the list's own goToPage unless the address keeps the page). */
  onPageChange: (page: number) => void;
  /** The results: the list, or what stands in for it while it loads, failed or is empty. */
  children: ReactNode;
}

/**
 * A material list of /support (documents, videos): the filter sidebar beside the results, and under them Load More
 * on a phone, numbered pages on a desktop.
 */
export function MaterialBrowser(props: MaterialBrowserProps) {
  const { filterLabel, filterOptions, filtersLoading, checkedIds, onFilterChange, resultsLabel, pagesLabel, list, onPageChange, children } = props;
  const isMobile = useIsMobile();
  return (
    <div className={layout.layout}>
      <FiltersSidebar
        groupLabel={filterLabel}
        options={filterOptions ?? []}
        selected={checkedIds}
        onChange={onFilterChange}
        onReset={() => onFilterChange([])}
        loading={filtersLoading}
      />
      <section className={layout.results} aria-label={resultsLabel} aria-busy={list.isFetching}>
        {children}
        {isMobile ? (
          <LoadMore page={list.page} pageCount={list.pageCount} itemCount={list.items.length} loading={list.isFetching} onLoadMore={list.loadMore} />
        ) : (
          <Pagination page={list.page} pageCount={list.pageCount} onPageChange={onPageChange} label={pagesLabel} />
        )}
      </section>
    </div>
  );
}
