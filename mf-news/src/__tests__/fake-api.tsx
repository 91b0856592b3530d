import type { ReactNode } from 'react';
import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { render } from '@testing-library/react';
import { type Article, httpClient, MemoryRouter, QueryClient, QueryClientProvider } from '@ferrolink/shared';

// A stand-in for the server at the HTTP client's edge: the real fetchers and
// hooks run, only the transport answers from memory.

export type Handler = (config: InternalAxiosRequestConfig) => unknown | Promise<unknown>;

/** Envelope helpers. */
export const okEnvelope = (response: unknown) => ({ code: 200, success: true, message: 'OK', response });
export const errorEnvelope = (code: number, message: string) => ({ code, success: false, message, response: null });

export function fakeApi(handlers: Record<string, Handler>): jest.Mock {
  const calls = jest.fn();
  const adapter: AxiosAdapter = async (config) => {
    const url = (config.url ?? '').replace(/^\//, '');
    calls(url, config.params, config.data);
    const handler = handlers[url];
    const data = handler ? await handler(config) : errorEnvelope(404, `no fake for ${url}`);
    return { data, status: 200, statusText: 'OK', headers: {}, config };
  };
  httpClient.defaults.adapter = adapter;
  return calls;
}

export function makeArticles(count: number): Article[] {
  return Array.from({ length: count }, (_, index) => {
    const id = count - index;
    const day = String((id % 28) + 1).padStart(2, '0');
    return {
      Id: id,
      Title: `Article number ${id}`,
      Summary: `Summary of article ${id}`,
      Author: 'Marta Kowalczyk',
      PublishTime: `2024-03-${day}T08:00:00.000Z`,
      CreateTime: `2024-03-${day}T08:00:00.000Z`,
      ImgUrl: `/media/news/article-${id}.svg`,
      DictionaryId: 32,
      EN_DictionaryName: 'Industry',
    };
  });
}

/** Article/GetPage_ over an in-memory list, as the server pages it. */
export function pagedArticles(all: Article[]): Handler {
  return (config) => {
    const params = config.params as { page: number; pageSize: number; dictionaryId: number };
    const list = params.dictionaryId ? all.filter((article) => article.DictionaryId === params.dictionaryId) : all;
    const start = (params.page - 1) * params.pageSize;
    return okEnvelope({
      data: list.slice(start, start + params.pageSize),
      page: params.page,
      pageSize: params.pageSize,
      dataCount: list.length,
      pageCount: Math.ceil(list.length / params.pageSize),
    });
  };
}

export function renderWithProviders(ui: ReactNode, route = '/') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>
    </QueryClientProvider>,
  );
}

const DESKTOP_AGENT = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36';
const MOBILE_AGENT = 'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Mobile Safari/537.36';

/** The site picks its layout from the user agent. */
export function useAgent(kind: 'desktop' | 'mobile'): void {
  Object.defineProperty(window.navigator, 'userAgent', { value: kind === 'mobile' ? MOBILE_AGENT : DESKTOP_AGENT, configurable: true });
}

/** Fills a field the way a person pastes into it: one input event, quick even on a busy machine. */
export async function fill(
  user: { click: (element: Element) => Promise<void>; paste: (text: string) => Promise<void> },
  element: HTMLElement,
  value: string,
) {
  await user.click(element);
  await user.paste(value);
}
