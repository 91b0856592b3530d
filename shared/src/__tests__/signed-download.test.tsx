import type { ReactNode } from 'react';
import { act, renderHook, waitFor } from '@testing-library/react';
import { ApiError } from '../api/api-error';
import { apiGet, reportServiceFailure } from '../api/client';
import { resolveFileUrl, useSignedDownload } from '../api/signed-download';
import { useAuthStore } from '../auth/auth-store';
import { SIGNED_OUT_NAME } from '../constants';
import { MemoryRouter, Route, Routes, useLocation } from '../router';
import { setRuntimeConfig } from '../runtime-config';

jest.mock('../api/client', () => ({ ...jest.requireActual('../api/client'), apiGet: jest.fn(), reportServiceFailure: jest.fn() }));
const mockedGet = jest.mocked(apiGet);
const mockedReport = jest.mocked(reportServiceFailure);

let currentPath = '';
function PathProbe() {
  currentPath = useLocation().pathname;
  return null;
}

function InRouter({ children }: { children: ReactNode }) {
  return (
    <MemoryRouter initialEntries={['/support']}>
      {children}
      <Routes>
        <Route path="*" element={<PathProbe />} />
      </Routes>
    </MemoryRouter>
  );
}

interface FakePopup {
  opener: unknown;
  closed: boolean;
  close: jest.Mock;
  location: { href: string };
}

function fakePopup(): FakePopup {
  return { opener: {}, closed: false, close: jest.fn(), location: { href: '' } };
}

beforeEach(() => {
  mockedGet.mockReset();
  mockedReport.mockReset();
  useAuthStore.setState({ userName: SIGNED_OUT_NAME });
  setRuntimeConfig({ apiBaseUrl: '/api' });
});
afterEach(() => jest.restoreAllMocks());

describe('resolveFileUrl', () => {
  it('reads FileUrl against the API base, which may be on another origin', () => {
    expect(resolveFileUrl('/api/Files/Download?fid=2', 'https://www.example.com/support')).toBe('https://www.example.com/api/Files/Download?fid=2');
    setRuntimeConfig({ apiBaseUrl: 'https://api.example.com/api/' });
    expect(resolveFileUrl('Files/Download?fid=2', 'https://www.example.com/support')).toBe('https://api.example.com/api/Files/Download?fid=2');
  });
});

describe('useSignedDownload', () => {
  it('sends a visitor who is not signed in to /login, without a window or a request', () => {
    const open = jest.spyOn(window, 'open');
    const { result } = renderHook(() => useSignedDownload(), { wrapper: InRouter });
    act(() => result.current.download(2, 'Manual'));
    expect(currentPath).toBe('/login');
    expect(open).not.toHaveBeenCalled();
    expect(mockedGet).not.toHaveBeenCalled();
  });

  it('opens a window inside the click, cut off from this page, and sends it to the signed link on the API origin', async () => {
    useAuthStore.getState().signIn('jane');
    const popup = fakePopup();
    const open = jest.spyOn(window, 'open').mockImplementation(() => popup as unknown as Window);
    mockedGet.mockResolvedValue({ FileUrl: '/api/Files/Download?fid=2&signature=abc' });
    const { result } = renderHook(() => useSignedDownload(), { wrapper: InRouter });

    act(() => result.current.download(2, 'x'.repeat(400)));
    expect(open).toHaveBeenCalledWith('', '_blank');
    expect(popup.opener).toBeNull();
    expect(result.current.pendingId).toBe(2);
    await waitFor(() => expect(popup.location.href).toBe('http://localhost/api/Files/Download?fid=2&signature=abc'));
    await waitFor(() => expect(result.current.pendingId).toBeNull());
    expect(mockedGet).toHaveBeenCalledWith('RegUser/DownloadFile', { Area: 2, fid: 2, filename: 'x'.repeat(300) }, undefined);
  });

  it('closes the window and shows the connection toast when the link cannot be had', async () => {
    useAuthStore.getState().signIn('jane');
    const popup = fakePopup();
    jest.spyOn(window, 'open').mockImplementation(() => popup as unknown as Window);
    const failure = new ApiError('status', 'Something went wrong', 500);
    mockedGet.mockRejectedValue(failure);
    const { result } = renderHook(() => useSignedDownload(), { wrapper: InRouter });

    act(() => result.current.download(3, 'Manual'));
    await waitFor(() => expect(popup.close).toHaveBeenCalled());
    expect(mockedReport).toHaveBeenCalledWith(failure);
    await waitFor(() => expect(result.current.pendingId).toBeNull());
  });
});
