import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { REPO_ROOT } from '../../src/config';
import { PAGE_MODULES_FILE } from '../../src/services/document';
import { previewToken, PREVIEW_LIFETIME_MS } from '../../src/services/rollouts/preview-token';
import type { RemotesManifest } from '../../src/services/rollouts/snapshot';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { REMOTES } from '../../src/lib/remotes';

// The page documents written per visitor: the visitor cookie, the manifest inside the page, the preload of the
// page's remote, the server's choice of canary, and preview links. A real app on a real database; the rollout
// state is written into its tables as the rollout commands would leave it. The document's parts alone, with no
// server: api/test/services/document.test.ts.

const SECRET = 'test-secret';
const HOUR = 60 * 60 * 1000;
const shellDist = path.join(REPO_ROOT, 'shell', 'dist');

/**
 * On a fresh clone the shell is built after the unit tests: stand in for its page and for the table of the remotes
 * each page mounts that its build writes, and remove them afterwards. A real build is used as it is.
 */
const standIns: Array<{ file: string; text: string }> = [
  {
    file: path.join(shellDist, 'index.html'),
    text: '<!doctype html><html lang=en><head><meta charset=utf-8><title>Ferrolink</title><script defer src=/main.0123abcd.js></script></head><body><div id=root></div></body></html>',
  },
  {
    file: path.join(shellDist, PAGE_MODULES_FILE),
    // What the shell's route table and home page mount.
    text: JSON.stringify({
      // The solutions accordion, below a phone's first screen, loads as the visitor nears it: not preloaded.
      '/index': [{ remote: 'mf_catalog', module: 'FeaturedProducts' }],
      '/searchList': [],
      '/login': [{ remote: 'mf_account', module: 'LoginPage' }],
      '/account': [{ remote: 'mf_account', module: 'AccountPage' }],
      '/forgotPassword': [{ remote: 'mf_account', module: 'ForgotPasswordPage' }],
      '/passwordSetting': [{ remote: 'mf_account', module: 'PasswordSettingPage' }],
      '/about': [{ remote: 'mf_news', module: 'AboutPage' }],
      '/newsList': [{ remote: 'mf_news', module: 'NewsListPage' }],
      '/newsContent': [{ remote: 'mf_news', module: 'NewsContentPage' }],
      '/solution': [{ remote: 'mf_solutions', module: 'SolutionPage' }],
      '/solutionDetails': [{ remote: 'mf_solutions', module: 'SolutionDetailsPage' }],
      '/productCenter': [{ remote: 'mf_catalog', module: 'ProductCenterPage' }],
      '/producList': [{ remote: 'mf_catalog', module: 'ProductListPage' }],
      '/producDtetails': [{ remote: 'mf_catalog', module: 'ProductDetailsPage' }],
      '/support': [{ remote: 'mf_support', module: 'SupportPage' }],
    }),
  },
];
const written: string[] = [];

let t: TestApp;
let app: FastifyInstance;

beforeAll(async () => {
  fs.mkdirSync(shellDist, { recursive: true });
  for (const { file, text } of standIns) {
    try {
      fs.writeFileSync(file, text, { flag: 'wx' });
      written.push(file);
    } catch {
      // The build's own file is there.
    }
  }
  t = await createTestApp({ serveStatic: true }, { seed: false });
  app = t.app;
  // Every remote of the site gets a release here: a fresh clone has no build for the server to register at start.
  for (const { dir } of REMOTES) {
    await addRelease(dir, '1.0.0');
    await setRollout(dir, '1.0.0');
  }
  await refresh();
});

afterAll(async () => {
  await t.close();
  for (const file of written) fs.rmSync(file, { force: true });
});

const entryOf = (remote: string, version: string) => `/remotes/${remote}/${version}/remoteEntry.js`;

/**
 * What the gate keeps of a release's manifest: here, for the news list, one chunk and one stylesheet it needs first
 * (named after the version, so two releases differ), and an entry a hostile manifest could carry, which is not kept.
 */
