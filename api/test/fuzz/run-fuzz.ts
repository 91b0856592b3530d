// Drives the real app with the generator's requests and judges every reply. Shared by the jest test (a short run
// with a fixed seed) and `npm run fuzz` (the same test with a longer run).
import dc from 'node:diagnostics_channel';
import fs from 'node:fs';
import path from 'node:path';
import net from 'node:net';
import zlib from 'node:zlib';
import type { FastifyInstance, FastifyRequest, InjectOptions, RouteOptions } from 'fastify';
import { REPO_ROOT } from '../../src/config';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { signInAs } from '../helpers/sign-in';
import { Random, RequestGenerator, percentEncode, routeKind, validEntries, type FuzzRequest, type FuzzRoute, type JsonSchema } from './generator';

/** Fastify publishes every new instance here before any plugin runs: the one moment an onRoute hook sees every route. */
const INITIALIZATION_CHANNEL = 'fastify.initialization';

/** How long one request may go unanswered before it counts as a hang. A bound, not a speed requirement. */
const REPLY_TIMEOUT_MS = 15_000;
/** The liveness probe after the run: a server that takes longer than this to say its copyright line is as good as dead. */
const ALIVE_TIMEOUT_MS = 5_000;

const routeKey = (method: string, url: string) => `${method} ${url}`;

export interface FuzzTarget {
  app: FastifyInstance;
  /** Every route the app registered, one per method, in registration order. */
  routes: FuzzRoute[];
  /** Public file addresses the site links to (its pages, /remotes.json, API replies): where wildcard routes start. */
  assets: string[];
  host: string;
  port: number;
  /** Requests that matched each route ("GET /api/x"). */
  matched: Map<string, number>;
  /** Requests that got past parsing and validation to each route's handler stage. */
  validated: Map<string, number>;
  /** The route the latest request matched; requests are sent one at a time, so it belongs to the one in flight. */
  lastMatch: { url: string | undefined };
  close: () => Promise<void>;
}

function schemaOf(options: RouteOptions, part: 'querystring' | 'body' | 'params'): JsonSchema | undefined {
  const schema = options.schema as Record<string, unknown> | undefined;
  const value = schema?.[part] ?? (part === 'querystring' ? schema?.query : undefined);
  return value && typeof value === 'object' ? (value as JsonSchema) : undefined;
}

function count(map: Map<string, number>, key: string): void {
  map.set(key, (map.get(key) ?? 0) + 1);
}

/**
 * Builds the real app (seeded SQLite in a temporary folder, static files served, rate limits off so handlers are
 * reached), records its route table as it is built, and listens on a free port for the requests inject would tidy up.
 */
export async function startFuzzTarget(): Promise<FuzzTarget> {
  const routes: FuzzRoute[] = [];
  const matched = new Map<string, number>();
  const validated = new Map<string, number>();
  const lastMatch: { url: string | undefined } = { url: undefined };
  let instance: FastifyInstance | undefined;

  const onInitialization = (message: unknown) => {
    // Only the first instance is the app: plugins may build throwaway instances of their own while it starts.
    if (instance) return;
    instance = (message as { fastify: FastifyInstance }).fastify;
    instance.addHook('onRoute', (options) => {
      for (const method of [options.method].flat()) {
        routes.push({
          method: method.toUpperCase(),
          url: options.url,
          kind: routeKind(options.url),
          querystring: schemaOf(options, 'querystring'),
          body: schemaOf(options, 'body'),
          params: schemaOf(options, 'params'),
        });
      }
    });
    instance.addHook('onRequest', async (request: FastifyRequest) => {
      lastMatch.url = request.routeOptions.url;
      if (request.routeOptions.url !== undefined) count(matched, routeKey(request.method, request.routeOptions.url));
    });
    instance.addHook('preHandler', async (request: FastifyRequest) => {
      if (request.routeOptions.url !== undefined) count(validated, routeKey(request.method, request.routeOptions.url));
    });
  };

  // On a fresh clone the unit tests run before the build: a stand-in page lets the page routes answer as they
  // do on a built site (without one they answer 503, "the site is being built").
  const shellIndex = path.join(REPO_ROOT, 'shell', 'dist', 'index.html');
  const standIn = !fs.existsSync(shellIndex);
  if (standIn) {
    fs.mkdirSync(path.dirname(shellIndex), { recursive: true });
    fs.writeFileSync(shellIndex, '<!doctype html><html lang="en"><head><title>Ferrolink</title></head><body><div id="root"></div></body></html>');
  }
  const removeStandIn = () => {
    if (standIn) fs.rmSync(shellIndex, { force: true });
  };

  dc.subscribe(INITIALIZATION_CHANNEL, onInitialization);
  let testApp: TestApp;
  try {
    testApp = await createTestApp({ rateLimit: false, serveStatic: true });
  } finally {
    dc.unsubscribe(INITIALIZATION_CHANNEL, onInitialization);
  }
  if (instance !== testApp.app) {
    await testApp.close();
    removeStandIn();
    throw new Error('The route table was recorded from another Fastify instance than the app under test.');
  }
  await testApp.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = testApp.app.server.address() as net.AddressInfo;
  const target: FuzzTarget = {
    app: testApp.app,
    routes,
    assets: [],
    host: '127.0.0.1',
    port,
    matched,
    validated,
    lastMatch,
    close: async () => {
      await testApp.close();
      removeStandIn();
    },
  };
  target.assets = await discoverAssets(target);
  // Discovery is not fuzzing: only the fuzzer's own requests count as hits.
  matched.clear();
  validated.clear();
  return target;
}

