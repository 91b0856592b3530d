import { createHash } from 'node:crypto';
import { JSDOM } from 'jsdom';
import { PAGE_DATA_ELEMENT_ID, readKey } from '../../src/contracts/first-reads';
import {
  assembleDocument,
  fillTemplate,
  inlinableStylesheet,
  INLINE_MANIFEST_ID,
  NO_CARRIED_REPLIES,
  parsePageModules,
  prepareTemplate,
  renderPage,
  SCRIPT_START_CODE,
  SCRIPT_START_ELEMENT_ID,
  SCRIPT_START_SOURCE,
  writeCarriedReplies,
  writeVisitorParts,
  type CarriedReplies,
  type PageModule,
} from '../../src/services/document';
import type { PageSeo } from '../../src/services/pages/pages';
import type { ServerRenderedBody } from '../../src/services/rendering';
import type { SiteInfo } from '../../src/services/pages/structured-data';
import type { ReleaseRef, RemotesManifest, RolloutSnapshot } from '../../src/services/rollouts/snapshot';

// The page document written from its parts with no server: the template, the page's rendered head and structured data, the
// visitor's manifest and preloads, the replies the page carries. Each document is read back as a browser reads it
// (jsdom's HTML parser), so "escaped" means: the value comes back as the same text, and nothing else appears.

const SITE: SiteInfo = {
  siteUrl: 'https://www.ferrolink.example',
  cnSiteUrl: 'https://cn.ferrolink.example',
  siteName: 'Ferrolink',
  salesEmail: 'sales@ferrolink.example',
};

/** Text that ends every element and attribute it can, and the two characters JavaScript reads as line ends. */
const HOSTILE = `A</title></script><script>window.owned=1</script><!--"'&amp;<img src=x onerror=window.owned=2>\u2028\u2029`;

/** Shaped like the shell's build: a preload and a script of its own in <head>, a note for no JavaScript, the root. */
const TEMPLATE = prepareTemplate(
  '<!doctype html><html lang=de><head><meta charset=utf-8><title>Ferrolink</title><meta name=description content="Build text.">' +
    '<script defer src=/main.0123abcd.js></script><link rel=preload as=script href=/vendor.0123abcd.js></head>' +
    '<body><noscript>This website needs JavaScript.</noscript><div id=root></div></body></html>',
);

function seoOf(overrides: Partial<PageSeo> = {}): PageSeo {
  return {
    status: 200,
    title: 'Managed switches',
    description: 'Industrial Ethernet switches.',
    canonical: '/producList?type=1',
    image: null,
    imageAlt: '',
    noindex: false,
    ogType: 'website',
    breadcrumbs: [],
    jsonLd: [],
    ...overrides,
  };
}

const release = (remote: string, version: string): ReleaseRef => ({ version, entry: `/remotes/${remote}/${version}/remoteEntry.js` });

function manifestOf(remotes: Record<string, ReleaseRef>): RemotesManifest {
  return {
    remotes: Object.fromEntries(
      Object.entries(remotes).map(([name, ref]) => [name, { stable: ref, assigned: { ...ref, channel: 'stable' as const } }]),
    ),
    config: { apiBaseUrl: '/api', cnSiteUrl: SITE.cnSiteUrl, siteName: SITE.siteName },
  };
}

/** What the gate kept of a release's manifest: the files each module needs first, inside the release's folder. */
const releaseFiles: Pick<RolloutSnapshot, 'moduleFiles'> = {
  moduleFiles: (remote, ref, module) =>
    module === 'NewsListPage'
      ? { scripts: [`/remotes/${remote}/${ref.version}/list.js`], styles: [`/remotes/${remote}/${ref.version}/list.css`] }
      : { scripts: [], styles: [] },
};

const parse = (text: string) => new JSDOM(text).window.document;
const headPreloads = (document: Document, as: string) =>
  [...document.querySelectorAll(`head link[rel="preload"][as="${as}"]`)].map((link) => link.getAttribute('href'));