const summaryOf = (remote: string, version: string) =>
  JSON.stringify(
    remote === 'mf-news'
      ? { exposeFiles: { NewsListPage: { scripts: [`list.${version}.js`, '../../elsewhere.js'], styles: [`list.${version}.css`] } } }
      : {},
  );

async function addRelease(remote: string, version: string, entry = entryOf(remote, version)): Promise<void> {
  await app.db
    .insertInto('releases')
    .values({
      remote,
      version,
      entry_url: entry,
      source: 'store',
      content_hash: `hash-${remote}-${version}`,
      manifest_summary: summaryOf(remote, version),
      created_at: new Date().toISOString(),
      created_by: 'test',
    })
    .execute();
}

/** Writes a remote's rollout row: a stable release and, optionally, a canary at a percentage. */
async function setRollout(remote: string, stable: string, canary?: { version: string; percent: number }): Promise<void> {
  const at = new Date().toISOString();
  await app.db.deleteFrom('rollouts').where('remote', '=', remote).execute();
  await app.db
    .insertInto('rollouts')
    .values({
      remote,
      revision: 1,
      stable_version: stable,
      canary_version: canary?.version ?? null,
      canary_percent: canary?.percent ?? 0,
      steps: '[]',
      step_index: 0,
      step_every_ms: null,
      paused: 0,
      since: at,
      updated_at: at,
    })
    .execute();
}

/**
 * Makes the app read the tables now. Twice: a read the once-a-second timer started before our write may still be
 * under way, and the first call would hand back that read; the second starts after it.
 */
async function refresh(): Promise<void> {
  await app.refreshRollout();
  await app.refreshRollout();
}

type Reply = Awaited<ReturnType<FastifyInstance['inject']>>;

const get = (url: string, cookies: Record<string, string> = {}) => app.inject({ method: 'GET', url, cookies });

function cookieOf(reply: Reply, name: string) {
  return reply.cookies.find((cookie) => cookie.name === name);
}

/** The manifest inside a page, and where it sits. */
function inlineManifest(html: string): { manifest: RemotesManifest; at: number; text: string } {
  // What a browser does: the element's text runs to the first "</script".
  const match = /<script id="ferrolink-remotes" type="application\/json">([\s\S]*?)<\/script/i.exec(html);
  if (!match) throw new Error('The page has no inline manifest');
  return { manifest: JSON.parse(match[1]!) as RemotesManifest, at: match.index, text: match[1]! };
}

/** The remote entries a page preloads (the shell's own boot files are not under /remotes/). */
function remotePreloads(html: string): string[] {
  return [...html.matchAll(/<link rel="preload" as="script" href="([^"]*)">/g)]
    .map((match) => match[1]!)
    .filter((href) => href.includes('/remotes/') && href.endsWith('/remoteEntry.js'));
}

/** A new visitor: the id the server gave on its first page. */
async function newVisitor(url = '/newsList'): Promise<{ visitor: string; reply: Reply }> {
  const reply = await get(url);
  const visitor = cookieOf(reply, 'fl_visitor')?.value;
  if (!visitor) throw new Error('No visitor cookie');
  return { visitor, reply };
}

