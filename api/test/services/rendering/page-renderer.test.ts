import { NO_CARRIED_REPLIES, type CarriedReplies } from '../../../src/services/document';
import { createPageRenderer, createRenderPool, DEFAULT_POOL_OPTIONS, type RenderIncident, type RenderPool } from '../../../src/services/rendering';
import type { RemotesManifest } from '../../../src/services/rollouts/snapshot';
import { writeFixtures, type Fixtures, type RemoteBehaviour } from './server-build-fixtures';

// The page renderer with real worker threads, the real React server renderer and server builds written by hand
// (server-build-fixtures.ts): what a section that throws, loops or waits costs the page, and what is kept.

jest.setTimeout(60_000);

let fixtures: Fixtures;
let pool: RenderPool;

beforeAll(() => {
  fixtures = writeFixtures();
});
afterAll(() => fixtures.remove());
afterEach(async () => {
  await pool.close();
});

function manifestFor(remotes: Record<string, string>): RemotesManifest {
  const entries = Object.entries(remotes).map(([name, version]) => {
    const ref = { version, entry: `/remotes/${name}/${version}/remoteEntry.js` };
    return [name, { stable: ref, assigned: { ...ref, channel: 'canary' as const } }];
  });
  return { remotes: Object.fromEntries(entries), config: { apiBaseUrl: '/api', cnSiteUrl: 'https://cn.example', siteName: 'Ferrolink' } };
}

/** A renderer over two remotes (mf_news, mf_catalog) whose releases have the given behaviours. */
function setUp(behaviours: Partial<Record<'mf-news' | 'mf-catalog', RemoteBehaviour | 'none'>>, budgetMs = 1000) {
  // A small heap ceiling, so that a release that leaks reaches it in a moment.
  pool = createRenderPool({ ...DEFAULT_POOL_OPTIONS, hardLimitMarginMs: 1500, maxHeapMb: 256 });
  const builds = new Map<string, string>();
  for (const [remote, behaviour] of Object.entries(behaviours)) if (behaviour !== 'none') builds.set(remote, fixtures.remote(behaviour));
  const incidents: RenderIncident[] = [];
  let now = 1_000_000;
  const renderer = createPageRenderer({
    pool,
    shellServerBuild: () => ({ file: fixtures.shellFile, version: 'v1' }),
    serverBuildOf: async (remote) => {
      const entryFile = builds.get(remote);
      return entryFile ? { entryFile, exposes: ['Page'] } : undefined;
    },
    budgetMs,
    now: () => now,
    onIncident: (incident) => incidents.push(incident),
  });
  return { renderer, incidents, advance: (ms: number) => (now += ms) };
}

const MODULES = [
  { remote: 'mf_news', module: 'Page' },
  { remote: 'mf_catalog', module: 'Page' },
];
const MANIFEST = manifestFor({ mf_news: '1.0.0-aaaaaaaa', mf_catalog: '1.0.0-bbbbbbbb' });
const CARRIED: CarriedReplies = { replies: { 'WebSite/Banner': { title: 'Banner' } }, leadImages: [] };

test('draws the page with each section in its release, with the shared package the shell hands it and the carried replies', async () => {
  const { renderer } = setUp({ 'mf-news': 'greets', 'mf-catalog': 'none' });
  const body = await renderer.render({ address: '/newsList?page=2', device: 'mobile', modules: MODULES, manifest: MANIFEST, carried: CARRIED });
  expect(body?.html).toContain('/newsList?page=2 for mobile on Ferrolink');
  expect(body?.html).toContain('hello from the shell');
  expect(body?.html).toContain('Banner');
  // The catalogue's release has no server build: its section goes to the browser, as its skeleton.
  expect(body?.html).toContain('loading Page');
  expect(body?.state).toEqual({ device: 'mobile', sections: { 'mf_news/Page': 'server', 'mf_catalog/Page': 'client' } });
});

test('a page is drawn once per address, device and content, and again when the content changes', async () => {
  const { renderer } = setUp({ 'mf-news': 'greets' });
  const request = { address: '/newsList', device: 'desktop' as const, modules: MODULES.slice(0, 1), manifest: MANIFEST, carried: CARRIED };
  const first = await renderer.render(request);
  expect(await renderer.render({ ...request, carried: { ...CARRIED } })).toBe(first);
  expect(pool.stats().rendered).toBe(1);
  const changed = await renderer.render({ ...request, carried: { replies: { 'WebSite/Banner': { title: 'New banner' } }, leadImages: [] } });
  expect(changed?.html).toContain('New banner');
  await renderer.render({ ...request, device: 'mobile' });
  expect(pool.stats().rendered).toBe(3);
});