const jsonOf = (document: Document, id: string): unknown => JSON.parse(document.getElementById(id)?.textContent ?? 'null');
/** Anything a hostile value could have made: a script that is not one of ours, an element with an event handler. */
const injected = (document: Document) =>
  [...document.querySelectorAll('script:not([type]), script[src], [onerror]')].filter(
    (element) => element.getAttribute('src') !== '/main.0123abcd.js',
  );

describe('escaping', () => {
  it('writes a hostile title, description, crumb and picture as text and attribute values that read back whole', () => {
    const page = renderPage(
      seoOf({
        title: HOSTILE,
        description: HOSTILE,
        image: `/media/a.jpg?x="${HOSTILE}`,
        imageAlt: HOSTILE,
        breadcrumbs: [{ name: HOSTILE, path: `/newsList?q="${HOSTILE}` }],
      }),
      SITE,
    );
    const document = parse(assembleDocument(TEMPLATE, page, { head: '', late: '' }, NO_CARRIED_REPLIES));
    expect(document.title).toBe(`${HOSTILE} | Ferrolink`);
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(HOSTILE);
    expect(document.querySelector('meta[property="og:image:alt"]')?.getAttribute('content')).toBe(HOSTILE);
    expect(document.querySelector('meta[property="og:image"]')?.getAttribute('content')).toBe(`${SITE.siteUrl}/media/a.jpg?x="${HOSTILE}`);
    const crumbs = [...document.querySelectorAll('script[type="application/ld+json"]')]
      .map((script) => JSON.parse(script.textContent ?? '') as { '@type': string; itemListElement?: Array<{ name: string; item: string }> })
      .find((node) => node['@type'] === 'BreadcrumbList');
    expect(crumbs?.itemListElement?.[0]).toMatchObject({ name: HOSTILE, item: `${SITE.siteUrl}/newsList?q="${HOSTILE}` });
    expect(injected(document)).toEqual([]);
    expect(document.querySelectorAll('title')).toHaveLength(1);
  });

  it('keeps `</script>`, `<!--` and U+2028 inside the structured data, which reads back as the same JSON', () => {
    const node = { '@type': 'Thing', name: HOSTILE, description: '</script><script>window.owned=3</script>' };
    const page = renderPage(seoOf({ jsonLd: [node] }), SITE);
    expect(page.structuredData).not.toMatch(/<\/script><script>window|<!--|\u2028|\u2029/);
    const document = parse(assembleDocument(TEMPLATE, page, { head: '', late: '' }, NO_CARRIED_REPLIES));
    const blocks = [...document.querySelectorAll('script[type="application/ld+json"]')].map((script) => JSON.parse(script.textContent ?? ''));
    expect(blocks.at(-1)).toEqual(node);
    expect(injected(document)).toEqual([]);
  });
});

