import type { ReactNode } from 'react';
import { renderHook, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { byPath, fakeApi, ok, type SentRequest } from '@ferrolink/testing';
import { pageBannersKey, usePageBanner, usePageBanners } from '../api/page-banner';
import type { Advertisement, Page } from '../types';

const banner = (id: number): Advertisement => ({ Id: id, Title: `Banner ${id}`, ImageUrl: `/banner-${id}.svg` });
const page = (data: Advertisement[]): Page<Advertisement> => ({ data, page: 1, pageSize: data.length, pageCount: 1, dataCount: data.length });

function withClient(client: QueryClient) {
  return function Wrapper({ children }: { children: ReactNode }) {
    return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  };
}

const newClient = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });

/** Lets effects and the transport run, so a request the hook would send has reached the fake server. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

/** The read of the banners of a dictionary id, as the fake server sees it. */
const bannerRead = (dictionaryId: number, pageSize: number): SentRequest => ({
  method: 'GET',
  path: 'Advertisement/GetPage',
  params: { page: 1, pageSize, key: '', dictionaryId },
  body: undefined,
});

let sent: SentRequest[] = [];
let banners: Advertisement[] = [];

beforeEach(() => {
  banners = [];
  sent = fakeApi(byPath({ 'Advertisement/GetPage': () => ok(page(banners)) }));
});

describe('usePageBanner', () => {
  it('asks Advertisement/GetPage for one banner of the dictionary id and gives the first', async () => {
    banners = [banner(7)];
    const { result } = renderHook(() => usePageBanner(49), { wrapper: withClient(newClient()) });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data).toEqual(banner(7));
    expect(sent).toEqual([bannerRead(49, 1)]);
  });

  it('gives null when the dictionary has no banner', async () => {
    const { result } = renderHook(() => usePageBanner(50), { wrapper: withClient(newClient()) });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data).toBeNull();
    expect(sent).toEqual([bannerRead(50, 1)]);
  });

  it('waits without asking while the dictionary id is unknown', async () => {
    const { result } = renderHook(() => usePageBanner(undefined), { wrapper: withClient(newClient()) });
    expect(result.current.isPending).toBe(true);
    expect(result.current.fetchStatus).toBe('idle');
    await settle();
    expect(sent).toEqual([]);
    expect(result.current.isPending).toBe(true);
  });

  it('reads a banner another part of the page already cached under the one key, without asking again', async () => {
    banners = [banner(99)];
    const client = newClient();
    client.setQueryData(pageBannersKey(28), [banner(28)]);
    const { result } = renderHook(() => usePageBanner(28), { wrapper: withClient(client) });
    expect(result.current.data).toEqual(banner(28));
    await settle();
    expect(sent).toEqual([]);
    expect(result.current.data).toEqual(banner(28));
  });
});

describe('usePageBanners', () => {
  it('asks for `count` banners and gives them all, in order', async () => {
    banners = [banner(1), banner(2), banner(3)];
    const { result } = renderHook(() => usePageBanners(40, 3), { wrapper: withClient(newClient()) });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data?.map((item) => item.Id)).toEqual([1, 2, 3]);
    expect(sent).toEqual([bannerRead(40, 3)]);
  });
});
