import { setImmediate } from 'node:timers';
import type { Root } from 'react-dom/client';
import { act, screen, waitFor } from '@testing-library/react';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { AUTH_STORAGE_KEY, PAGE_DATA_ELEMENT_ID, useAuthStore } from '@ferrolink/shared';
import { byPath, fakeApi, ok, setUserAgent } from '@ferrolink/testing';
import { RENDER_INFO_ELEMENT_ID, readRenderInfo } from '../app/render-info';
import { createAppRouter } from '../app/router';
import { hydratePage, renderPage, type PageStart } from '../app/start-page';
import { pendingLoadReports } from '../remotes/load-reports';
import { registerManifest } from '../remotes/register-remotes';
import type { ServerSection } from '../server';
import { carriedReplies, SECTION_COMPONENTS, section } from './fixtures/server-page';

// A page the server rendered, hydrated by the browser's own start with the same inputs: the same address, carried
// replies, device class and section modules. Hydration must find the server's markup exactly: no repaired part and
// no console error. The signed-in name is the browser's alone and comes after.

jest.mock('@module-federation/enhanced/runtime', () => ({ registerRemotes: jest.fn(), loadRemote: jest.fn() }));
jest.mocked(registerRemotes).mockImplementation(() => undefined);

/**
 * What the router reads of a Request (its address, method and signal): jsdom has no fetch API, and Node's Request
 * refuses jsdom's AbortSignal. A browser, and the server render in Node, have the real one.
 */
class PageRequest {
  readonly url: string;
  readonly method: string;
  readonly signal: AbortSignal;
  constructor(input: string | URL, init: { method?: string; signal?: AbortSignal } = {}) {
    this.url = String(input);
    this.method = (init.method ?? 'GET').toUpperCase();
    this.signal = init.signal ?? new AbortController().signal;
  }
}
/** No reply is ever made here: the class only has to exist for the render's check that it got a page, not a reply. */
class NoResponse {}
// The stream renderer schedules its work with setImmediate, which the browser-like test environment leaves out.
Object.assign(globalThis, { setImmediate, Request: PageRequest, Response: NoResponse });

const RELEASE = { version: '1.0.0+0000aaaa', entry: '/remotes/x/1.0.0/remoteEntry.js' };

/** The session check's question stays unanswered: only the name this browser kept can show in the header. */
const unansweredSessionCheck = () => new Promise<never>(() => undefined);

beforeAll(() => {
  registerManifest({
    remotes: Object.fromEntries(
      ['mf_catalog', 'mf_solutions', 'mf_support', 'mf_news', 'mf_account'].map((remote) => [
        remote,
        { stable: RELEASE, assigned: { ...RELEASE, channel: 'stable' } },
      ]),
    ),
  });
  fakeApi(byPath({ 'RegUser/Me': unansweredSessionCheck, 'data/insert': () => ok(null) }));
});

let root: Root | undefined;
let consoleError: jest.SpyInstance;
let consoleWarn: jest.SpyInstance;
beforeEach(() => {
  consoleError = jest.spyOn(console, 'error');
  consoleWarn = jest.spyOn(console, 'warn');
  localStorage.clear();
  useAuthStore.setState({ userName: 'Sign In' });
  sessionStorage.setItem('ferrolink-visit-recorded', '1');
});
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  consoleError.mockRestore();
  consoleWarn.mockRestore();
  document.head.replaceChildren();
  document.body.replaceChildren();
  setUserAgent('desktop');
  jest.mocked(loadRemote).mockReset();
});

type SectionName = keyof typeof SECTION_COMPONENTS;
type SectionRef = [remote: string, module: SectionName, rendering: 'server' | 'client' | 'failed'];

/**
 * Renders on the server's side, in a module registry of its own: its own React, shared package and shell (and the
 * lazy routes' code it loads meanwhile), as in the server's process, where two renderers of one React would share its
 * contexts. The server's sections are its own copies of the stand-ins.
 */
