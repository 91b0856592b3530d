import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { REPO_ROOT } from '../../config';
import { SPA_ROUTES } from '../../lib/spa-routes';
import { fillTemplate, prepareTemplate, type PageTemplate, type RenderedPage, type VisitorParts } from '../../services/pages';
import { PAGE_DATA_ELEMENT_ID, readKey } from '../../contracts/first-reads';
import { firstReadsOf } from '../../services/pages/first-reads';
import { readPreviewToken } from '../../services/rollouts/preview-token';
import { issueLoadTicket } from '../../services/rollouts/load-ticket';
import { LOAD_TICKET_TIMING_NAME } from '../../contracts/load-report';
import { createShortLivedCache } from '../../lib/short-lived-cache';
import { CachedReply } from '../../lib/reply-cache';
import { CACHED_READ_ROUTE, sendEncoded } from '../../lib/send-cached-reply';
import type { RemotesManifest, RolloutSnapshot, VisitorContext } from '../../services/rollouts/snapshot';
import { federationNameOf, isRemoteDir, remoteDirOf, REMOTES } from '../../lib/remotes';
import seoPlugin from './seo';

/** The first-party cookie with the visitor's random id: the server decides each visitor's releases from it. */
export const VISITOR_COOKIE = 'fl_visitor';
/** The cookie with the release previews this browser opened (signed tokens joined by `|`). */
export const PREVIEW_COOKIE = 'fl_preview';
/** The query parameter of a preview link: a signed token, or `clear` to end every preview of this browser. */
export const PREVIEW_PARAMETER = 'release-preview';
/** The id of the element that carries the visitor's remotes manifest inside each page. */
export const INLINE_MANIFEST_ID = 'ferrolink-remotes';

/** 16 random bytes in base64url: what the server writes, and the only thing it accepts back as a visitor id. */
const VISITOR_ID = /^[A-Za-z0-9_-]{22}$/;
const VISITOR_ID_BYTES = 16;
/** New ids are cut from random bytes drawn this many at a time: one call into the system's generator per 256 first visits. */
const VISITOR_ID_POOL_BYTES = VISITOR_ID_BYTES * 256;
let visitorIdPool = Buffer.alloc(0);
let visitorIdPoolAt = 0;

/** A new visitor id: 16 bytes from the cryptographic generator, each byte used once, in base64url. */
function newVisitorId(): string {
  if (visitorIdPoolAt + VISITOR_ID_BYTES > visitorIdPool.length) {
    visitorIdPool = crypto.randomFillSync(Buffer.allocUnsafe(VISITOR_ID_POOL_BYTES));
    visitorIdPoolAt = 0;
  }
  const id = visitorIdPool.toString('base64url', visitorIdPoolAt, visitorIdPoolAt + VISITOR_ID_BYTES);
  visitorIdPoolAt += VISITOR_ID_BYTES;
  return id;
}
/** The fl_visitor cookie lives a year: long enough that a visitor stays on one release of a section (the privacy notice says so). */
export const VISITOR_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;
/** One preview per remote is all a browser keeps; more tokens than this in the cookie are not read. */
const MAX_PREVIEW_TOKENS = REMOTES.length * 2;
/** A release entry the page may name in a preload: a path on this site or an http(s) URL, nothing else. */
const PRELOADABLE = /^(https?:\/\/|\/(?!\/))/i;
/**
 * How often, at most, the shell's build artefacts are looked at again (ms): a shell rebuilt on a running server is
 * served within this time, and a page costs no file-system call.
 */
const BUILD_RECHECK_MS = 1000;
/**
 * How long the replies a page carries are kept assembled (ms). They come from the API's reply caches, which see a
 * re-import within a second; kept one more second, a page carries the new content within two.
 */
