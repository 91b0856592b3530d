import { pageNumbers, pagingButtons, showLoadMore } from '../lib/paging';
import './primitives.css';

interface PaginationProps {
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
  disabled?: boolean;
  /** Names the list for screen readers, e.g. "News pages". */
  label?: string;
}

/** Previous, numbered pages, Next (Previous disabled on page 1, Next on the last page). */
export function Pagination({ page, pageCount, onPageChange, disabled = false, label = 'Pages' }: PaginationProps) {
  if (pageCount <= 0) return null;
  const { previousDisabled, nextDisabled } = pagingButtons(page, pageCount);
  return (
    <nav className="fl-pagination" aria-label={label}>
      <button type="button" className="fl-pagination__step" disabled={disabled || previousDisabled} onClick={() => onPageChange(page - 1)}>
        Previous
      </button>
      <ul className="fl-pagination__pages">
        {pageNumbers(page, pageCount).map((number, index) =>
          number === null ? (
            <li key={`gap-${index}`} className="fl-pagination__gap" aria-hidden="true">
              ...
            </li>
          ) : (
            <li key={number}>
              <button
                type="button"
                className="fl-pagination__page"
                aria-current={number === page ? 'page' : undefined}
                aria-label={`Page ${number}`}
                disabled={disabled}
                onClick={() => number !== page && onPageChange(number)}
              >
                {number}
              </button>
            </li>
          ),
        )}
      </ul>
      <button type="button" className="fl-pagination__step" disabled={disabled || nextDisabled} onClick={() => onPageChange(page + 1)}>
        Next
      </button>
    </nav>
  );
}

interface LoadMoreProps {
  page: number;
  pageCount: number;
  itemCount: number;
  loading?: boolean;
  onLoadMore: () => void;
}

/** Mobile paging: appends the next page; hidden on the last page or for an empty list. */
export function LoadMore({ page, pageCount, itemCount, loading = false, onLoadMore }: LoadMoreProps) {
  if (!showLoadMore(page, pageCount, itemCount)) return null;
  return (
    <div className="fl-load-more">
      <button type="button" className="fl-button fl-button--outline" disabled={loading} onClick={onLoadMore}>
        {loading ? 'Loading...' : 'Load More'}
      </button>
    </div>
  );
}