describe('the carried replies', () => {
  const key = readKey('Product/list', { type: 1, page: 1 });
  const replies = { [key]: { list: [{ name: HOSTILE }] }, [readKey('WebSite/copyright')]: 'Ferrolink \u2028' };

  it("go in one element with the browser's id, keyed by readKey, and read back as the same replies", () => {
    const text = writeCarriedReplies({ replies, leadImages: [] });
    const document = parse(`<!doctype html><head>${text}</head>`);
    expect(Object.keys(jsonOf(document, PAGE_DATA_ELEMENT_ID) as object)).toEqual(['Product/list?page=1&type=1', 'WebSite/copyright']);
    expect(jsonOf(document, PAGE_DATA_ELEMENT_ID)).toEqual(replies);
    expect(text).not.toMatch(/<\/title>|<!--|\u2028|\u2029/);
    expect(injected(document)).toEqual([]);
  });

  it('preload their lead images first, once each, for a path on this site or an http(s) URL only', () => {
    const leadImages = [
      '/media/banner.jpg',
      'https://cdn.example/hero.webp',
      '/media/banner.jpg',
      '//elsewhere.example/x.jpg',
      'javascript:alert(1)',
      'data:image/png;base64,AAAA',
      'media/relative.jpg',
      `/media/a.jpg?x="${HOSTILE}`,
    ];
    const text = writeCarriedReplies({ replies, leadImages });
    const document = parse(`<!doctype html><head>${text}</head>`);
    expect(headPreloads(document, 'image')).toEqual(['/media/banner.jpg', 'https://cdn.example/hero.webp', `/media/a.jpg?x="${HOSTILE}`]);
    expect([...document.querySelectorAll('link')].every((link) => link.getAttribute('fetchpriority') === 'high')).toBe(true);
    expect(text.indexOf('<link')).toBeLessThan(text.indexOf(`<script id="${PAGE_DATA_ELEMENT_ID}"`));
    expect(injected(document)).toEqual([]);
  });

  it('write nothing when there is nothing to carry, and only the preloads when no reply came', () => {
    expect(writeCarriedReplies(NO_CARRIED_REPLIES)).toBe('');
    const onlyImages: CarriedReplies = { replies: {}, leadImages: ['/media/banner.jpg'] };
    expect(writeCarriedReplies(onlyImages)).toBe('<link rel="preload" as="image" href="/media/banner.jpg" fetchpriority="high">');
  });
});

describe('the visitor parts', () => {
  const modules: PageModule[] = [
    { remote: 'mf_news', module: 'NewsListPage' },
    { remote: 'mf_catalog', module: 'FeaturedProducts' },
    // A remote the manifest does not list: nothing to preload.
    { remote: 'mf_account', module: 'LoginPage' },
  ];

  it('carry the manifest in an element the shell finds by id, which reads back as the same manifest', () => {
    const manifest = manifestOf({ mf_news: { version: HOSTILE, entry: '/remotes/mf-news/x/remoteEntry.js' } });
    const parts = writeVisitorParts(modules, manifest, releaseFiles);
    expect(parts.head).not.toMatch(/<\/title>|<!--|\u2028|\u2029/);
    const document = parse(`<!doctype html><head>${parts.head}${parts.late}</head>`);
    expect(jsonOf(document, INLINE_MANIFEST_ID)).toEqual(manifest);
    expect(injected(document)).toEqual([]);
  });

  it("preload the remoteEntry.js of each remote the page mounts in `head`, the modules' styles then scripts in `late`", () => {
    const manifest = manifestOf({
      mf_news: release('mf-news', '1.1.0'),
      mf_catalog: release('mf-catalog', '2.0.0'),
      mf_support: release('mf-support', '1.0.0'),
    });
    const parts = writeVisitorParts(modules, manifest, releaseFiles);
    const head = parse(`<!doctype html><head>${parts.head}</head>`);
    expect(headPreloads(head, 'script')).toEqual(['/remotes/mf-news/1.1.0/remoteEntry.js', '/remotes/mf-catalog/2.0.0/remoteEntry.js']);
    expect(parts.late).toBe(
      '<link rel="preload" as="style" href="/remotes/mf-news/1.1.0/list.css"><link rel="preload" as="script" href="/remotes/mf-news/1.1.0/list.js">',
    );
  });

  it('preload no entry that is neither a path on this site nor an http(s) URL, and escape the ones they name', () => {
    const hostileEntry = `/remotes/mf-news/x/remoteEntry.js?v="><script>window.owned=4</script>`;
    for (const entry of ['javascript:alert(1)', '//elsewhere.example/remoteEntry.js', 'data:text/javascript,1']) {
      const parts = writeVisitorParts(modules, manifestOf({ mf_news: { version: '1.0.0', entry } }), releaseFiles);
      expect({ entry, head: headPreloads(parse(`<!doctype html><head>${parts.head}</head>`), 'script'), late: parts.late }).toEqual({
        entry,
        head: [],
        late: '',
      });
    }
    const parts = writeVisitorParts(modules, manifestOf({ mf_news: { version: '1.0.0', entry: hostileEntry } }), releaseFiles);
    const document = parse(`<!doctype html><head>${parts.head}</head>`);
    expect(headPreloads(document, 'script')).toEqual([hostileEntry]);
    expect(injected(document)).toEqual([]);
  });
});

