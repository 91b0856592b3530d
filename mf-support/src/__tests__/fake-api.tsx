import type { ReactElement, ReactNode } from 'react';
import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { render } from '@testing-library/react';
import {
  type Category,
  httpClient,
  MemoryRouter,
  registerNavigator,
  Route,
  Routes,
  Toaster,
  useLocation,
  useNavigate,
  QueryClient,
  QueryClientProvider,
} from '@ferrolink/shared';
import type { SupportMaterial } from '../lib/material';

// The component tests talk to a fake server through the real axios instance: only the transport is replaced,
// so the envelope handling, the error type and the toast are the real ones.

export interface FakeRequest {
  url: string;
  params: Record<string, string | number>;
}

type Handler = (request: FakeRequest) => { code: number; message?: string; response: unknown } | 'network-error';

export const requests: FakeRequest[] = [];
let handler: Handler = () => ({ code: 404, response: null });

export function serve(next: Handler): void {
  handler = next;
  requests.length = 0;
  const adapter: AxiosAdapter = async (config: InternalAxiosRequestConfig) => {
    const request = { url: config.url ?? '', params: (config.params ?? {}) as Record<string, string | number> };
    requests.push(request);
    const reply = handler(request);
    if (reply === 'network-error') throw Object.assign(new Error('Network Error'), { isAxiosError: true, code: 'ERR_NETWORK' });
    return { data: { success: reply.code === 200, message: reply.message ?? 'OK', ...reply }, status: 200, statusText: 'OK', headers: {}, config };
  };
  httpClient.defaults.adapter = adapter;
}

export function useUserAgent(agent: 'mobile' | 'desktop'): void {
  const value =
    agent === 'mobile'
      ? 'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36'
      : 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36';
  Object.defineProperty(window.navigator, 'userAgent', { value, configurable: true });
}

export const documentTypes: Category[] = [
  { Id: 70, EN_Name: 'Datasheet', CN_Name: '', ImageUrl: '', Pid: 0 },
  { Id: 71, EN_Name: 'User Manual', CN_Name: '', ImageUrl: '', Pid: 0 },
  { Id: 73, EN_Name: 'Firmware Release Notes', CN_Name: '', ImageUrl: '', Pid: 0 },
];
export const videoCategories: Category[] = [
  { Id: 60, EN_Name: 'Product Introduction', CN_Name: '', ImageUrl: '', Pid: 0 },
  { Id: 63, EN_Name: 'Case Videos', CN_Name: '', ImageUrl: '', Pid: 0 },
];

/** A title longer than every truncation limit, numbered so each item is distinct. */
export function longTitle(index: number): string {
  return `Document ${index} ` + 'FL-MS5008G managed switch firmware and installation reference '.repeat(3);
}

export function makeMaterial(index: number, fileType: 1 | 2): SupportMaterial {
  return {
    Id: index,
    Title: longTitle(index),
    Summary: `Summary ${index} ` + 'Ring redundancy, PoE budgets and VLAN planning for industrial cabinets. '.repeat(10),
    DictionaryId: fileType === 2 ? 70 : 60,
    DictionaryName: fileType === 2 ? 'Datasheet' : 'Product Introduction',
    AttachmentId: index,
    AttachmentName: `document-${index}.pdf`,
    AttachmentUrl: fileType === 1 ? `/media/support/video-${index}.mp4` : '',
    ImageUrl: fileType === 1 ? `/media/support/video-${index}.jpg` : '',
    ContentType: fileType === 1 ? 'video/mp4' : 'application/pdf',
    FileSize: 3788,
    PublishTime: '2026-03-12T08:00:00.000Z',
    ProductId: null,
    ProductName: 'FL-MS5008G',
  };
}

/** A paged list of `total` materials, answered like Material/GetPageList. */
export function pageOf(total: number, fileType: 1 | 2, params: Record<string, string | number>) {
  const page = Number(params.page ?? 1);
  const pageSize = Number(params.PageSize ?? 10);
  const all = Array.from({ length: total }, (_, index) => makeMaterial(index + 1, fileType));
  return {
    data: all.slice((page - 1) * pageSize, page * pageSize),
    page,
    pageSize,
    pageCount: Math.ceil(total / pageSize),
    dataCount: total,
  };
}

function LocationProbe() {
  const location = useLocation();
  return <output aria-label="Current address">{`${location.pathname}${location.search}`}</output>;
}

/** Lets shared code navigate (a 401 goes to /login) through this test's router. */
function NavigatorBridge() {
  const navigate = useNavigate();
  registerNavigator((to) => void navigate(to));
  return null;
}

/** Renders `element` at `path` in a memory router with a fresh query cache, a /login page and the toast area. */
export function renderAt(element: ReactElement, path = '/support'): void {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const page = (children: ReactNode) => (
    <>
      {children}
      <LocationProbe />
      <NavigatorBridge />
      <Toaster />
    </>
  );
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/support" element={page(element)} />
          <Route path="/login" element={page(<h1>Sign in page</h1>)} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}