const PAGE_DATA_TTL_MS = 1000;
/** Distinct pages whose carried replies are kept (a few KB each); hostile query variety only evicts. */
const MAX_PAGE_DATA_ENTRIES = 500;
/** Visitor parts kept per rollout snapshot: one per page and combination of releases a visitor may get. */
const MAX_VISITOR_PARTS = 1000;
/** Written pages kept per visitor parts (one per address with its query); hostile query variety only evicts. */
const MAX_DOCUMENTS_PER_PARTS = 200;
/** The shell's router sends `/` and `/home` on to the home page, so they mount what `/index` mounts. */
const SAME_PAGE_AS: Readonly<Record<string, string>> = { '/': '/index', '/home': '/index' };

declare module 'fastify' {
  interface FastifyInstance {
    /** The 404 page: the shell's index.html as built with the not-found head (noindex), or null when the shell is not built. */
    shellPage: () => string | null;
  }
}

/**
 * The file the shell's build writes beside its index.html, derived from the shell's route table and home page: each
 * page address and the remote modules it mounts when it opens,
 * `{ "/newsList": [{ "remote": "mf_news", "module": "NewsListPage" }], ... }`. The server keeps no copy of that
 * table: without the file, pages are sent without remote preloads.
 */
export const PAGE_MODULES_FILE = 'page-modules.json';

/** One remote module a page mounts: the remote by federation name (mf_news), the exposed module's name. */
export interface PageModule {
  remote: string;
  module: string;
}

/** The page -> modules table of PAGE_MODULES_FILE, remotes by federation name; entries naming no known remote are left out. */
export function parsePageModules(text: string): ReadonlyMap<string, readonly PageModule[]> {
  const pages = new Map<string, readonly PageModule[]>();
  const table: unknown = JSON.parse(text);
  if (!table || typeof table !== 'object' || Array.isArray(table)) return pages;
  for (const [route, modules] of Object.entries(table)) {
    if (!Array.isArray(modules)) continue;
    const known: PageModule[] = [];
    for (const entry of modules as unknown[]) {
      if (!entry || typeof entry !== 'object') continue;
      const { remote, module } = entry as Record<string, unknown>;
      const name = typeof remote === 'string' ? federationNameOf(remote) : undefined;
      if (name && typeof module === 'string' && module !== '') known.push({ remote: name, module });
    }
    pages.set(route, known);
  }
  return pages;
}

/**
 * A build artefact read again only when its modification time changes, looked at no more than once per
 * BUILD_RECHECK_MS: a shell rebuilt on a running server is served within that time, and in between a request costs
 * no file-system call. `fallback` while it is missing.
 */
function fileReader<T>(file: string, parse: (text: string) => T, fallback: T, onError: (error: unknown) => void): () => T {
  let cached: { mtimeMs: number; value: T } | null = null;
  let lookedAt = Number.NEGATIVE_INFINITY;
  let current = fallback;
  return () => {
    const time = Date.now();
    if (time - lookedAt < BUILD_RECHECK_MS) return current;
    lookedAt = time;
    current = readIfChanged();
    return current;
  };

  function readIfChanged(): T {
    let mtimeMs: number;
    try {
      mtimeMs = fs.statSync(file).mtimeMs;
    } catch {
      cached = null;
      return fallback;
    }
    if (!cached || cached.mtimeMs !== mtimeMs) {
      let value = fallback;
      try {
        value = parse(fs.readFileSync(file, 'utf8'));
      } catch (error) {
        onError(error);
      }
      cached = { mtimeMs, value };
    }
    return cached.value;
  }
}

/**
 * JSON that can sit inside <script type="application/json">: no `<` (so no `</script>` or `<!--` can end or bend the
 * block), no `>` or `&`, and no U+2028/U+2029, escaped as \uXXXX, which JSON.parse reads back as the same text.
 */
