import type { ReactElement } from 'react';
import { act, render } from '@testing-library/react';
import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { type Envelope, httpClient, MemoryRouter, Route, Routes, useLocation, QueryClient, QueryClientProvider } from '@ferrolink/shared';

export interface SentRequest {
  method: string;
  url: string;
  params: Record<string, unknown> | undefined;
  body: Record<string, unknown> | undefined;
}

type Handler = (request: SentRequest) => Envelope<unknown> | Promise<Envelope<unknown>>;

export const okEnvelope = <T,>(response: T, message = 'OK'): Envelope<T> => ({ code: 200, success: true, message, response });
export const failEnvelope = (code: number, message: string): Envelope<null> => ({ code, success: false, message, response: null });

/**
 * Answers the page's API calls at the HTTP edge (the one axios instance's adapter),
 * so the real fetchers, client and envelope handling run; returns what was sent.
 */
export function fakeApi(handler: Handler): SentRequest[] {
  const sent: SentRequest[] = [];
  const adapter: AxiosAdapter = async (config: InternalAxiosRequestConfig) => {
    const body = typeof config.data === 'string' && config.data !== '' ? (JSON.parse(config.data) as Record<string, unknown>) : undefined;
    const request = {
      method: (config.method ?? 'get').toUpperCase(),
      url: config.url ?? '',
      params: config.params as Record<string, unknown> | undefined,
      body,
    };
    sent.push(request);
    const data = await handler(request);
    return { data, status: data.code === 200 ? 200 : data.code, statusText: '', headers: {}, config };
  };
  httpClient.defaults.adapter = adapter;
  return sent;
}

/** A promise the test settles when it wants: proves what the page shows while a request runs. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

/** Renders a page at `url` inside a router (with stub pages where it may go) and a fresh query cache; the current location is in the "location" test id. */
export function renderPage(element: ReactElement, url: string, path: string) {
  const stubs = [
    { path: '/index', text: 'Home page' },
    { path: '/login', text: 'Login page' },
    { path: '/account', text: 'Account page' },
    { path: '/forgotPassword', text: 'Forgot password page' },
  ].filter((stub) => stub.path !== path);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path={path} element={element} />
          {stubs.map((stub) => (
            <Route key={stub.path} path={stub.path} element={<p>{stub.text}</p>} />
          ))}
        </Routes>
        <LocationProbe />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

/** Moves jest's fake clock one second at a time, letting React render between ticks as a browser would. */
export async function advanceSeconds(seconds: number): Promise<void> {
  for (let second = 0; second < seconds; second += 1) {
    await act(async () => {
      jest.advanceTimersByTime(1000);
    });
  }
}
