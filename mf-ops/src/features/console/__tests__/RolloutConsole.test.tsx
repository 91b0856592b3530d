import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CONSOLE_HEADER } from '@ferrolink/shared';
import type { RolloutSeries, StatusRow } from '../console-api';
import { RolloutConsole } from '../RolloutConsole';

// The plots are uPlot on a canvas, which jsdom does not draw: here a plot is its title and its data.
jest.mock('../Plot', () => ({
  Plot: ({ title, plot }: { title: string; plot: { data: unknown[] } }) => <figure data-points={JSON.stringify(plot.data.slice(1))}>{title}</figure>,
}));

interface Sent {
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: unknown;
}

const row = (remote: string, extra: Partial<StatusRow> = {}): StatusRow => ({
  remote,
  revision: 3,
  stable: '1.0.0+aaaa0001',
  canary: '',
  percent: 0,
  step: '',
  since: '2026-11-27T09:00:00.000Z',
  next: '',
  guard: 'no canary',
  loads: [],
  runtimeGuard: '',
  vitals: [],
  vitalsGuard: '',
  rejected: '',
  ...extra,
});

const series: RolloutSeries = {
  remote: 'mf-news',
  range: '1h',
  stepSeconds: 60,
  times: [1, 61],
  loads: [
    { channel: 'stable', loads: [10, 20], failures: [0, 1] },
    { channel: 'canary', loads: [0, 4], failures: [0, 0] },
  ],
  vitals: [{ metric: 'LCP', channel: 'canary', device: 'mobile', p75: [null, 2100], views: [0, 3] }],
  markers: [],
};

/** A fake rollout API: answers by path, records every request. */
function fakeRolloutApi(signedIn: boolean) {
  const sent: Sent[] = [];
  let state = { signedIn, canary: '' };
  global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const path = url.pathname.replace('/api/rollout/', '');
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    sent.push({ method, path, headers: (init?.headers ?? {}) as Record<string, string>, body });
    const reply = (response: unknown, code = 200, message = 'OK') =>
      ({ json: async () => ({ code, success: code === 200, message, response }) }) as Response;
    if (path === 'session' && method === 'GET') return reply(state.signedIn ? { signedIn: true, name: 'release-desk' } : { signedIn: false });
    if (path === 'session' && method === 'POST') {
      if ((body as { token: string }).token !== 'release-desk-token-0123456789abcd')
        return reply(null, 401, 'That is not a rollout token of this site.');
      state = { ...state, signedIn: true };
      return reply({ signedIn: true, name: 'release-desk' });
    }
    if (!state.signedIn) return reply(null, 401, 'A valid rollout token is required.');
    if (path === 'status')
      return reply([
        row('mf-catalog'),
        row(
          'mf-news',
          state.canary
            ? {
                canary: state.canary,
                percent: 1,
                step: '1/5',
                next: 'by hand (advance)',
                guard: 'waiting for loads: 0 of the 200 canary loads needed',
                vitalsGuard: 'waiting for views: p75 LCP on mobile has 3 of the 100 canary views needed',
              }
            : {},
        ),
      ]);
    if (path === 'releases')
      return reply([
        { version: '1.1.0+bbbb0002', createdAt: '2026-11-27T08:00:00.000Z', createdBy: 'test', use: '', rollbackTarget: true },
        { version: '1.0.0+aaaa0001', createdAt: '2026-11-20T08:00:00.000Z', createdBy: 'test', use: 'stable', rollbackTarget: false },
      ]);
    if (path === 'series') return reply({ ...series, remote: url.searchParams.get('remote'), range: url.searchParams.get('range') });
    if (path === 'history')
      return reply(
        state.canary
          ? [
              {
                remote: 'mf-news',
                at: '2026-11-27T10:00:00.000Z',
                actor: 'console:release-desk',
                action: 'start',
                fromState: '',
                toState: 'canary 1.1.0+bbbb0002 at 1%',
                reason: '',
              },
            ]
          : [],
      );
    if (path === 'start') {
      state = { ...state, canary: (body as { version: string }).version };
      return reply({ action: 'start', remote: 'mf-news', revision: 4, summary: 'mf-news: start\n  now: canary at 1%' });
    }
    return reply(null, 404, `unexpected ${method} ${path}`);
  }) as typeof fetch;
  return sent;
}

