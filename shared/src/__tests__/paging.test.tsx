import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LoadMore, Pagination } from '../ui/Pagination';
import { clampPage, pageNumbers, pagingButtons, showLoadMore } from '../lib/paging';
import { siteSearchPageOf } from '@ferrolink/api/contracts/site-search';

describe('paging rules', () => {
  it('disables Previous on page 1 and Next on the last page', () => {
    expect(pagingButtons(1, 5)).toEqual({ previousDisabled: true, nextDisabled: false });
    expect(pagingButtons(3, 5)).toEqual({ previousDisabled: false, nextDisabled: false });
    expect(pagingButtons(5, 5)).toEqual({ previousDisabled: false, nextDisabled: true });
    expect(pagingButtons(1, 1)).toEqual({ previousDisabled: true, nextDisabled: true });
  });

  it('hides Load More on the last page and for an empty list', () => {
    expect(showLoadMore(1, 3, 6)).toBe(true);
    expect(showLoadMore(3, 3, 18)).toBe(false);
    expect(showLoadMore(1, 0, 0)).toBe(false);
    expect(showLoadMore(1, 2, 0)).toBe(false);
  });

  it('keeps pages within 1..pageCount', () => {
    expect(clampPage(0, 4)).toBe(1);
    expect(clampPage(9, 4)).toBe(4);
    expect(clampPage(Number.NaN, 4)).toBe(1);
    expect(clampPage(2.7, 4)).toBe(2);
    expect(clampPage(3, 0)).toBe(1);
  });

  it('shows every page number when there are few and a window with gaps when there are many', () => {
    expect(pageNumbers(2, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(pageNumbers(10, 20)).toEqual([1, null, 8, 9, 10, 11, 12, null, 20]);
    expect(pageNumbers(1, 20)).toEqual([1, 2, 3, null, 20]);
  });

  it('reads only positive whole page numbers from the search address, as the server does', () => {
    expect(siteSearchPageOf('3')).toBe(3);
    expect(siteSearchPageOf('0')).toBe(1);
    expect(siteSearchPageOf('-2')).toBe(1);
    expect(siteSearchPageOf('1.5')).toBe(1);
    expect(siteSearchPageOf('abc')).toBe(1);
    expect(siteSearchPageOf(null)).toBe(1);
  });
});

describe('<Pagination>', () => {
  it('disables Previous on page 1 and moves to the chosen page', async () => {
    const onPageChange = jest.fn();
    render(<Pagination page={1} pageCount={3} onPageChange={onPageChange} />);
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(onPageChange).toHaveBeenCalledWith(3);
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(onPageChange).toHaveBeenLastCalledWith(2);
  });

  it('disables Next on the last page', () => {
    render(<Pagination page={3} pageCount={3} onPageChange={jest.fn()} />);
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeEnabled();
  });

  it('renders nothing for an empty result', () => {
    const { container } = render(<Pagination page={1} pageCount={0} onPageChange={jest.fn()} />);
    expect(container).toBeEmptyDOMElement();
  });
});

describe('<LoadMore>', () => {
  it('appends the next page when clicked', async () => {
    const onLoadMore = jest.fn();
    render(<LoadMore page={1} pageCount={2} itemCount={6} onLoadMore={onLoadMore} />);
    await userEvent.click(screen.getByRole('button', { name: 'Load More' }));
    expect(onLoadMore).toHaveBeenCalledTimes(1);
  });

  it('is hidden on the last page and for an empty list', () => {
    const { rerender } = render(<LoadMore page={2} pageCount={2} itemCount={12} onLoadMore={jest.fn()} />);
    expect(screen.queryByRole('button', { name: 'Load More' })).not.toBeInTheDocument();
    rerender(<LoadMore page={1} pageCount={0} itemCount={0} onLoadMore={jest.fn()} />);
    expect(screen.queryByRole('button', { name: 'Load More' })).not.toBeInTheDocument();
  });
});