describe('the visitor cookie', () => {
  it('is set on the first page, with its attributes, and kept afterwards', async () => {
    const { visitor, reply } = await newVisitor();
    expect(reply.statusCode).toBe(200);
    expect(visitor).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(cookieOf(reply, 'fl_visitor')).toEqual({
      name: 'fl_visitor',
      value: visitor,
      path: '/',
      maxAge: 365 * 24 * 60 * 60,
      httpOnly: true,
      sameSite: 'Lax',
    });
    for (const url of ['/newsList', '/index', '/remotes.json', '/productCenter?type=1']) {
      const again = await get(url, { fl_visitor: visitor });
      expect({ url, status: again.statusCode, cookie: again.headers['set-cookie'] }).toEqual({ url, status: 200, cookie: undefined });
    }
  });

  it('is set by /remotes.json too, and every new browser gets an id of its own', async () => {
    const first = cookieOf(await get('/remotes.json'), 'fl_visitor')?.value;
    const second = cookieOf(await get('/remotes.json'), 'fl_visitor')?.value;
    expect(first).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(second).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(second).not.toBe(first);
  });

  it('replaces an id it did not write, and decides that reply with the new one', async () => {
    for (const bad of ['', 'abc', 'A'.repeat(21), 'A'.repeat(23), `${'A'.repeat(21)}!`, `${'A'.repeat(21)}=`, '../../etc/passwd']) {
      const reply = await get('/remotes.json', { fl_visitor: bad });
      const replaced = cookieOf(reply, 'fl_visitor')?.value;
      expect({ bad, replaced: /^[A-Za-z0-9_-]{22}$/.test(replaced ?? '') }).toEqual({ bad, replaced: true });
      // The same visitor asking again with the new id is told the same thing.
      expect(reply.json()).toEqual((await get('/remotes.json', { fl_visitor: replaced! })).json());
    }
  });

  it('is Secure when the site is served over https', async () => {
    const secure = await createTestApp({ serveStatic: true, siteUrl: 'https://www.ferrolink.example' }, { seed: false });
    try {
      const reply = await secure.app.inject({ method: 'GET', url: '/index' });
      expect(reply.cookies.find((cookie) => cookie.name === 'fl_visitor')).toMatchObject({
        secure: true,
        httpOnly: true,
        sameSite: 'Lax',
        path: '/',
      });
    } finally {
      await secure.close();
    }
  });
});

