import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { JSDOM } from 'jsdom';
import { parseServerRenderingSwitch, REPO_ROOT, SHELL_SERVER_FILE, type ServerRendering } from '../../src/config';
import { RENDER_STATE_ELEMENT_ID } from '../../src/contracts/server-render';
import { PAGE_MODULES_FILE } from '../../src/services/document';
import { releaseFolder } from '../../src/services/releases';
import { seedRollout } from '../../src/services/rollouts/rollout-repository';
import { signInAs } from '../helpers/sign-in';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { REMOTE_SOURCES, writeFixtures, type Fixtures } from '../services/rendering/server-build-fixtures';

// Pages drawn on the server, through the real page routes: a real app on a real database, a release of the news
// section with a server build in its store folder, the shell's server build written by hand (the real one is
// tested end to end in e2e/tests/server-rendering.spec.ts). What a visitor gets, what is kept, and SSR=off.

jest.setTimeout(60_000);

const PHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/131.0 Safari/537.36';
const VERSION = '1.0.0+0badc0de';
const shellDist = path.join(REPO_ROOT, 'shell', 'dist');

/** On a fresh clone the shell is built after the unit tests: its page and page table stand in until then. */
const standIns = [
  {
    file: path.join(shellDist, 'index.html'),
    text: '<!doctype html><html lang=en><head><meta charset=utf-8><title>Ferrolink</title><script defer src=/main.0123abcd.js></script></head><body><div id=root></div></body></html>',
  },
  {
    file: path.join(shellDist, PAGE_MODULES_FILE),
    text: JSON.stringify({ '/newsList': [{ remote: 'mf_news', module: 'NewsListPage' }] }),
  },
];
const written: string[] = [];
let fixtures: Fixtures;

beforeAll(() => {
  fs.mkdirSync(shellDist, { recursive: true });
  for (const { file, text } of standIns) {
    try {
      fs.writeFileSync(file, text, { flag: 'wx' });
      written.push(file);
    } catch {
      // The build's own file is there.
    }
  }
  fixtures = writeFixtures();
});

afterAll(() => {
  for (const file of written) fs.rmSync(file, { force: true });
  fixtures.remove();
});

async function startApp(rendering: Partial<ServerRendering>): Promise<TestApp> {
  const t = await createTestApp({
    serveStatic: true,
    seedReleases: false,
    serverRendering: { enabled: true, workers: 1, budgetMs: 2000, shellServerFile: fixtures.shellFile, ...rendering },
  });
  const app = t.app;
  const now = new Date().toISOString();
  await app.db
    .insertInto('releases')
    .values({
      remote: 'mf-news',
      version: VERSION,
      entry_url: `/remotes/mf-news/${VERSION}/remoteEntry.js`,
      source: 'store',
      content_hash: 'hash-news',
      manifest_summary: '{}',
      created_at: now,
      created_by: 'test',
    })
    .execute();
  // Its first stable release, as the server gives one at start.
  await seedRollout(app.db, 'mf-news', VERSION, now, 'test');
  // The release's server build, where the store keeps it: it exposes NewsListPage, which greets.
  const server = path.join(releaseFolder(t.app.config, 'mf-news', VERSION), 'server');
  fs.mkdirSync(server, { recursive: true });
  fs.writeFileSync(path.join(server, 'remote-server.js'), REMOTE_SOURCES.greets.replace('Page:', 'NewsListPage:'));
  fs.writeFileSync(path.join(server, 'server-manifest.json'), JSON.stringify({ entry: 'remote-server.js', exposes: ['NewsListPage'], shared: {} }));
  await app.refreshRollout();
  await app.refreshRollout();
  return t;
}

function rootAndState(body: string): { root: string; state: unknown } {
  const document = new JSDOM(body).window.document;
  const state = document.getElementById(RENDER_STATE_ELEMENT_ID)?.textContent;
  return { root: document.getElementById('root')?.innerHTML ?? '', state: state ? JSON.parse(state) : undefined };
}

describe('with server rendering on', () => {
  let t: TestApp;
  let app: FastifyInstance;
  beforeAll(async () => {
    t = await startApp({});
    app = t.app;
  });
  afterAll(async () => t?.close());

  test('a page comes drawn for the visitor device inside the root, its section in the visitor release, and says how it was drawn', async () => {
    const phone = await app.inject({ url: '/newsList?page=2', headers: { 'user-agent': PHONE } });
    expect(phone.statusCode).toBe(200);
    const drawn = rootAndState(phone.body);
    expect(drawn.root).toContain('/newsList?page=2 for mobile on Ferrolink Industrial Networks');
    expect(drawn.root).toContain('hello from the shell');
    expect(drawn.state).toEqual({ device: 'mobile', sections: { 'mf_news/NewsListPage': 'server' } });
    expect(phone.headers.vary).toContain('User-Agent');

    const desktop = rootAndState((await app.inject({ url: '/newsList?page=2', headers: { 'user-agent': DESKTOP } })).body);
    expect(desktop.root).toContain('/newsList?page=2 for desktop');
    expect(desktop.state).toEqual({ device: 'desktop', sections: { 'mf_news/NewsListPage': 'server' } });
  });

  test('a kept page holds nothing of the visitor: no user name, cookie value or visitor id, and the next visitor gets the same bytes', async () => {
    const { cookie } = await signInAs(app, 'kept-page-visitor@example.com');
    const visitorId = 'AAAAAAAAAAAAAAAAAAAAAA';
    const signedIn = await app.inject({ url: '/newsList', headers: { 'user-agent': DESKTOP, cookie: `${cookie}; fl_visitor=${visitorId}` } });
    expect(signedIn.statusCode).toBe(200);
    for (const secret of ['kept-page-visitor', visitorId, ...cookie.split(';').map((pair) => pair.split('=')[1] ?? '')].filter(Boolean)) {
      expect(signedIn.body).not.toContain(secret);
    }
    const stranger = await app.inject({ url: '/newsList', headers: { 'user-agent': DESKTOP } });
    expect(stranger.body).toBe(signedIn.body);
  });
});

test('SSR=off: the page is sent as the shell alone, to be drawn by the browser', async () => {
  const t = await startApp({ enabled: false });
  try {
    const reply = await t.app.inject({ url: '/newsList', headers: { 'user-agent': DESKTOP } });
    expect(reply.statusCode).toBe(200);
    expect(rootAndState(reply.body)).toEqual({ root: '', state: undefined });
  } finally {
    await t.close();
  }
});

test('the SSR switch takes on and off, and refuses anything else with a clear message', () => {
  expect(parseServerRenderingSwitch(undefined)).toBe(true);
  expect(parseServerRenderingSwitch('off')).toBe(false);
  expect(parseServerRenderingSwitch(' OFF ')).toBe(false);
  expect(parseServerRenderingSwitch('on')).toBe(true);
  expect(() => parseServerRenderingSwitch('no')).toThrow('SSR must be "on" or "off", got "no"');
  expect(SHELL_SERVER_FILE).toBe(path.join(REPO_ROOT, 'shell', 'dist', 'server', 'shell-server.js'));
});