describe('the rollout console', () => {
  it('signs in with the form, then shows each section, and starts a canary from the release list after a confirmation', async () => {
    const user = userEvent.setup();
    const sent = fakeRolloutApi(false);
    render(<RolloutConsole />);

    await user.type(await screen.findByLabelText('Rollout token'), 'wrong-token-0123456789abcdefgh{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('That is not a rollout token of this site.');
    await user.type(screen.getByLabelText('Rollout token'), 'release-desk-token-0123456789abcd{Enter}');
    expect(await screen.findByText('release-desk')).toBeInTheDocument();
    // The sign-in is a change: it carries the console's header.
    expect(sent.find((request) => request.path === 'session' && request.method === 'POST')?.headers[CONSOLE_HEADER]).toBe('1');

    const news = await screen.findByRole('region', { name: 'mf-news' });
    expect(within(news).getByText('none')).toBeInTheDocument();
    // The plots of the first section until another is picked.
    expect(await screen.findByRole('heading', { name: 'mf-catalog: plots and history' })).toBeInTheDocument();
    await user.click(within(news).getByRole('button', { name: 'Plots and history' }));
    expect(await screen.findByRole('heading', { name: 'mf-news: plots and history' })).toBeInTheDocument();
    expect(await screen.findByText('Section loads and failure rate per channel')).toHaveAttribute(
      'data-points',
      JSON.stringify([
        [10, 20],
        [0, 4],
        [0, 5],
        [null, 0],
      ]),
    );

    await user.click(within(news).getByRole('button', { name: 'Start a canary…' }));
    const release = within(news).getByLabelText('Release to start as a canary');
    await waitFor(() => expect(within(release).getAllByRole('option')).toHaveLength(2));
    // Only a release in no use may start; stable is not offered.
    await user.selectOptions(release, '1.1.0+bbbb0002');
    await user.click(within(news).getByRole('button', { name: 'Start…' }));
    const dialog = screen.getByRole('dialog', { name: 'Start a canary of mf-news?' });
    expect(sent.some((request) => request.path === 'start')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Start canary' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const start = sent.find((request) => request.path === 'start');
    expect(start).toMatchObject({ method: 'POST', body: { remote: 'mf-news', version: '1.1.0+bbbb0002' } });
    expect(start?.headers[CONSOLE_HEADER]).toBe('1');
    expect(await within(news).findByText('1.1.0+bbbb0002')).toBeInTheDocument();
    expect(within(news).getByText('1%')).toBeInTheDocument();
    // Every rule of the guard has its sentence on the card, what visitors measured too.
    expect(within(news).getByText('waiting for views: p75 LCP on mobile has 3 of the 100 canary views needed')).toBeInTheDocument();
    expect(within(news).getByText(/waiting for loads/)).toBeInTheDocument();
    const timeline = await screen.findByRole('list', { name: 'Rollout history of mf-news' });
    expect(within(timeline).getByText('start')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('mf-news: start');
  });

  it('goes back to the sign-in form when the session has ended', async () => {
    fakeRolloutApi(true);
    global.fetch = jest.fn(async (input: RequestInfo | URL) =>
      String(input).endsWith('/session')
        ? ({ json: async () => ({ code: 200, message: 'OK', response: { signedIn: true, name: 'release-desk' } }) } as Response)
        : ({
            json: async () => ({ code: 401, message: 'The rollout console session has expired: please sign in again.', response: null }),
          } as Response),
    ) as typeof fetch;
    render(<RolloutConsole />);
    expect(await screen.findByText('The rollout console session has expired: please sign in again.')).toBeInTheDocument();
    expect(screen.getByLabelText('Rollout token')).toBeInTheDocument();
  });
});