/** A path with a file name, as the site writes one in HTML attributes and JSON strings. */
const ASSET_PATH = /(?:^|[\s"'=(,])(\/[A-Za-z0-9_\-.~/]*[A-Za-z0-9_\-~]\.[A-Za-z0-9]{1,8})(?=$|[\s"'>),?#])/g;

/** Asks every GET route without parameters, or with plausible ones, and keeps the file addresses the replies name. */
async function discoverAssets(target: FuzzTarget): Promise<string[]> {
  const rng = new Random(1);
  const found = new Set<string>();
  for (const route of target.routes) {
    if (route.method !== 'GET' || route.kind === 'static') continue;
    const query = route.querystring
      ? validEntries(rng, route.querystring, 1)
          .map(([key, value]) => `${percentEncode(key)}=${percentEncode(typeof value === 'string' ? value : JSON.stringify(value))}`)
          .join('&')
      : '';
    const reply = await target.app.inject({ method: 'GET', url: query ? `${route.url}?${query}` : route.url });
    for (const match of reply.body.matchAll(ASSET_PATH)) found.add(match[1] as string);
  }
  const prefixes = target.routes.filter((route) => route.kind === 'static').map((route) => route.url.slice(0, -1));
  return [...found].filter((path) => !path.includes('..') && !path.includes('//') && prefixes.some((prefix) => path.startsWith(prefix))).sort();
}

// ---------------------------------------------------------------------------------------------------------------
// Sending

export interface Reply {
  status?: number;
  headers: Record<string, string | string[] | number | undefined>;
  /** The body as the client reads it: decompressed when the reply says it is compressed. */
  body: Buffer;
  /** Why there is no complete reply (a reset connection, a timeout, a body that does not decompress). */
  error?: string;
  /** The route the request matched, when it reached Fastify's router. */
  matchedUrl?: string;
}

const SESSION_PLACEHOLDER = 'fl_session=<a live test session>';

function decompress(status: number | undefined, headers: Reply['headers'], body: Buffer): { body: Buffer; error?: string } {
  const encoding = String(headers['content-encoding'] ?? '')
    .trim()
    .toLowerCase();
  // A 206 carries a byte range of the compressed file, which on its own does not decompress.
  if (!encoding || encoding === 'identity' || body.length === 0 || status === 206) return { body };
  try {
    if (encoding === 'br') return { body: zlib.brotliDecompressSync(body) };
    if (encoding === 'gzip') return { body: zlib.gunzipSync(body) };
    if (encoding === 'deflate') return { body: zlib.inflateSync(body) };
    return { body, error: `the reply says content-encoding "${encoding}", which no browser decodes` };
  } catch (error) {
    return { body, error: `the reply body does not decode as ${encoding}: ${(error as Error).message}` };
  }
}

/** Undoes chunked transfer encoding, keeping whatever follows a malformed chunk rather than failing. */
function dechunk(body: Buffer): Buffer {
  const parts: Buffer[] = [];
  let offset = 0;
  while (offset < body.length) {
    const lineEnd = body.indexOf('\r\n', offset);
    if (lineEnd < 0) break;
    const size = parseInt(body.subarray(offset, lineEnd).toString('latin1'), 16);
    if (!Number.isFinite(size)) return Buffer.concat([...parts, body.subarray(offset)]);
    if (size === 0) break;
    parts.push(body.subarray(lineEnd + 2, lineEnd + 2 + size));
    offset = lineEnd + 2 + size + 2;
  }
  return Buffer.concat(parts);
}

/** Reads an HTTP/1.1 response as the bytes arrived: status line, headers, and everything after them. */
function parseResponse(bytes: Buffer): Reply {
  const headEnd = bytes.indexOf('\r\n\r\n');
  const head = bytes.subarray(0, headEnd < 0 ? bytes.length : headEnd).toString('latin1');
  const [statusLine = '', ...headerLines] = head.split('\r\n');
  const status = /^HTTP\/1\.[01] (\d{3})/.exec(statusLine)?.[1];
  if (!status) return { headers: {}, body: bytes, error: `the reply is not HTTP: ${JSON.stringify(bytes.subarray(0, 80).toString('latin1'))}` };
  const headers: Reply['headers'] = {};
  for (const line of headerLines) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  let body = headEnd < 0 ? Buffer.alloc(0) : bytes.subarray(headEnd + 4);
  if (String(headers['transfer-encoding'] ?? '').toLowerCase() === 'chunked') body = dechunk(body);
  return { status: Number(status), headers, ...decompress(Number(status), headers, body) };
}

/**
 * Sends the request as raw bytes on a connection of its own and reads until the server closes it. Node's own
 * client refuses some of what the fuzzer sends, reuses connections (a reset on reuse is the client's race,
 * not the server's fault) and drops bytes a server sends after a HEAD reply; a socket does none of that.
 */
function sendBySocket(target: FuzzTarget, request: FuzzRequest, headers: Record<string, string>, timeoutMs: number): Promise<Reply> {
  return new Promise((resolve) => {
    const body = request.body ?? Buffer.alloc(0);
    const lines = [`${request.method} ${request.target} HTTP/1.1`, `Host: ${target.host}:${target.port}`];
    for (const [name, value] of Object.entries(headers)) lines.push(`${name}: ${value.replace(/[\r\n]/g, ' ')}`);
    if (body.length > 0 && !Object.keys(headers).some((name) => name.toLowerCase() === 'content-length'))
      lines.push(`Content-Length: ${body.length}`);
    lines.push('Connection: close', '', '');
    const chunks: Buffer[] = [];
    let settled = false;
    const finish = (error?: string) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      socket.destroy();
      const bytes = Buffer.concat(chunks);
      if (bytes.length === 0) resolve({ headers: {}, body: bytes, error: error ?? 'the server closed the connection without a reply' });
      else resolve(parseResponse(bytes));
    };
    // write, not end: a client that half-closes its side makes Node's server abort the request it is still answering.
    const socket = net.connect(target.port, target.host, () => {
      socket.write(Buffer.concat([Buffer.from(lines.join('\r\n'), 'latin1'), body]));
    });
    // A server may answer and close before it has read a large body: the reply still counts, the write error does not.
    socket.on('error', (error: NodeJS.ErrnoException) => finish(`no reply: ${error.code ?? error.message}`));
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('close', () => finish());
    const timer = setTimeout(() => finish(`no reply within ${timeoutMs / 1000} s`), timeoutMs);
  });
}

async function sendByInject(target: FuzzTarget, request: FuzzRequest, headers: Record<string, string>, timeoutMs: number): Promise<Reply> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<Reply>((resolve) => {
    timer = setTimeout(() => resolve({ headers: {}, body: Buffer.alloc(0), error: `no reply within ${timeoutMs / 1000} s` }), timeoutMs);
  });
  const injected = target.app
    .inject({
      // The generator also sends methods outside inject's list (PROPFIND, TRACE): the router answers them, so let them through.
      method: request.method as InjectOptions['method'],
      url: request.target,
      headers,
      payload: request.body,
    })
    .then((response): Reply => {
      const decoded = decompress(response.statusCode, response.headers, response.rawPayload);
      return { status: response.statusCode, headers: response.headers, ...decoded };
    })
    .catch((error: Error): Reply => ({ headers: {}, body: Buffer.alloc(0), error: `inject failed: ${error.message}` }));
  try {
    return await Promise.race([injected, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Judging replies

interface Marker {
  what: string;
  pattern: RegExp;
}

/** What a reply must never show: the server's insides. */
const LEAK_MARKERS: readonly Marker[] = [
  { what: 'a stack trace', pattern: /^ {4}at \S/m },
  { what: 'a stack trace', pattern: /\bat (?:async )?[\w$.<>[\]]+ \((?:node:|file:|\/|[A-Za-z]:\\)/ },
  { what: 'an error with its stack', pattern: /\b\w*Error: [^\n]*\n\s+at / },
  { what: 'a file-system path', pattern: /\/work\// },
  { what: 'a file-system path', pattern: /\/home\// },
  { what: 'a file-system path', pattern: /node_modules/ },
  { what: 'a file-system path', pattern: /api\/src/ },
  { what: 'a source line reference', pattern: /\.ts:\d+/ },
  { what: 'a SQL error', pattern: /SQLITE_/ },
  { what: 'a SQL error', pattern: /syntax error/i },
  { what: 'a SQL error', pattern: /near "/ },
];

/** Content of files outside every public folder: seen in a reply, a path escaped its root. */
const FOREIGN_FILE_MARKERS: readonly Marker[] = [
  { what: 'the content of /etc/passwd', pattern: /root:x:0:0:/ },
  { what: 'the content of api/src/app.ts', pattern: /export async function buildApp/ },
  { what: 'the content of the root package.json', pattern: /"workspaces"\s*:/ },
  { what: 'the content of .git/config', pattern: /repositoryformatversion/ },
  { what: 'a SQLite database file', pattern: /SQLite format 3/ },
];

/** Markup from the generator's corpus; in an HTML reply it would run in the visitor's browser. */
const REFLECTED_MARKUP = /onerror=alert\(1\)|onload=alert\(1\)|<script>alert\(1\)/;

/** Percent-escapes decoded as UTF-8 where they are valid, left alone where not; '+' read as a space as forms do. */
function looseDecode(text: string): string {
  const bytes: number[] = [];
  for (let index = 0; index < text.length; index += 1) {
    const character = text[index] as string;
    const hex = text.slice(index + 1, index + 3);
    if (character === '%' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      index += 2;
    } else if (character === '+') bytes.push(0x20);
    else bytes.push(...Buffer.from(character, character.charCodeAt(0) <= 0xff ? 'latin1' : 'utf8'));
  }
  return Buffer.from(bytes).toString('utf8');
}

/** Every string in a JSON reply, so text escaped inside JSON ("near \"x\"") is read as a person would read it. */
function jsonStrings(text: string): string {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return '';
  }
  const strings: string[] = [];
  const pending: unknown[] = [parsed];
  while (pending.length > 0) {
    const item = pending.pop();
    if (typeof item === 'string') strings.push(item);
    else if (item && typeof item === 'object') pending.push(...Object.values(item));
  }
  return strings.join('\n');
}

/** The request in every form a reply might quote it back in: quoting what was sent is not a leak. */
function requestTexts(request: FuzzRequest, headers: Record<string, string>): string {
  const body = request.body ?? Buffer.alloc(0);
  const texts = [request.target, looseDecode(request.target), body.toString('latin1'), body.toString('utf8'), ...Object.values(headers)];
  // The address as a router may have read it: backslashes as slashes, dot segments resolved.
  const slashed = request.target.replace(/\\/g, '/');
  texts.push(slashed, looseDecode(slashed));
  try {
    texts.push(new URL(slashed, 'http://fuzz.invalid').pathname, decodeURIComponent(new URL(slashed, 'http://fuzz.invalid').pathname));
  } catch {
    // Not a URL or not decodable: the forms above are all there is to compare with.
  }
  if (body.length > 0 && body.length < 100_000) texts.push(looseDecode(body.toString('latin1')), jsonStrings(body.toString('utf8')));
  return texts.join('\n');
}

function headerText(headers: Reply['headers'], name: string): string {
  return [headers[name] ?? ''].flat().map(String).join(', ');
}

/** Everything wrong with one reply; empty when it is fine. */
export function problemsWith(request: FuzzRequest, sentHeaders: Record<string, string>, reply: Reply): string[] {
  const problems: string[] = [];
  if (reply.error) problems.push(reply.error);
  if (reply.status !== undefined && reply.status >= 500) problems.push(`status ${reply.status}`);
  if (reply.body.length === 0) return problems;

  const raw = reply.body.toString('latin1');
  const contentType = headerText(reply.headers, 'content-type').toLowerCase();
  const text = contentType.includes('json') ? `${raw}\n${jsonStrings(reply.body.toString('utf8'))}` : raw;
  let sent: string | undefined;
  const quoted = (pattern: RegExp) => pattern.test((sent ??= requestTexts(request, sentHeaders)));

  // A file served from a public folder is whatever the build wrote (a source map names node_modules by design);
  // for it only an escape from the folder counts.
  const servedFile = reply.matchedUrl?.endsWith('*') === true && reply.status !== undefined && reply.status < 400;
  const markers = servedFile ? FOREIGN_FILE_MARKERS : [...LEAK_MARKERS, ...FOREIGN_FILE_MARKERS];
  const leaks = new Set<string>();
  for (const marker of markers) {
    if (marker.pattern.test(text) && !quoted(marker.pattern)) leaks.add(marker.what);
  }
  if (contentType.includes('text/html') && REFLECTED_MARKUP.test(raw)) leaks.add('markup from the request, unescaped in an HTML page');
  for (const leak of leaks) problems.push(`the reply contains ${leak}`);
  return problems;
}

// ---------------------------------------------------------------------------------------------------------------
// The run

export interface Finding {
  request: FuzzRequest;
  /** The headers as sent, the session cookie masked. */
  headers: Record<string, string>;
  problems: string[];
  reply: Reply;
}

export interface FuzzOptions {
  seed: number;
  requests: number;
  /** Send only the request with this index (the others are generated and dropped), to replay one finding. */
  only?: number;
  /** Called every `progressEvery` requests with the number sent so far. */
  onProgress?: (sent: number, findings: number) => void;
  progressEvery?: number;
}

/** Findings of one route with the same problems: one bug hit a hundred times reads as one. */
export interface FindingGroup {
  count: number;
  /** The first few, in full; the rest are only counted, so a long run with a frequent bug stays small. */
  examples: Finding[];
}

export interface FuzzReport {
  seed: number;
  generated: number;
  sent: number;
  /** Routes a request was aimed at ("GET /api/x"), with how many. */
  aimedAt: Map<string, number>;
  /** Requests with a bad reply. */
  bad: number;
  /** By "METHOD route: problems". */
  groups: Map<string, FindingGroup>;
  transports: { inject: number; socket: number };
}

const EXAMPLES_PER_GROUP = 2;

function addFinding(report: FuzzReport, finding: Finding): void {
  // Sizes and times vary between hits of one bug; they must not split its group.
  const problems = finding.problems.map((text) => text.replace(/\d+ bytes|\d+(\.\d+)? s\b/g, 'N')).join('; ');
  const key = `${finding.request.route.method} ${finding.request.route.url}: ${problems}`;
  const group = report.groups.get(key) ?? { count: 0, examples: [] };
  group.count += 1;
  if (group.examples.length < EXAMPLES_PER_GROUP) group.examples.push(finding);
  report.groups.set(key, group);
  report.bad += 1;
}

/** Sends one request the way the generator chose; a live session cookie is made for it when it asks for one. */
export async function sendRequest(target: FuzzTarget, request: FuzzRequest): Promise<{ headers: Record<string, string>; reply: Reply }> {
  const headers = { ...request.headers };
  const shown = { ...request.headers };
  if (request.withSession) {
    const { cookie } = await signInAs(target.app);
    headers.cookie = headers.cookie ? `${headers.cookie}; ${cookie}` : cookie;
    shown.cookie = shown.cookie ? `${shown.cookie}; ${SESSION_PLACEHOLDER}` : SESSION_PLACEHOLDER;
  }
  target.lastMatch.url = undefined;
  let reply =
    request.transport === 'socket'
      ? await sendBySocket(target, request, headers, REPLY_TIMEOUT_MS)
      : await sendByInject(target, request, headers, REPLY_TIMEOUT_MS);
  // inject refuses some targets before the server sees them; the socket delivers them as they are.
  if (reply.error?.startsWith('inject failed')) reply = await sendBySocket(target, request, headers, REPLY_TIMEOUT_MS);
  reply.matchedUrl = target.lastMatch.url;
  return { headers: shown, reply };
}

/** Generates `requests` requests from the seed, sends them one at a time, and collects every reply with a problem. */
export async function runFuzz(target: FuzzTarget, options: FuzzOptions): Promise<FuzzReport> {
  const generator = new RequestGenerator(options.seed, { routes: target.routes, assets: target.assets });
  const report: FuzzReport = {
    seed: options.seed,
    generated: 0,
    sent: 0,
    aimedAt: new Map(),
    bad: 0,
    groups: new Map(),
    transports: { inject: 0, socket: 0 },
  };
  for (let index = 0; index < options.requests; index += 1) {
    const request = generator.next();
    report.generated += 1;
    if (options.only !== undefined && index !== options.only) continue;
    count(report.aimedAt, routeKey(request.route.method, request.route.url));
    report.transports[request.transport] += 1;
    const { headers, reply } = await sendRequest(target, request);
    report.sent += 1;
    const problems = problemsWith(request, { ...request.headers, ...headers }, reply);
    if (problems.length > 0) addFinding(report, { request, headers, problems, reply });
    if (options.onProgress && report.sent % (options.progressEvery ?? 1000) === 0) options.onProgress(report.sent, report.bad);
  }
  return report;
}

/** After the run: does the server still answer a plain request, on a fresh connection, in good time? */
export async function stillAnswers(target: FuzzTarget): Promise<{ ok: boolean; detail: string }> {
  const probe: FuzzRequest = {
    index: -1,
    route: { method: 'GET', url: '/api/WebSite/CopyRight', kind: 'api' },
    strategy: 'liveness',
    method: 'GET',
    target: '/api/WebSite/CopyRight',
    headers: {},
    transport: 'socket',
    withSession: false,
  };
  const reply = await sendBySocket(target, probe, {}, ALIVE_TIMEOUT_MS);
  const detail = reply.error ?? `status ${String(reply.status)}: ${reply.body.toString('utf8').slice(0, 200)}`;
  return { ok: reply.status === 200, detail };
}

// ---------------------------------------------------------------------------------------------------------------
// Reporting

const SHOWN_BYTES = 400;

/** Up to SHOWN_BYTES of a body, non-printable characters escaped, with its full size. */
function shownBody(body: Buffer | undefined): string {
  if (!body || body.length === 0) return '(none)';
  const text = body.subarray(0, SHOWN_BYTES).toString('latin1');
  return `(${body.length} bytes) ${JSON.stringify(text)}${body.length > SHOWN_BYTES ? ' ...truncated' : ''}`;
}

/** One finding, with everything needed to send the request again by hand or to replay it from the seed. */
export function describeFinding(target: Pick<FuzzTarget, 'host' | 'port'>, seed: number, finding: Finding): string {
  const { request, reply } = finding;
  return [
    `request #${request.index} of seed ${seed} (strategy ${request.strategy}, sent by ${request.transport}; aimed at ${request.route.method} ${request.route.url})`,
    `  problem: ${finding.problems.join('; ')}`,
    `  ${request.method} http://${target.host}:${target.port}${JSON.stringify(request.target).slice(1, -1).slice(0, 600)}${request.target.length > 600 ? ' ...truncated' : ''}`,
    `  headers: ${JSON.stringify(finding.headers).slice(0, 600)}`,
    `  body: ${shownBody(request.body)}`,
    `  reply: ${reply.status ?? 'none'} ${headerText(reply.headers, 'content-type')} ${shownBody(reply.body)}`,
    `  replay: npm run fuzz -- --seed=${seed} --requests=${request.index + 1} --only=${request.index}`,
  ].join('\n');
}

/** Every group of findings: how many requests, and the first examples in full. */
export function describeFindings(target: Pick<FuzzTarget, 'host' | 'port'>, report: FuzzReport): string {
  const lines = [`${report.bad} of ${report.sent} requests (seed ${report.seed}) got a bad reply, in ${report.groups.size} groups:`, ''];
  for (const [key, group] of report.groups) {
    lines.push(`== ${key} (${group.count} requests)`);
    for (const finding of group.examples) lines.push(describeFinding(target, report.seed, finding), '');
  }
  return lines.join('\n');
}