describe('the assembled document', () => {
  const manifest = manifestOf({ mf_news: release('mf-news', '1.1.0') });
  const visitor = writeVisitorParts([{ remote: 'mf_news', module: 'NewsListPage' }], manifest, releaseFiles);
  const carried: CarriedReplies = { replies: { [readKey('Article/list')]: { total: 1 } }, leadImages: ['/media/lead.jpg'] };
  const page = renderPage(seoOf({ jsonLd: [{ '@type': 'Thing', name: 'x' }] }), SITE);
  const text = assembleDocument(TEMPLATE, page, visitor, carried);
  const at = (fragment: string) => {
    const index = text.indexOf(fragment);
    if (index === -1) throw new Error(`The document has no ${fragment}`);
    return index;
  };

  it("puts the page's head and the manifest before the shell's first script, so the manifest is there when it runs", () => {
    expect(at('<title>Managed switches | Ferrolink</title>')).toBeLessThan(at(`<script id="${INLINE_MANIFEST_ID}"`));
    expect(at(`<script id="${INLINE_MANIFEST_ID}"`)).toBeLessThan(at('/remotes/mf-news/1.1.0/remoteEntry.js'));
    expect(at('/remotes/mf-news/1.1.0/remoteEntry.js')).toBeLessThan(at('<script defer src=/main.0123abcd.js>'));
    // The build's own title and description are gone: the page wrote its own.
    expect(text).not.toContain('<title>Ferrolink</title>');
    expect(text).not.toContain('Build text.');
  });

  it("puts the modules' files after the shell's own preloads, then the carried replies, all before </head>", () => {
    const headEnd = at('</head>');
    expect(at('/vendor.0123abcd.js')).toBeLessThan(at('/remotes/mf-news/1.1.0/list.css'));
    expect(at('/remotes/mf-news/1.1.0/list.js')).toBeLessThan(at('href="/media/lead.jpg"'));
    expect(at('href="/media/lead.jpg"')).toBeLessThan(at(`<script id="${PAGE_DATA_ELEMENT_ID}"`));
    expect(at(`<script id="${PAGE_DATA_ELEMENT_ID}"`)).toBeLessThan(headEnd);
  });

  it("writes the page's head and structured data only: no second copy of its content, no style of its own", () => {
    const crumbed = renderPage(seoOf({ breadcrumbs: [{ name: 'Home', path: '/index' }, { name: 'Managed switches' }] }), SITE);
    expect(Object.keys(crumbed).sort()).toEqual(['head', 'status', 'structuredData']);
    const document = parse(assembleDocument(TEMPLATE, crumbed, { head: '', late: '' }, NO_CARRIED_REPLIES));
    // The content a visitor sees is the app's own, rendered into the root element: the page adds nothing to the body.
    expect(document.querySelectorAll('style, nav, main, h1, a')).toHaveLength(0);
    expect([...document.body.querySelectorAll('script')].every((script) => script.type === 'application/ld+json')).toBe(true);
  });

  it('puts the structured data before </body> and drops the no-JavaScript note', () => {
    const document = parse(text);
    expect(document.documentElement.getAttribute('lang')).toBe('en');
    expect(text).not.toContain('This website needs JavaScript.');
    expect(at('application/ld+json')).toBeGreaterThan(at('<div id=root>'));
    expect(at('application/ld+json')).toBeLessThan(at('</body>'));
  });
});