describe('the page document', () => {
  it('carries the visitor manifest before its first script, the same one /remotes.json answers that visitor', async () => {
    const { visitor, reply } = await newVisitor('/index');
    const html = reply.body;
    const { manifest, at } = inlineManifest(html);
    const firstOtherScript = html.indexOf('<script', at + 1);
    expect(at).toBeLessThan(html.indexOf('</head>') === -1 ? html.length : html.indexOf('</head>'));
    expect(html.slice(0, at)).not.toMatch(/<script/i);
    expect(firstOtherScript).toBeGreaterThan(at);
    expect(Object.keys(manifest.remotes).sort()).toEqual(REMOTES.map((remote) => remote.federationName).sort());
    expect(Object.keys(manifest.remotes)).toHaveLength(6);
    expect(manifest.remotes.mf_news).toEqual({
      stable: { version: '1.0.0', entry: entryOf('mf-news', '1.0.0') },
      assigned: { version: '1.0.0', entry: entryOf('mf-news', '1.0.0'), channel: 'stable' },
    });
    expect(manifest.config).toMatchObject({ apiBaseUrl: '/api' });
    expect((await get('/remotes.json', { fl_visitor: visitor })).json()).toEqual(manifest);
  });

  it('is private to its visitor: revalidated on every load and varying by cookie; the manifest is never stored', async () => {
    const page = await get('/newsList');
    expect(page.headers['cache-control']).toBe('private, no-cache');
    expect(String(page.headers.vary)).toMatch(/\bCookie\b/);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    const manifest = await get('/remotes.json');
    expect(manifest.headers['cache-control']).toBe('private, no-store');
  });

  it('is compressed for a browser that accepts it, and reads back as the same page for every encoding', async () => {
    const visitor = { fl_visitor: 'pageEncodingsVisitor01' };
    const plain = await get('/newsList', visitor);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(String(plain.headers.vary)).toMatch(/\bAccept-Encoding\b/);
    for (const [encoding, decode] of [
      ['br', zlib.brotliDecompressSync],
      ['gzip', zlib.gunzipSync],
    ] as const) {
      // Twice: the second reply comes from the kept copy of the page.
      for (const attempt of [1, 2]) {
        const reply = await app.inject({ method: 'GET', url: '/newsList', cookies: visitor, headers: { 'accept-encoding': encoding } });
        expect({ encoding, attempt, header: reply.headers['content-encoding'] }).toEqual({ encoding, attempt, header: encoding });
        expect(decode(reply.rawPayload).toString('utf8')).toBe(plain.body);
      }
    }
  });

  it('is written for each page address: two queries of one page are two documents', async () => {
    const canonical = (html: string) => /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];
    const pages = [];
    for (const url of ['/productCenter?type=1', '/productCenter?type=2', '/productCenter?type=1']) pages.push(canonical((await get(url)).body));
    expect(pages).toEqual([expect.stringMatching(/type=1$/), expect.stringMatching(/type=2$/), expect.stringMatching(/type=1$/)]);
  });

  it("preloads the entry of the release this visitor gets for the page's remote, and only that", async () => {
    const { manifest } = inlineManifest((await get('/newsList')).body);
    expect(remotePreloads((await get('/newsList')).body)).toEqual([manifest.remotes.mf_news!.assigned.entry]);
    // The home page opens with the featured products (its solutions accordion comes as the visitor nears it); / and
    // /home lead to it in the browser.
    for (const url of ['/index', '/', '/home']) {
      expect({ url, preloads: remotePreloads((await get(url)).body) }).toEqual({ url, preloads: [entryOf('mf-catalog', '1.0.0')] });
    }
    // A page of the shell's own mounts no remote.
    expect(remotePreloads((await get('/searchList?search=switch')).body)).toEqual([]);
  });

  it("preloads, after the shell's own files, the files the page's module needs first, from the release this visitor gets", async () => {
    const html = (await get('/newsList')).body;
    const folder = '/remotes/mf-news/1.0.0/';
    const late = `<link rel="preload" as="style" href="${folder}list.1.0.0.css"><link rel="preload" as="script" href="${folder}list.1.0.0.js">`;
    expect(html).toContain(late);
    // After the shell's own script, before </head>; a file outside the release's folder is never named.
    expect(html.indexOf(late)).toBeGreaterThan(html.indexOf('/main.'));
    expect(html.indexOf(late)).toBeLessThan(html.toLowerCase().indexOf('</head'));
    expect(html).not.toContain('elsewhere.js');
    // A page whose module has no known files (the about page here) preloads its entry only.
    expect((await get('/about')).body).not.toContain('/remotes/mf-news/1.0.0/list.');
  });

  it('still answers the 404 page with the shell as built', async () => {
    const reply = await app.inject({ method: 'GET', url: '/no-such-page' });
    expect(reply.statusCode).toBe(404);
    expect(reply.headers['content-type']).toMatch(/^text\/html/);
    expect(reply.body).toBe(app.shellPage());
  });
});