export function jsonForScriptElement(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function safeDecode(text: string): string | undefined {
  try {
    return decodeURIComponent(text);
  } catch {
    return undefined;
  }
}

/**
 * The values of `release-preview` in a request's query and the query without them, segment by segment, so the
 * other parameters reach the redirect exactly as they were sent. A value is percent-decoded without reading `+` as
 * a space: a version's build metadata (`1.1.0+ab12cd34`) arrives whole however the link was written.
 */
export function takePreviewParameter(url: string): { values: string[]; rest: string } | undefined {
  const queryAt = url.indexOf('?');
  if (queryAt === -1) return undefined;
  const values: string[] = [];
  const kept: string[] = [];
  for (const segment of url.slice(queryAt + 1).split('&')) {
    const equals = segment.indexOf('=');
    const key = equals === -1 ? segment : segment.slice(0, equals);
    if (safeDecode(key) === PREVIEW_PARAMETER) values.push(safeDecode(equals === -1 ? '' : segment.slice(equals + 1)) ?? '');
    else if (segment !== '') kept.push(segment);
  }
  return values.length > 0 ? { values, rest: kept.join('&') } : undefined;
}

/** A preview token of the cookie that still holds: its text, and the release and expiry it signs. */
interface HeldPreview {
  token: string;
  version: string;
  expiresAt: number;
}

/** The tokens of a preview cookie whose signature holds and which have not expired, by remote folder name (the last one of each). */
function readPreviewCookie(secret: string, raw: string | undefined, now: number): Map<string, HeldPreview> {
  const held = new Map<string, HeldPreview>();
  if (!raw) return held;
  for (const token of raw.split('|').slice(0, MAX_PREVIEW_TOKENS)) {
    const grant = readPreviewToken(secret, token, now);
    if (grant && isRemoteDir(grant.remote)) held.set(grant.remote, { token, version: grant.version, expiresAt: grant.expiresAt });
  }
  return held;
}

/** Registers the page documents: the shell's HTML written for each visitor, and /remotes.json. */
function pageDocuments(app: FastifyInstance): void {
  const shellIndex = path.join(REPO_ROOT, 'shell', 'dist', 'index.html');
  const pageModulesFile = path.join(REPO_ROOT, 'shell', 'dist', PAGE_MODULES_FILE);
  const secureCookies = app.config.siteUrl.startsWith('https://');
  const cookieOptions = { path: '/', sameSite: 'lax', httpOnly: true, secure: secureCookies } as const;

  const template = fileReader<PageTemplate | null>(shellIndex, prepareTemplate, null, () => undefined);
  const pageModules = fileReader<ReadonlyMap<string, readonly PageModule[]>>(pageModulesFile, parsePageModules, new Map(), (error) =>
    app.log.warn({ err: error }, `shell/dist/${PAGE_MODULES_FILE} is not valid JSON: pages are sent without remote preloads`),
  );

  // The 404 page is the same for everyone (no manifest: the shell asks /remotes.json): written once per template.
  let notFoundPage: { page: PageTemplate; html: string } | undefined;
  app.decorate('shellPage', () => {
    const page = template();
    if (!page) return null;
    if (notFoundPage?.page !== page) notFoundPage = { page, html: fillTemplate(page, app.seo.notFound()) };
    return notFoundPage.html;
  });

  // The visitor cookie's attributes, written once: a first visit costs a string join, not a cookie serialisation.
  const visitorCookieAttributes = `; Max-Age=${VISITOR_COOKIE_MAX_AGE_S}; Path=/; HttpOnly; SameSite=Lax${secureCookies ? '; Secure' : ''}`;

  /** The visitor's id from the cookie; a new one (and the cookie) when the request has none or a malformed one. */
  const visitorId = (request: FastifyRequest, reply: FastifyReply): string => {
    const current = request.cookies[VISITOR_COOKIE];
    if (current !== undefined && VISITOR_ID.test(current)) return current;
    const id = newVisitorId();
    // The id is base64url, which a cookie value may hold as it is. Nothing else on these replies sets a cookie.
    reply.header('Set-Cookie', `${VISITOR_COOKIE}=${id}${visitorCookieAttributes}`);
    return id;
  };

  /**
   * Who the request is for: its visitor id, and the previews of its cookie that still count (valid, and naming a
   * release this snapshot knows; a token for a release this process has not read yet counts a second later).
   */
  const visitorContext = (request: FastifyRequest, reply: FastifyReply, snapshot: RolloutSnapshot): VisitorContext => {
    const previews = new Map<string, string>();
    const held = readPreviewCookie(app.config.sessionSecret, request.cookies[PREVIEW_COOKIE], app.clock.now().getTime());
    for (const [remote, { version }] of held) {
      if (snapshot.releases.has(`${remote}@${version}`)) previews.set(remote, version);
    }
    return { visitorId: visitorId(request, reply), previews };
  };

  /**
   * A preview link: `clear` ends every preview of this browser, a valid token adds (or replaces) the preview of its
   * remote. Either way the cookie is written and the browser sent to the same address without the parameter (the
   * link is not left in its history or bookmarks). Nothing valid: false, and the page is served as usual.
   */
  const applyPreviewLink = (request: FastifyRequest, reply: FastifyReply, route: string): boolean => {
    const parameter = takePreviewParameter(request.url);
    if (!parameter) return false;
    const now = app.clock.now().getTime();
    let tokens = readPreviewCookie(app.config.sessionSecret, request.cookies[PREVIEW_COOKIE], now);
    let applied = false;
    for (const value of parameter.values) {
      if (value === 'clear') {
        tokens = new Map();
        applied = true;
        continue;
      }
      const grant = readPreviewToken(app.config.sessionSecret, value, now);
      if (!grant || !isRemoteDir(grant.remote)) continue;
      tokens.set(grant.remote, { token: value, version: grant.version, expiresAt: grant.expiresAt });
      applied = true;
    }
    if (!applied) return false;
    if (tokens.size === 0) reply.clearCookie(PREVIEW_COOKIE, cookieOptions);
    else {
      const lastExpiry = Math.max(...[...tokens.values()].map((entry) => entry.expiresAt));
      const value = [...tokens.values()].map((entry) => entry.token).join('|');
      reply.setCookie(PREVIEW_COOKIE, value, { ...cookieOptions, maxAge: Math.max(1, Math.ceil((lastExpiry - now) / 1000)) });
    }
    void reply.header('Cache-Control', 'private, no-store').redirect(parameter.rest ? `${route}?${parameter.rest}` : route, 302);
    return true;
  };

  /**
   * The visitor's part of a page. `head`: the manifest, and the preload of the remoteEntry.js of the release of each
   * remote the page mounts that this visitor gets. `late`, placed after the shell's own preloads so the shell's files
   * are asked for first: the preloads of the stylesheets and scripts those modules need before they run. (Chromium
   * hands a preload that failed to the first element that asks for its address; the shell takes the preloads of a
   * section before its Retry, see settlePagePreloads in shell/src/remotes/remote-loader.ts.)
   */
  const writeVisitorParts = (route: string, snapshot: RolloutSnapshot, manifest: RemotesManifest): VisitorParts => {
    const entries = new Set<string>();
    const styles = new Set<string>();
    const scripts = new Set<string>();
    for (const { remote, module } of pageModules().get(SAME_PAGE_AS[route] ?? route) ?? []) {
      const assigned = manifest.remotes[remote]?.assigned;
      const dir = remoteDirOf(remote);
      if (!assigned || !dir || !PRELOADABLE.test(assigned.entry)) continue;
      entries.add(assigned.entry);
      const files = snapshot.moduleFiles(dir, assigned, module);
      for (const style of files.styles) styles.add(style);
      for (const script of files.scripts) scripts.add(script);
    }
    let head = `<script id="${INLINE_MANIFEST_ID}" type="application/json">${jsonForScriptElement(manifest)}</script>`;
    for (const entry of entries) head += `<link rel="preload" as="script" href="${escapeAttribute(entry)}">`;
    let late = '';
    for (const style of styles) late += `<link rel="preload" as="style" href="${escapeAttribute(style)}">`;
    for (const script of scripts) late += `<link rel="preload" as="script" href="${escapeAttribute(script)}">`;
    return { head, late };
  };

  // A snapshot and the releases a visitor gets decide the manifest, so every visitor who gets the same releases on
  // the same page gets the same parts: they are written once per snapshot (and shell build) and combination.
  const keptParts = new WeakMap<RolloutSnapshot, { modules: ReadonlyMap<string, readonly PageModule[]>; parts: Map<string, VisitorParts> }>();
  const visitorParts = (route: string, snapshot: RolloutSnapshot, manifest: RemotesManifest): VisitorParts => {
    const modules = pageModules();
    let kept = keptParts.get(snapshot);
    if (!kept || kept.modules !== modules || kept.parts.size >= MAX_VISITOR_PARTS) {
      kept = { modules, parts: new Map() };
      keptParts.set(snapshot, kept);
    }
    let key = route;
    for (const [name, remote] of Object.entries(manifest.remotes)) key += `|${name}:${remote.assigned.channel}:${remote.assigned.version}`;
    let parts = kept.parts.get(key);
    if (!parts) {
      parts = writeVisitorParts(route, snapshot, manifest);
      kept.parts.set(key, parts);
    }
    return parts;
  };

  /**
   * The replies of the reads the page makes when it opens (services/page-data.ts), answered by this app's own routes
   * (from their reply cache) and written into the page: `{ [readKey]: response }`, replies with code 200 only. The
   * browser's API client hands each out once instead of asking for it. Before them, the preload of the pictures those
   * replies put at the top of the page (its largest paint on a phone), asked for at the highest priority.
   */
  const writePageData = async (reads: ReadonlyArray<{ key: string; leadImage?: (response: unknown) => unknown }>): Promise<string> => {
    const replies: Record<string, unknown> = {};
    const images = new Set<string>();
    await Promise.all(
      reads.map(async ({ key, leadImage }) => {
        const reply = await app.inject({ method: 'GET', url: `/api/${key}` });
        if (reply.statusCode !== 200) return;
        const body: unknown = reply.json();
        if (!body || typeof body !== 'object' || (body as { code?: unknown }).code !== 200) return;
        const response = (body as { response?: unknown }).response;
        replies[key] = response;
        const image = leadImage?.(response);
        if (typeof image === 'string' && PRELOADABLE.test(image)) images.add(image);
      }),
    );
    let inserted = '';
    for (const image of images) inserted += `<link rel="preload" as="image" href="${escapeAttribute(image)}" fetchpriority="high">`;
    if (Object.keys(replies).length > 0) {
      inserted += `<script id="${PAGE_DATA_ELEMENT_ID}" type="application/json">${jsonForScriptElement(replies)}</script>`;
    }
    return inserted;
  };

  // The same reads give the same text for every visitor: assembled at most once a second per page (see PAGE_DATA_TTL_MS).
  const keptPageData = createShortLivedCache<string>({ ttlMs: PAGE_DATA_TTL_MS, maxEntries: MAX_PAGE_DATA_ENTRIES });
  const pageData = (route: string, query: URLSearchParams): Promise<string> => {
    const reads = firstReadsOf(SAME_PAGE_AS[route] ?? route, query).map(({ read, leadImage }) => ({
      key: readKey(read.path, read.params),
      leadImage,
    }));
    return keptPageData.get(reads.map((read) => read.key).join('\n'), () => writePageData(reads));
  };

  /**
   * The load ticket of this page load (services/rollouts/load-ticket.ts): the releases this response gave, signed,
   * in a `Server-Timing` entry, so that the page's load reports count. A header, because the page's text is kept and
   * compressed once for every visitor who gets the same releases; the browser reads the navigation's (or the
   * /remotes.json reply's) timing entry. Base64url and a dot need no quoting, which keeps it a plain token.
   */
  const sendLoadTicket = (reply: FastifyReply, snapshot: RolloutSnapshot, manifest: RemotesManifest): void => {
    const ticket = issueLoadTicket(app.config.sessionSecret, snapshot.ticketReleases(manifest), app.clock.now().getTime());
    reply.header('Server-Timing', `${LOAD_TICKET_TIMING_NAME};desc=${ticket}`);
  };

  app.get('/remotes.json', async (request, reply) => {
    const snapshot = app.rollout();
    const manifest = snapshot.manifestFor(visitorContext(request, reply, snapshot));
    // Per visitor, and read once per page load: no cache may keep it or hand it to another visitor.
    reply.header('Cache-Control', 'private, no-store').header('Vary', 'Cookie');
    sendLoadTicket(reply, snapshot, manifest);
    return manifest;
  });

  // The shell's HTML file is a build artefact, not a page: its address leads to the home page.
  app.get('/index.html', async (_request, reply) => reply.redirect('/index', 301));

  /**
   * A page's whole text and its compressed forms, kept with what it was written from. Its body differs between
   * visitors only by the releases they get (the visitor's id travels in a cookie header, not in the page), so the
   * visitors who get the same releases share it: a page is written and compressed once per page address, releases and
   * version of its parts, then sent from here. Kept beside the visitor parts it was written with, so a new rollout
   * snapshot starts afresh.
   */
  interface KeptDocument {
    template: PageTemplate;
    seo: RenderedPage;
    carried: string;
    text: CachedReply;
  }
  const keptDocuments = new WeakMap<VisitorParts, Map<string, KeptDocument>>();
  const pageDocument = (address: string, template: PageTemplate, seo: RenderedPage, parts: VisitorParts, carried: string): CachedReply => {
    let documents = keptDocuments.get(parts);
    if (!documents || documents.size >= MAX_DOCUMENTS_PER_PARTS) {
      documents = new Map();
      keptDocuments.set(parts, documents);
    }
    const kept = documents.get(address);
    if (kept && kept.template === template && kept.seo === seo && kept.carried === carried) return kept.text;
    const text = new CachedReply(fillTemplate(template, seo, { head: parts.head, late: parts.late + carried }));
    documents.set(address, { template, seo, carried, text });
    return text;
  };

  for (const route of SPA_ROUTES) {
    app.get(route, CACHED_READ_ROUTE, async (request, reply) => {
      const page = template();
      if (!page) return reply.code(503).type('text/plain').send('The site is being built. Run npm start, which builds it first.');
      if (applyPreviewLink(request, reply, route)) return reply;
      const snapshot = app.rollout();
      const queryAt = request.url.indexOf('?');
      // The page's own head and content (services/seo/pages.ts); an id that names nothing answers 404 with the same app.
      const query = new URLSearchParams(queryAt === -1 ? '' : request.url.slice(queryAt + 1));
      const seo = await app.seo.page(route, query);
      const manifest = snapshot.manifestFor(visitorContext(request, reply, snapshot));
      const visitor = visitorParts(route, snapshot, manifest);
      sendLoadTicket(reply, snapshot, manifest);
      // A page that is not there (404) shows no data of its own.
      const carried = seo.status === 200 ? await pageData(route, query) : '';
      const html = pageDocument(queryAt === -1 ? route : `${route}${request.url.slice(queryAt)}`, page, seo, visitor, carried);
      // The document names this visitor's releases: revalidated on every load, never shared between visitors.
      reply.code(seo.status).header('Cache-Control', 'private, no-cache').header('Vary', 'Cookie, Accept-Encoding').type('text/html; charset=utf-8');
      return sendEncoded(request, reply, html);
    });
  }
}

/**
 * The page documents: every page address answers the shell's HTML written for its visitor (the page's own head,
 * structured data and content for crawlers from services/seo, the remotes manifest inside it, the preload of the
 * releases its page mounts), /remotes.json the same manifest, and preview links set the preview cookie. The visitor id and the preview tokens come from first-party cookies set here.
 */
export default fp(
  async function pageDocumentPlugin(app) {
    await app.register(seoPlugin);
    pageDocuments(app);
  },
  { name: 'page-document', dependencies: ['config', 'database', 'rollout', 'external-plugins'] },
);
