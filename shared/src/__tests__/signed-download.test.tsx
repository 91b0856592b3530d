import type { ReactNode } from 'react';
import { act, renderHook, waitFor } from '@testing-library/react';
import { byPath, fail, fakeApi, NETWORK_ERROR, ok, type FakeReply, type SentRequest } from '@ferrolink/testing';
import { resolveFileUrl, useSignedDownload } from '../api/signed-download';
import { useAuthStore } from '../auth/auth-store';
import { MESSAGES, SIGNED_OUT_NAME } from '../constants';
import { registerNavigator } from '../lib/navigation';
import { MemoryRouter, Route, Routes, useLocation } from '../router';
import { setRuntimeConfig } from '../runtime-config';
import { useToastStore } from '../ui/toast-store';

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

/** What the fake server answers RegUser/DownloadFile with; each test sets it. */
let downloadReply: FakeReply = fail(500, 'No reply was set for this test.');
let sent: SentRequest[] = [];
/** Where the session-ended handler sent the visitor (the shell registers its router the same way). */
const visited: string[] = [];

/** Lets effects and the transport run, so a request the hook would send has reached the fake server. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 20));
const toastTexts = () => useToastStore.getState().toasts.map((toast) => toast.text);

beforeAll(() => registerNavigator((to) => visited.push(to)));

beforeEach(() => {
  sent = fakeApi(byPath({ 'RegUser/DownloadFile': () => downloadReply }));
  visited.length = 0;
  useToastStore.setState({ toasts: [] });
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
  it('sends a visitor who is not signed in to /login, without a window or a request', async () => {
    const open = jest.spyOn(window, 'open');
    const { result } = renderHook(() => useSignedDownload(), { wrapper: InRouter });
    act(() => result.current.download(2, 'Manual'));
    expect(currentPath).toBe('/login');
    expect(open).not.toHaveBeenCalled();
    await settle();
    expect(sent).toEqual([]);
  });

  it('opens a window inside the click, cut off from this page, and sends it to the signed link on the API origin', async () => {
    useAuthStore.getState().signIn('jane');
    const popup = fakePopup();
    const open = jest.spyOn(window, 'open').mockImplementation(() => popup as unknown as Window);
    downloadReply = ok({ FileUrl: '/api/Files/Download?fid=2&signature=abc' });
    const { result } = renderHook(() => useSignedDownload(), { wrapper: InRouter });

    act(() => result.current.download(2, 'x'.repeat(400)));
    expect(open).toHaveBeenCalledWith('', '_blank');
    expect(popup.opener).toBeNull();
    expect(result.current.pendingId).toBe(2);
    await waitFor(() => expect(popup.location.href).toBe('http://localhost/api/Files/Download?fid=2&signature=abc'));
    await waitFor(() => expect(result.current.pendingId).toBeNull());
    expect(sent).toEqual([{ method: 'GET', path: 'RegUser/DownloadFile', params: { Area: 2, fid: 2, filename: 'x'.repeat(300) }, body: undefined }]);
    expect(toastTexts()).toEqual([]);
  });

  it.each<[string, FakeReply]>([
    ['the service refuses it', fail(500, 'Something went wrong')],
    ['the connection drops', NETWORK_ERROR],
  ])('closes the window and shows the connection toast when the link cannot be had: %s', async (_case, reply) => {
    useAuthStore.getState().signIn('jane');
    const popup = fakePopup();
    jest.spyOn(window, 'open').mockImplementation(() => popup as unknown as Window);
    downloadReply = reply;
    const { result } = renderHook(() => useSignedDownload(), { wrapper: InRouter });

    act(() => result.current.download(3, 'Manual'));
    await waitFor(() => expect(popup.close).toHaveBeenCalled());
    expect(toastTexts()).toEqual([MESSAGES.cannotConnect]);
    expect(popup.location.href).toBe('');
    await waitFor(() => expect(result.current.pendingId).toBeNull());
    expect(sent.map((request) => request.path)).toEqual(['RegUser/DownloadFile']);
    expect(useAuthStore.getState().userName).toBe('jane');
  });

  it('closes the window on an ended session and shows only "token expired", not the connection toast', async () => {
    useAuthStore.getState().signIn('jane');
    const popup = fakePopup();
    jest.spyOn(window, 'open').mockImplementation(() => popup as unknown as Window);
    downloadReply = fail(401, 'Your session has ended.');
    const { result } = renderHook(() => useSignedDownload(), { wrapper: InRouter });

    act(() => result.current.download(3, 'Manual'));
    await waitFor(() => expect(popup.close).toHaveBeenCalled());
    expect(toastTexts()).toEqual([MESSAGES.tokenExpired]);
    expect(useAuthStore.getState().userName).toBe(SIGNED_OUT_NAME);
    expect(visited).toEqual(['/login']);
    await waitFor(() => expect(result.current.pendingId).toBeNull());
  });
});