describe('a canary', () => {
  beforeAll(async () => {
    await addRelease('mf-news', '1.1.0');
    await setRollout('mf-news', '1.0.0', { version: '1.1.0', percent: 50 });
    await refresh();
  });
  afterAll(async () => {
    await setRollout('mf-news', '1.0.0');
    await refresh();
  });

  it('goes to about half of 400 new visitors, and each keeps the release they got on every request', async () => {
    const choices = new Map<string, string>();
    for (let visitor = 0; visitor < 400; visitor += 1) {
      const { visitor: id, reply } = await newVisitor();
      const { manifest } = inlineManifest(reply.body);
      const news = manifest.remotes.mf_news!;
      expect(news.canary).toEqual({ version: '1.1.0', entry: entryOf('mf-news', '1.1.0'), percent: 50 });
      expect([
        ['1.0.0', 'stable'],
        ['1.1.0', 'canary'],
      ]).toContainEqual([news.assigned.version, news.assigned.channel]);
      // The preload follows the server's choice.
      expect(remotePreloads(reply.body)).toEqual([news.assigned.entry]);
      choices.set(id, news.assigned.version);
    }
    const onCanary = [...choices.values()].filter((version) => version === '1.1.0').length;
    // 400 draws at one half: 200 expected, standard deviation 10; outside 140..260 is six deviations away.
    expect(onCanary).toBeGreaterThan(140);
    expect(onCanary).toBeLessThan(260);

    for (const [id, version] of [...choices].slice(0, 60)) {
      const page = inlineManifest((await get('/newsList', { fl_visitor: id })).body).manifest;
      const json = (await get('/remotes.json', { fl_visitor: id })).json<RemotesManifest>();
      expect({ id, page: page.remotes.mf_news!.assigned.version, json: json.remotes.mf_news!.assigned.version }).toEqual({
        id,
        page: version,
        json: version,
      });
    }
  });

  it('only adds visitors as its share grows', async () => {
    const visitors = await Promise.all(Array.from({ length: 120 }, async () => (await newVisitor()).visitor));
    const canaryVisitors = async () => {
      const on = new Set<string>();
      for (const id of visitors) {
        if ((await get('/remotes.json', { fl_visitor: id })).json<RemotesManifest>().remotes.mf_news!.assigned.channel === 'canary') on.add(id);
      }
      return on;
    };
    const atHalf = await canaryVisitors();
    await setRollout('mf-news', '1.0.0', { version: '1.1.0', percent: 80 });
    await refresh();
    const atEighty = await canaryVisitors();
    expect([...atHalf].filter((id) => !atEighty.has(id))).toEqual([]);
    expect(atEighty.size).toBeGreaterThan(atHalf.size);
    await setRollout('mf-news', '1.0.0', { version: '1.1.0', percent: 50 });
    await refresh();
  });
});

describe('text in the manifest that could end its script element', () => {
  const hostile = '1.0.0-</script><script>window.owned=1</script><!--\u2028\u2029&amp;>';
  const hostileEntry = '/remotes/mf-support/x/remoteEntry.js?v="><script>window.owned=2</script>';

  beforeAll(async () => {
    await addRelease('mf-support', hostile, hostileEntry);
    await setRollout('mf-support', hostile);
    await refresh();
  });
  afterAll(async () => {
    await setRollout('mf-support', '1.0.0');
    await refresh();
  });

  it('stays inside the block and reads back as the same text', async () => {
    const { visitor, reply } = await newVisitor('/support');
    const html = reply.body;
    const { manifest, text } = inlineManifest(html);
    expect(manifest.remotes.mf_support!.stable).toEqual({ version: hostile, entry: hostileEntry });
    expect(manifest).toEqual((await get('/remotes.json', { fl_visitor: visitor })).json());
    // Nothing of the values appears raw: the block ends where the server ended it.
    expect(text).not.toMatch(/[<>&\u2028\u2029]/);
    expect(html).not.toContain('window.owned=1</script>');
    expect(html).not.toContain('"><script>window.owned=2');
    // The preload's address is one attribute value, escaped.
    expect(html).toContain(`href="/remotes/mf-support/x/remoteEntry.js?v=&quot;&gt;&lt;script&gt;window.owned=2&lt;/script&gt;"`);
  });
});