describe("the shell's table of the modules each page mounts", () => {
  it('is read by either name of a remote, and nothing else', () => {
    const table = parsePageModules(
      JSON.stringify({
        '/index': [
          { remote: 'mf_catalog', module: 'FeaturedProducts' },
          { remote: 'mf-solutions', module: 'SolutionsAccordion' },
          { remote: 'mf_nothing', module: 'Page' },
          { remote: 'mf_news' },
          'mf_news',
          7,
        ],
        '/about': 'mf_news',
        '/support': [{ remote: 'mf_support', module: 'SupportPage' }],
      }),
    );
    expect([...table]).toEqual([
      [
        '/index',
        [
          { remote: 'mf_catalog', module: 'FeaturedProducts' },
          { remote: 'mf_solutions', module: 'SolutionsAccordion' },
        ],
      ],
      ['/support', [{ remote: 'mf_support', module: 'SupportPage' }]],
    ]);
    expect(parsePageModules('["/index"]').size).toBe(0);
    expect(() => parsePageModules('{"/index": [')).toThrow();
  });
});

describe('the template of pages drawn on the server', () => {
  const SHELL =
    '<!doctype html><html lang=en><head><title>x</title><script defer src=/main.1.js></script><link rel=preload href=/shell-styles.2.css as=style><link rel=preload href=/3.js as=script><link rel="preload" as="style" href="/4.css"></head><body><div id=root></div></body></html>';

  it("links the shell's stylesheets, which the build preloads for its script, and keeps the script preloads", () => {
    const drawn = new JSDOM(fillTemplate(prepareTemplate(SHELL, { linkStylesheets: true }), renderPage(seoOf(), SITE))).window.document;
    expect([...drawn.querySelectorAll('link[rel="stylesheet"]')].map((link) => link.getAttribute('href'))).toEqual(['/shell-styles.2.css', '/4.css']);
    expect([...drawn.querySelectorAll('link[rel="preload"]')].map((link) => link.getAttribute('href'))).toEqual(['/3.js']);
    // The page is painted without its scripts: they are asked for after what the first screen shows.
    expect(drawn.querySelector('link[rel="preload"]')?.getAttribute('fetchpriority')).toBe('low');
    expect(drawn.querySelector('script[src="/main.1.js"]')?.hasAttribute('fetchpriority')).toBe(false);
  });

  it('puts a stylesheet in the page when its text can go there, and links one that could end the element or names a relative file', () => {
    const texts: Record<string, string> = {
      '/shell-styles.2.css': '.a{color:red;background:url("data:image/svg+xml;utf8,<svg/>")}',
      '/4.css': '.b{background:url(img/x.png)}',
    };
    const drawn = new JSDOM(
      fillTemplate(prepareTemplate(SHELL, { linkStylesheets: true, stylesheetText: (address) => texts[address] }), renderPage(seoOf(), SITE)),
    ).window.document;
    const styles = [...drawn.querySelectorAll('head style[data-href]')];
    // data-href is the file's name, which mini-css-extract's runtime compares before it fetches a stylesheet again.
    expect(styles.map((style) => [style.getAttribute('data-href'), style.textContent])).toEqual([
      ['shell-styles.2.css', texts['/shell-styles.2.css']],
    ]);
    const links = [...drawn.querySelectorAll('link[rel="stylesheet"]')];
    expect(links.map((link) => [link.getAttribute('href'), link.getAttribute('data-href')])).toEqual([['/4.css', '4.css']]);
    expect(inlinableStylesheet('p{}</style><script>alert(1)</script>')).toBeUndefined();
    expect(inlinableStylesheet('@import "x.css";')).toBeUndefined();
  });

  it('leaves them preloaded for pages the browser draws (SSR=off)', () => {
    const drawn = new JSDOM(fillTemplate(prepareTemplate(SHELL), renderPage(seoOf(), SITE))).window.document;
    expect(drawn.querySelectorAll('link[rel="stylesheet"]')).toHaveLength(0);
    expect(drawn.querySelectorAll('link[rel="preload"][as="style"]')).toHaveLength(2);
  });
});