test.each<[RemoteBehaviour, string]>([
  ['throws', 'throws while rendering'],
  ['waits', 'waits past the budget'],
  ['loops', 'never returns (its worker is stopped)'],
  ['requiresFs', 'requires a package that is not shared'],
  ['leaks', 'grows its memory until its worker is stopped'],
])('a section that %s (%s) goes to the browser alone, named as failed; the rest of the page is drawn', async (behaviour) => {
  const { renderer, incidents } = setUp({ 'mf-news': behaviour, 'mf-catalog': 'greets' }, 500);
  const body = await renderer.render({ address: '/index', device: 'desktop', modules: MODULES, manifest: MANIFEST, carried: NO_CARRIED_REPLIES });
  expect(body?.state.sections).toEqual({ 'mf_news/Page': 'failed', 'mf_catalog/Page': 'server' });
  expect(body?.html).toContain('hello from the shell');
  expect(incidents.some((incident) => incident.section === 'mf_news/Page')).toBe(true);
});

test('a failed section is not tried again on the server until its failure is forgotten', async () => {
  const { renderer, advance } = setUp({ 'mf-news': 'throws' }, 500);
  const request = { device: 'desktop' as const, modules: MODULES.slice(0, 1), manifest: MANIFEST, carried: NO_CARRIED_REPLIES };
  await renderer.render({ ...request, address: '/newsList' });
  const afterFirst = pool.stats().rendered;
  const other = await renderer.render({ ...request, address: '/newsList?page=2' });
  expect(other?.state.sections['mf_news/Page']).toBe('failed');
  // One render for the new address, none spent on finding the culprit again.
  expect(pool.stats().rendered).toBe(afterFirst + 1);
  advance(61_000);
  await renderer.render({ ...request, address: '/newsList?page=3' });
  expect(pool.stats().rendered).toBeGreaterThan(afterFirst + 2);
});

test('past maxQueued waiting pages, a new page is not drawn on the server (the browser draws it) and a kept page is served at once', async () => {
  pool = createRenderPool({ ...DEFAULT_POOL_OPTIONS, maxQueued: 1 });
  const entryFile = fixtures.remote('greets');
  const renderer = createPageRenderer({
    pool,
    shellServerBuild: () => ({ file: fixtures.shellFile, version: 'v1' }),
    serverBuildOf: async () => ({ entryFile, exposes: ['Page'] }),
    budgetMs: 1000,
    now: () => 0,
    onIncident: () => undefined,
  });
  const request = { device: 'desktop' as const, modules: MODULES.slice(0, 1), manifest: MANIFEST, carried: NO_CARRIED_REPLIES };
  const kept = await renderer.render({ ...request, address: '/newsList' });
  expect(kept).toBeDefined();
  // One drawing, one waiting, the rest sent to the browser; meanwhile the kept page is answered from memory.
  const flood = Array.from({ length: 6 }, (_, index) => renderer.render({ ...request, address: `/newsList?made-up=${index}` }));
  expect(await renderer.render({ ...request, address: '/newsList' })).toBe(kept);
  const drawn = await Promise.all(flood);
  expect(drawn.filter((body) => body === undefined).length).toBeGreaterThanOrEqual(4);
  expect(drawn.filter((body) => body !== undefined).length).toBeGreaterThanOrEqual(1);
});

test('without the shell server build nothing is drawn on the server', async () => {
  pool = createRenderPool();
  const renderer = createPageRenderer({
    pool,
    shellServerBuild: () => null,
    serverBuildOf: async () => undefined,
    budgetMs: 1000,
    now: () => 0,
    onIncident: () => undefined,
  });
  expect(
    await renderer.render({ address: '/index', device: 'desktop', modules: [], manifest: MANIFEST, carried: NO_CARRIED_REPLIES }),
  ).toBeUndefined();
});

test('a worker that has loaded maxReleasesPerWorker releases is replaced (what it loaded goes with it) while pages keep being drawn', async () => {
  pool = createRenderPool({ ...DEFAULT_POOL_OPTIONS, maxReleasesPerWorker: 8 });
  const files = Array.from({ length: 20 }, () => fixtures.remote('greets'));
  const renderer = createPageRenderer({
    pool,
    shellServerBuild: () => ({ file: fixtures.shellFile, version: 'v1' }),
    serverBuildOf: async (_remote, version) => {
      const entryFile = files[Number(version.split('-')[1])];
      return entryFile ? { entryFile, exposes: ['Page'] } : undefined;
    },
    budgetMs: 1000,
    now: () => 0,
    onIncident: () => undefined,
  });
  for (let release = 0; release < 20; release += 1) {
    const body = await renderer.render({
      address: '/newsList',
      device: 'desktop',
      modules: MODULES.slice(0, 1),
      manifest: manifestFor({ mf_news: `1.0.0-${release}` }),
      carried: NO_CARRIED_REPLIES,
    });
    expect(body?.state.sections['mf_news/Page']).toBe('server');
  }
  expect(pool.stats().retired).toBe(2);
});