describe('preview links', () => {
  const previewVersion = '2.0.0-rc.1+ab12cd34';
  const tokenFor = (remote: string, version: string, expiresAt = Date.now() + PREVIEW_LIFETIME_MS) =>
    previewToken(SECRET, { remote, version, expiresAt });

  beforeAll(async () => {
    await addRelease('mf-news', previewVersion);
    await addRelease('mf-catalog', '3.0.0');
    await refresh();
  });
  afterEach(() => {
    app.clock.now = () => new Date();
  });

  async function openPreviewLink(url: string, cookies: Record<string, string> = {}): Promise<{ reply: Reply; preview: string }> {
    const reply = await get(url, cookies);
    expect(reply.statusCode).toBe(302);
    const preview = cookieOf(reply, 'fl_preview')?.value;
    if (!preview) throw new Error('No preview cookie');
    return { reply, preview };
  }

  it('sets the cookie and sends the browser to the same address without the link; that browser alone sees the release', async () => {
    const { visitor } = await newVisitor();
    const token = tokenFor('mf-news', previewVersion);
    const { reply, preview } = await openPreviewLink(`/newsList?page=2&release-preview=${encodeURIComponent(token)}&type=33`, {
      fl_visitor: visitor,
    });
    expect(reply.headers.location).toBe('/newsList?page=2&type=33');
    expect(cookieOf(reply, 'fl_preview')).toMatchObject({ value: token, path: '/', httpOnly: true, sameSite: 'Lax' });
    expect(cookieOf(reply, 'fl_preview')?.maxAge).toBeGreaterThan(PREVIEW_LIFETIME_MS / 1000 - 60);
    expect(cookieOf(reply, 'fl_preview')?.maxAge).toBeLessThanOrEqual(PREVIEW_LIFETIME_MS / 1000);
    expect(preview).toBe(token);

    const page = await get('/newsList?page=2&type=33', { fl_visitor: visitor, fl_preview: preview });
    const { manifest } = inlineManifest(page.body);
    expect(manifest.remotes.mf_news!.assigned).toEqual({ version: previewVersion, entry: entryOf('mf-news', previewVersion), channel: 'preview' });
    expect(manifest.remotes.mf_news!.stable.version).toBe('1.0.0');
    expect(remotePreloads(page.body)).toEqual([entryOf('mf-news', previewVersion)]);
    expect((await get('/remotes.json', { fl_visitor: visitor, fl_preview: preview })).json()).toEqual(manifest);
    // Only the remote of the token is previewed.
    expect(manifest.remotes.mf_catalog!.assigned.channel).toBe('stable');

    // The same visitor in another browser (no preview cookie), and another visitor: no preview.
    const elsewhere = inlineManifest((await get('/newsList', { fl_visitor: visitor })).body).manifest;
    expect(elsewhere.remotes.mf_news!.assigned.channel).not.toBe('preview');
    const other = inlineManifest((await get('/newsList')).body).manifest;
    expect(other.remotes.mf_news!.assigned.channel).not.toBe('preview');
  });

  it('keeps one preview per remote: a second remote joins the cookie, a newer link for the same remote replaces it', async () => {
    const news = tokenFor('mf-news', previewVersion);
    const catalog = tokenFor('mf-catalog', '3.0.0');
    const first = await openPreviewLink(`/productCenter?type=1&release-preview=${encodeURIComponent(news)}`);
    expect(first.reply.headers.location).toBe('/productCenter?type=1');
    const both = await openPreviewLink(`/productCenter?type=1&release-preview=${encodeURIComponent(catalog)}`, { fl_preview: first.preview });
    expect(both.preview.split('|').sort()).toEqual([catalog, news].sort());
    const manifest = (await get('/remotes.json', { fl_preview: both.preview })).json<RemotesManifest>();
    expect(manifest.remotes.mf_news!.assigned).toMatchObject({ version: previewVersion, channel: 'preview' });
    expect(manifest.remotes.mf_catalog!.assigned).toMatchObject({ version: '3.0.0', channel: 'preview' });
    const page = await get('/productCenter?type=1', { fl_preview: both.preview });
    expect(remotePreloads(page.body)).toEqual([entryOf('mf-catalog', '3.0.0')]);

    // The stable release of mf-news previewed again: it replaces the earlier news token.
    const again = tokenFor('mf-news', '1.0.0');
    const replaced = await openPreviewLink(`/index?release-preview=${encodeURIComponent(again)}`, { fl_preview: both.preview });
    expect(replaced.reply.headers.location).toBe('/index');
    expect(replaced.preview.split('|').sort()).toEqual([again, catalog].sort());
  });

  it('takes a link whose version kept a raw "+" (a query reads it as a space otherwise)', async () => {
    const token = tokenFor('mf-news', previewVersion);
    expect(token).toContain('+');
    const { preview } = await openPreviewLink(`/newsList?release-preview=${token}`);
    expect(preview).toBe(token);
  });

  it('changes nothing for an unsigned, tampered, expired or unknown token: the page is served as usual, no cookie', async () => {
    const good = tokenFor('mf-news', previewVersion);
    const [remote, version, expires, mac] = good.split('~') as [string, string, string, string];
    const flipped = `${mac.slice(0, -1)}${mac.endsWith('A') ? 'B' : 'A'}`;
    const bad = [
      `${remote}~${version}~${expires}~`,
      `${remote}~${version}~${expires}`,
      `${remote}~${version}~${expires}~${flipped}`,
      `${remote}~1.0.0~${expires}~${mac}`,
      `mf-catalog~${version}~${expires}~${mac}`,
      `${remote}~${version}~${Number(expires) + 1}~${mac}`,
      previewToken('another-secret', { remote, version, expiresAt: Number(expires) }),
      tokenFor('mf-news', previewVersion, Date.now() - 1000),
      tokenFor('mf-nothing', '1.0.0'),
      'x'.repeat(400),
      '',
    ];
    for (const token of bad) {
      const reply = await get(`/newsList?release-preview=${encodeURIComponent(token)}`);
      expect({ token, status: reply.statusCode, preview: cookieOf(reply, 'fl_preview') }).toEqual({ token, status: 200, preview: undefined });
      expect(inlineManifest(reply.body).manifest.remotes.mf_news!.assigned.channel).not.toBe('preview');
    }
    // The same tokens put in the cookie by hand count for nothing either.
    const manifest = (await get('/remotes.json', { fl_preview: bad.filter(Boolean).join('|') })).json<RemotesManifest>();
    expect(Object.values(manifest.remotes).map((remote) => remote.assigned.channel)).not.toContain('preview');
  });

  it('stops counting when its 24 hours are over, and counts only releases the site knows', async () => {
    const { preview } = await openPreviewLink(`/newsList?release-preview=${encodeURIComponent(tokenFor('mf-news', previewVersion))}`);
    expect((await get('/remotes.json', { fl_preview: preview })).json<RemotesManifest>().remotes.mf_news!.assigned.channel).toBe('preview');
    const later = Date.now() + PREVIEW_LIFETIME_MS + HOUR;
    app.clock.now = () => new Date(later);
    expect((await get('/remotes.json', { fl_preview: preview })).json<RemotesManifest>().remotes.mf_news!.assigned.channel).not.toBe('preview');
    app.clock.now = () => new Date();

    // Signed and current, but for a release that is not in the store: the visitor gets what everyone gets.
    const unknown = tokenFor('mf-news', '9.9.9');
    const { preview: unknownPreview } = await openPreviewLink(`/newsList?release-preview=${encodeURIComponent(unknown)}`);
    expect((await get('/remotes.json', { fl_preview: unknownPreview })).json<RemotesManifest>().remotes.mf_news!.assigned.version).not.toBe('9.9.9');
  });

  it('clears every preview of the browser with release-preview=clear', async () => {
    const { preview } = await openPreviewLink(`/newsList?release-preview=${encodeURIComponent(tokenFor('mf-news', previewVersion))}`);
    const reply = await get('/newsList?release-preview=clear&page=3', { fl_preview: preview });
    expect(reply.statusCode).toBe(302);
    expect(reply.headers.location).toBe('/newsList?page=3');
    const cleared = cookieOf(reply, 'fl_preview');
    expect(cleared).toMatchObject({ value: '', path: '/', maxAge: 0 });
    // A browser that had none: the same answer, nothing to keep.
    expect((await get('/index?release-preview=clear')).headers.location).toBe('/index');
  });
});