async function renderOnServer(url: string, device: 'mobile' | 'desktop', refs: SectionRef[], carried: Record<string, unknown>) {
  let rendered: { html: string; errors: string[] } | undefined;
  await jest.isolateModulesAsync(async () => {
    const [server, fixtures] = await Promise.all([import('../server'), import('./fixtures/server-page')]);
    rendered = await server.renderShellPage({ url, device, carried, sections: sectionsOf(refs, fixtures.SECTION_COMPONENTS) });
  });
  if (!rendered) throw new Error('the server render did not finish');
  return rendered;
}

/**
 * The browser's loader hands out the browser's copies of the page's components ("client" ones too), and a plain one
 * for a module the page mounts later (the home page's solutions accordion, once the visitor nears it).
 */
function serveModules(refs: SectionRef[]) {
  jest.mocked(loadRemote).mockImplementation((id: string) => {
    const found = refs.find(([remote, module]) => `${remote}/${module}` === id);
    return Promise.resolve({ default: found ? SECTION_COMPONENTS[found[1]] : () => <p>{id}</p> });
  });
}

/** The sections as the server has them ("client": no server module) and as the browser's loader hands them out. */
function sectionsOf(refs: SectionRef[], components: typeof SECTION_COMPONENTS): ServerSection[] {
  return refs.map(([remote, module, rendering]) => section(remote, module, rendering === 'server' ? components[module] : null));
}

/** Writes the page as the server sends it: #root with the server's HTML, the carried replies and the render information. */
async function serverPage(url: string, device: 'mobile' | 'desktop', refs: SectionRef[]): Promise<HTMLElement> {
  const carried = carriedReplies();
  const { html, errors } = await renderOnServer(url, device, refs, carried);
  expect(errors).toEqual([]);
  const script = (id: string, json: unknown) => {
    const element = document.createElement('script');
    element.type = 'application/json';
    element.id = id;
    element.textContent = JSON.stringify(json);
    document.head.append(element);
  };
  script(PAGE_DATA_ELEMENT_ID, carried);
  script(RENDER_INFO_ELEMENT_ID, {
    device,
    sections: Object.fromEntries(refs.map(([remote, module, rendering]) => [`${remote}/${module}`, rendering])),
  });
  const container = document.createElement('div');
  container.id = 'root';
  container.innerHTML = html;
  document.body.append(container);
  window.history.replaceState(null, '', url);
  return container;
}

/** The browser's start of a page the server rendered, as the bootstrap runs it. */
async function hydrate(container: HTMLElement) {
  const info = readRenderInfo(document);
  if (!info) throw new Error('the page has no render information');
  const router = createAppRouter();
  let started: PageStart | undefined;
  await act(async () => {
    started = await hydratePage(container, router, info);
  });
  root = started?.root;
  return started?.start;
}

function expectCleanHydration() {
  expect(consoleError).not.toHaveBeenCalled();
  // A repaired hydration is reported as a warning; none may come.
  expect(consoleWarn.mock.calls.filter(([message]) => String(message).startsWith('Hydration of'))).toEqual([]);
}

