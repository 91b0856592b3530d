import type { ReactNode } from 'react';
import { renderHook, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { apiGet } from '../api/client';
import { pageBannersKey, usePageBanner, usePageBanners } from '../api/page-banner';
import type { Advertisement, Page } from '../types';

jest.mock('../api/client', () => ({ apiGet: jest.fn() }));
const mockedGet = jest.mocked(apiGet);

const banner = (id: number): Advertisement => ({ Id: id, Title: `Banner ${id}`, ImageUrl: `/banner-${id}.svg` });
const page = (data: Advertisement[]): Page<Advertisement> => ({ data, page: 1, pageSize: data.length, pageCount: 1, dataCount: data.length });

function withClient(client: QueryClient) {
  return function Wrapper({ children }: { children: ReactNode }) {
    return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  };
}

const newClient = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });

beforeEach(() => mockedGet.mockReset());

describe('usePageBanner', () => {
  it('asks Advertisement/GetPage for one banner of the dictionary id and gives the first', async () => {
    mockedGet.mockResolvedValue(page([banner(7)]));
    const { result } = renderHook(() => usePageBanner(49), { wrapper: withClient(newClient()) });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data).toEqual(banner(7));
    expect(mockedGet).toHaveBeenCalledWith('Advertisement/GetPage', { page: 1, pageSize: 1, key: '', dictionaryId: 49 }, expect.anything());
  });

  it('gives null when the dictionary has no banner', async () => {
    mockedGet.mockResolvedValue(page([]));
    const { result } = renderHook(() => usePageBanner(50), { wrapper: withClient(newClient()) });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data).toBeNull();
  });

  it('waits without asking while the dictionary id is unknown', () => {
    const { result } = renderHook(() => usePageBanner(undefined), { wrapper: withClient(newClient()) });
    expect(result.current.isPending).toBe(true);
    expect(result.current.fetchStatus).toBe('idle');
    expect(mockedGet).not.toHaveBeenCalled();
  });

  it('reads a banner another part of the page already cached under the one key, without asking again', () => {
    const client = newClient();
    client.setQueryData(pageBannersKey(28), [banner(28)]);
    const { result } = renderHook(() => usePageBanner(28), { wrapper: withClient(client) });
    expect(result.current.data).toEqual(banner(28));
    expect(mockedGet).not.toHaveBeenCalled();
  });
});

describe('usePageBanners', () => {
  it('asks for `count` banners and gives them all, in order', async () => {
    mockedGet.mockResolvedValue(page([banner(1), banner(2), banner(3)]));
    const { result } = renderHook(() => usePageBanners(40, 3), { wrapper: withClient(newClient()) });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data?.map((item) => item.Id)).toEqual([1, 2, 3]);
    expect(mockedGet).toHaveBeenCalledWith('Advertisement/GetPage', { page: 1, pageSize: 3, key: '', dictionaryId: 40 }, expect.anything());
  });
});