describe('a page drawn on the server', () => {
  const manifest = manifestOf({ mf_news: release('mf-news', '1.1.0') });
  const visitor = writeVisitorParts([{ remote: 'mf_news', module: 'NewsListPage' }], manifest, releaseFiles);
  const body: ServerRenderedBody = { html: '<main><h1>News</h1></main>', state: { device: 'mobile', sections: {} } };
  const text = assembleDocument(TEMPLATE, renderPage(seoOf(), SITE), visitor, NO_CARRIED_REPLIES, body);

  it('asks for no script in its HTML: the entry script becomes the starter, which carries every script to fetch', () => {
    const document = parse(text);
    expect(document.querySelectorAll('script[src], link[rel="preload"][as="script"]')).toHaveLength(0);
    const starter = document.getElementById(SCRIPT_START_ELEMENT_ID);
    expect(starter?.parentElement?.tagName).toBe('HEAD');
    expect(starter?.getAttribute('data-src')).toBe('/main.0123abcd.js');
    // The remote's entry, the shell's own chunks, then the module's files, in the order the page listed them.
    expect(starter?.getAttribute('data-preload')?.split(' ')).toEqual([
      '/remotes/mf-news/1.1.0/remoteEntry.js',
      '/vendor.0123abcd.js',
      '/remotes/mf-news/1.1.0/list.js',
    ]);
    // The root and the stylesheets are untouched: the page is drawn and styled without a script.
    expect(document.querySelector('#root h1')?.textContent).toBe('News');
    expect(headPreloads(document, 'style')).toEqual(['/remotes/mf-news/1.1.0/list.css']);
  });

  it('runs the one inline script the Content-Security-Policy allows by its hash', () => {
    const starter = parse(text).getElementById(SCRIPT_START_ELEMENT_ID);
    expect(starter?.textContent).toBe(SCRIPT_START_CODE);
    expect(SCRIPT_START_SOURCE).toBe(
      `'sha256-${createHash('sha256')
        .update(starter?.textContent ?? '')
        .digest('base64')}'`,
    );
  });

  it('starts the scripts once the page has loaded and been painted, the preloads first, the entry in order', async () => {
    const dom = new JSDOM(text, { runScripts: 'dangerously', pretendToBeVisual: true });
    const added = () => [...dom.window.document.querySelectorAll('script[src], link[rel="preload"][as="script"]')];
    // Parsed, not loaded yet: nothing asked for.
    expect(dom.window.document.readyState).not.toBe('complete');
    expect(added()).toHaveLength(0);
    await new Promise<void>((resolve) => dom.window.addEventListener('load', () => resolve()));
    expect(added()).toHaveLength(0);
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(added().map((element) => element.getAttribute('href') ?? element.getAttribute('src'))).toEqual([
      '/remotes/mf-news/1.1.0/remoteEntry.js',
      '/vendor.0123abcd.js',
      '/remotes/mf-news/1.1.0/list.js',
      '/main.0123abcd.js',
    ]);
    expect((dom.window.document.querySelector('script[src]') as HTMLScriptElement).async).toBe(false);
    dom.window.close();
  });

  it('keeps the scripts of a page the browser draws as the build wrote them', () => {
    const drawnByBrowser = parse(assembleDocument(TEMPLATE, renderPage(seoOf(), SITE), visitor, NO_CARRIED_REPLIES));
    expect(drawnByBrowser.getElementById(SCRIPT_START_ELEMENT_ID)).toBeNull();
    expect(drawnByBrowser.querySelector('script[src]')?.getAttribute('src')).toBe('/main.0123abcd.js');
    expect(headPreloads(drawnByBrowser, 'script')).toHaveLength(3);
  });
});