describe('hydration of a server-rendered page', () => {
  it.each<[string, SectionRef[], string]>([
    ['/index', [['mf_catalog', 'FeaturedProducts', 'server']], 'Featured switch FL-MS5008G'],
    ['/productCenter?type=1', [['mf_catalog', 'ProductCenterPage', 'server']], 'Products of family 1 (desktop layout)'],
    ['/newsContent?id=1', [['mf_news', 'NewsContentPage', 'server']], 'Ferrolink opens a test lab in Lyon'],
    ['/privacy', [], 'Privacy Notice'],
  ])('hydrates %s without a repaired part or a console error', async (url, refs, content) => {
    serveModules(refs);
    const container = await serverPage(url, 'desktop', refs);
    const serverHeader = container.querySelector('header');
    expect(await hydrate(container)).toBe('hydrated');
    expect(screen.getAllByText(content).length).toBeGreaterThan(0);
    expect(screen.getByRole('contentinfo')).toHaveTextContent('© 2026 Ferrolink Industrial Networks');
    expectCleanHydration();
    // Hydration took over the server's elements instead of drawing new ones.
    expect(container.querySelector('header')).toBe(serverHeader);
  });

  it('shows a signed-in visitor’s name only after hydration, never in the server’s page', async () => {
    localStorage.setItem(AUTH_STORAGE_KEY, JSON.stringify({ state: { userName: 'jane.doe' }, version: 0 }));
    const refs: SectionRef[] = [['mf_catalog', 'ProductCenterPage', 'server']];
    serveModules(refs);
    const container = await serverPage('/productCenter?type=1', 'desktop', refs);
    expect(container.innerHTML).not.toContain('jane.doe');
    expect(screen.getByTestId('user-menu')).toHaveTextContent('Sign In');
    await hydrate(container);
    await waitFor(() => expect(screen.getByTestId('user-menu')).toHaveTextContent('jane.doe'));
    expectCleanHydration();
  });

  it('mounts a section the server left to the browser from its skeleton', async () => {
    const refs: SectionRef[] = [['mf_catalog', 'FeaturedProducts', 'client']];
    serveModules(refs);
    const container = await serverPage('/index', 'desktop', refs);
    expect(container.innerHTML).toContain('Loading FeaturedProducts');
    expect(await hydrate(container)).toBe('hydrated');
    expect(await screen.findByText('Featured switch FL-MS5008G')).toBeInTheDocument();
    expectCleanHydration();
  });

  it('mounts a section the server could not draw from its skeleton, and reports that failure of its release', async () => {
    const refs: SectionRef[] = [['mf_catalog', 'ProductCenterPage', 'failed']];
    serveModules(refs);
    const container = await serverPage('/productCenter?type=1', 'desktop', refs);
    expect(container.innerHTML).toContain('Loading ProductCenterPage');
    expect(await hydrate(container)).toBe('hydrated');
    expect(await screen.findByText('Products of family 1 (desktop layout)')).toBeInTheDocument();
    expectCleanHydration();
    expect(pendingLoadReports()).toContainEqual(
      expect.objectContaining({ remote: 'mf_catalog', version: RELEASE.version, channel: 'stable', outcome: 'failed', phase: 'server-render' }),
    );
  });

  it('draws the page from scratch when a section the server rendered does not load in the browser', async () => {
    const container = await serverPage('/productCenter?type=1', 'desktop', [['mf_catalog', 'ProductCenterPage', 'server']]);
    jest.mocked(loadRemote).mockRejectedValue(new Error('the release is gone'));
    const serverHeader = container.querySelector('header');
    expect(await hydrate(container)).toBe('rendered');
    // The section shows its failure, in a page drawn anew (not the server's elements).
    expect(await screen.findByTestId('remote-unavailable')).toBeInTheDocument();
    expect(container.querySelector('header')).not.toBe(serverHeader);
    expect(screen.getAllByRole('banner')).toHaveLength(1);
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('hydrates a phone’s page as the phone layout the server drew', async () => {
    setUserAgent('mobile');
    const refs: SectionRef[] = [['mf_catalog', 'ProductCenterPage', 'server']];
    serveModules(refs);
    const container = await serverPage('/productCenter?type=1', 'mobile', refs);
    expect(container.innerHTML).toContain('data-device="mobile"');
    expect(await hydrate(container)).toBe('hydrated');
    expect(container.querySelector('[data-device]')).toHaveAttribute('data-device', 'mobile');
    expect(screen.getByText('Products of family 1 (phone layout)')).toBeInTheDocument();
    expectCleanHydration();
  });
});

describe('a page the server did not render', () => {
  it('is drawn from scratch, signed out in its first render and with the kept name after it', async () => {
    localStorage.setItem(AUTH_STORAGE_KEY, JSON.stringify({ state: { userName: 'jane.doe' }, version: 0 }));
    // The store has not read the kept name yet: the first render draws the header signed out, as the server does.
    expect(useAuthStore.getState().userName).toBe('Sign In');
    const container = document.createElement('div');
    document.body.append(container);
    serveModules([]);
    window.history.replaceState(null, '', '/index');
    const router = createAppRouter();
    await act(async () => {
      root = renderPage(container, router).root;
    });
    await waitFor(() => expect(screen.getByTestId('user-menu')).toHaveTextContent('jane.doe'));
  });
});
