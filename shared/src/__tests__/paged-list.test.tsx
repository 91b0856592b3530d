import type { ReactNode } from 'react';
import { act, renderHook, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { usePagedList } from '../lib/use-paged-list';
import type { Page } from '../types';

const PAGE_SIZE = 3;
const TOTAL = 7;

/** A list of TOTAL numbers served PAGE_SIZE at a time, like the API's paged replies. */
function servePage(page: number, filter = ''): Promise<Page<string>> {
  const all = Array.from({ length: TOTAL }, (_, index) => `${filter}${index + 1}`);
  return Promise.resolve({
    data: all.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE),
    page,
    pageSize: PAGE_SIZE,
    pageCount: Math.ceil(TOTAL / PAGE_SIZE),
    dataCount: TOTAL,
  });
}

function wrapper({ children }: { children: ReactNode }) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

describe('usePagedList on desktop', () => {
  it('shows one numbered page at a time', async () => {
    const fetchPage = jest.fn((page: number) => servePage(page));
    const { result } = renderHook(() => usePagedList({ queryKey: ['numbers'], fetchPage, append: false }), { wrapper });
    await waitFor(() => expect(result.current.items).toEqual(['1', '2', '3']));
    expect(result.current).toMatchObject({ page: 1, pageCount: 3, dataCount: 7, isPending: false, isError: false });

    act(() => result.current.goToPage(3));
    await waitFor(() => expect(result.current.items).toEqual(['7']));
    expect(result.current.page).toBe(3);
    expect(fetchPage.mock.calls.map(([page]) => page)).toEqual([1, 3]);
  });

  it('shows the page the address names when the address owns the page, and keeps the rest of the reply', async () => {
    const { result, rerender } = renderHook(
      ({ page }: { page: number }) =>
        usePagedList({ queryKey: ['numbers'], fetchPage: async (asked) => ({ ...(await servePage(asked)), about: 'numbers' }), append: false, page }),
      { wrapper, initialProps: { page: 2 } },
    );
    await waitFor(() => expect(result.current.items).toEqual(['4', '5', '6']));
    expect(result.current.current?.about).toBe('numbers');
    rerender({ page: 3 });
    expect(result.current.page).toBe(3);
    // The previous page stays on screen, marked as such, while the next loads.
    expect(result.current.isPlaceholderData).toBe(true);
    await waitFor(() => expect(result.current.items).toEqual(['7']));
    expect(result.current.isPlaceholderData).toBe(false);
  });

  it('waits without asking while not enabled', () => {
    const fetchPage = jest.fn((page: number) => servePage(page));
    const { result } = renderHook(() => usePagedList({ queryKey: ['numbers'], fetchPage, append: false, enabled: false }), { wrapper });
    expect(result.current.isPending).toBe(true);
    expect(fetchPage).not.toHaveBeenCalled();
  });

  it('starts a new list (a new filter) at page 1', async () => {
    const { result, rerender } = renderHook(
      ({ filter }: { filter: string }) =>
        usePagedList({ queryKey: ['numbers', filter], fetchPage: (page) => servePage(page, filter), append: false }),
      { wrapper, initialProps: { filter: 'a' } },
    );
    await waitFor(() => expect(result.current.items).toEqual(['a1', 'a2', 'a3']));
    act(() => result.current.goToPage(2));
    await waitFor(() => expect(result.current.items).toEqual(['a4', 'a5', 'a6']));
    rerender({ filter: 'b' });
    expect(result.current.page).toBe(1);
    await waitFor(() => expect(result.current.items).toEqual(['b1', 'b2', 'b3']));
  });
});

describe('usePagedList on mobile', () => {
  it('appends the next page with loadMore, and the last page says there is no more', async () => {
    const { result } = renderHook(() => usePagedList({ queryKey: ['numbers'], fetchPage: (page) => servePage(page), append: true }), { wrapper });
    await waitFor(() => expect(result.current.items).toEqual(['1', '2', '3']));
    act(() => result.current.loadMore());
    await waitFor(() => expect(result.current.items).toEqual(['1', '2', '3', '4', '5', '6']));
    expect(result.current.page).toBe(2);
    act(() => result.current.loadMore());
    await waitFor(() => expect(result.current.items).toHaveLength(7));
    expect(result.current).toMatchObject({ page: 3, pageCount: 3, dataCount: 7 });
  });

  it('says a failure, and asks again on retry', async () => {
    let fail = true;
    const fetchPage = jest.fn((page: number) => (fail ? Promise.reject(new Error('offline')) : servePage(page)));
    const { result } = renderHook(() => usePagedList({ queryKey: ['numbers'], fetchPage, append: true }), { wrapper });
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error?.message).toBe('offline');
    fail = false;
    act(() => result.current.retry());
    await waitFor(() => expect(result.current.items).toEqual(['1', '2', '3']));
    expect(result.current.isError).toBe(false);
  });
});
