import fsp from 'node:fs/promises';
import path from 'node:path';
import type { AppConfig, HttpTimeouts } from '../../config';
import { DEFAULT_HTTP_TIMEOUTS, REPO_ROOT } from '../../config';
import { REMOTES } from '../../lib/remotes';
import { sha256 } from '../../lib/crypto';
import { MANIFEST_MAX_BYTES, summarizeManifest, type ReleaseManifestSummary } from './manifest';
import {
  missingServerExposes,
  parseServerManifest,
  serverSingletonSides,
  SERVER_DIR,
  SERVER_MANIFEST_FILE,
  SERVER_MANIFEST_MAX_BYTES,
} from './server-manifest';
import { compareSingletons, type SharedDeclaration, type SingletonProblem } from './singletons';
import { storeEntryPath } from './store';
import { BUILD_VERSION, releaseVersion } from './version';

/**
 * The gate: whether a release may be offered to visitors. It changes nothing; it only answers. The CLI runs it
 * before a release is stored or recorded, and the rollout API before a rollout starts.
 */

/** A build in a folder (a candidate before it is stored, or a release in the store). */
export interface FolderCandidate {
  source: 'store';
  /** The remote's folder name, e.g. mf-catalog. */
  remote: string;
  version: string;
  dir: string;
}

/** A release hosted elsewhere, named by the URL of its remoteEntry.js (or a path on this site). */
export interface UrlCandidate {
  source: 'url';
  remote: string;
  entryUrl: string;
}

export type ReleaseCandidate = FolderCandidate | UrlCandidate;

/**
 * origin: not an http(s) URL as a browser resolves it, or not hosted on this site or an origin of
 * ALLOWED_REMOTE_ORIGINS; shell: the shell's build cannot be
 * read or does not mount the remote; reachable: its remoteEntry.js or mf-manifest.json does not answer 200;
 * manifest: its mf-manifest.json is not this remote's federation manifest; exposes: a module the shell mounts
 * is missing; singletons: a shared singleton differs from the shell's; server: a release in a folder has a server
 * build (server/) that cannot be loaded, misses a module the shell mounts or was compiled against other singletons.
 */
export type GateCheck = 'origin' | 'shell' | 'reachable' | 'manifest' | 'exposes' | 'singletons' | 'server';

export interface GateRefusal {
  ok: false;
  check: GateCheck;
  /**
   * One sentence naming the rule that failed: the module, the singleton and both versions, or the URL. Never
   * what a remote host answered (status, headers, network errors): a caller must not learn about hosts from it.
   */
  message: string;
}

export interface GatePass {
  ok: true;
  remote: string;
  /** The candidate's version; for a URL release, its manifest's buildVersion + "+" + 8 hex of the manifest's sha256. */
  version: string;
  /**
   * What is stored and served: a path on this site (a store release, or a URL on this site's origin), else the
   * URL as resolved and normalised by the URL parser, the one the gate fetched.
   */
  entryUrl: string;
  summary: ReleaseManifestSummary;
  /** sha256 of the mf-manifest.json bytes the gate read. */
  manifestSha256: string;
}

export type GateVerdict = GatePass | GateRefusal;

export interface GateOptions {
  config: Pick<AppConfig, 'siteUrl' | 'allowedRemoteOrigins'>;
  /** The shell's build: its mf-manifest.json and remote-contract.json. Default shell/dist of this repository. */
  shellDir?: string;
  /** All of the gate's work, fetches included, must end within this long. */
  timeoutMs?: number;
}

/**
 * The gate's budget inside an HTTP request (POST /api/rollout/releases): four fifths of the shorter of the
 * socket's idle and request time-outs, so that a slow origin's refusal is sent with time to spare before the
 * server could close the connection, and the caller always gets its 400 envelope instead of an empty reply.
 * The idle timer is also suspended while a handler works (plugins/app/idle-timeout.ts); this keeps the
 * budget inside the time-outs even where that could not apply.
 */
export function gateBudgetMs(timeouts: Pick<HttpTimeouts, 'idleMs' | 'requestMs'>): number {
  return Math.floor(Math.min(timeouts.idleMs, timeouts.requestMs) * 0.8);
}

/** 8 s with the default time-outs (idle 10 s, request 30 s); the command line uses it too. */
export const GATE_TIMEOUT_MS = gateBudgetMs(DEFAULT_HTTP_TIMEOUTS);
export const DEFAULT_SHELL_DIR = path.join(REPO_ROOT, 'shell', 'dist');
export const CONTRACT_FILE = 'remote-contract.json';

const ENTRY_FILE = 'remoteEntry.js';
const MANIFEST_FILE = 'mf-manifest.json';

const refuse = (check: GateCheck, message: string): GateRefusal => ({ ok: false, check, message });

const seconds = (ms: number): string => `${Number((ms / 1000).toFixed(1))} s`;

/** What `register` is given, resolved as the server fetches it and the browser loads it. */
export interface ResolvedEntryUrl {
  url: URL;
  /** The form stored and served: the path (and query) when on this site, the normalised absolute URL otherwise. */
  entryUrl: string;
  onThisSite: boolean;
}

/**
 * Characters no URL needs literally and that make the text read otherwise than it parses: C0/C1 controls and
 * whitespace (the URL parser drops tabs and newlines, and trims spaces), and invisible format characters
 * (bidirectional overrides, zero-width joiners) and halves of surrogate pairs, which make a refusal print
 * differently from what was given.
 */
const INVISIBLE_OR_CONTROL = /[\p{Cc}\p{Cf}\p{Cs}\p{Z}\s]/gu;

/** The text with each such character written as \uXXXX, so a refusal shows what was given and prints as it reads. */
const escapeInvisible = (text: string): string =>
  text.replace(INVISIBLE_OR_CONTROL, (character) => `\\u${(character.codePointAt(0) ?? 0).toString(16).padStart(4, '0')}`);

/**
 * Parses what `register` is given; an error is a sentence. The text is resolved against `siteUrl` by the
 * WHATWG URL parser, which the browser uses too, and only the result is judged: "/\host" and "\\host" are
 * another host to it, "%2E" in a host name is a dot, full-width letters are ASCII after IDNA. Text that some
 * parser may read otherwise than this one (backslashes, controls, whitespace) is refused rather than guessed.
 */
export function parseEntryUrl(text: string, siteUrl: string): ResolvedEntryUrl | { error: string } {
  const shown = escapeInvisible(text);
  if (shown !== text) return { error: `"${shown}" contains whitespace, a control or an invisible character; give the URL without them` };
  if (text.includes('\\')) return { error: `${text} contains a backslash, which a URL parser reads as "/"; write "/" instead` };
  // A scheme, or a path on this site; anything else ("cdn.example.com/...") is a URL with its scheme forgotten.
  const absolute = /^[a-z][a-z0-9+.-]*:/i.test(text);
  let url: URL | undefined;
  try {
    url = absolute || text.startsWith('/') ? new URL(text, siteUrl) : undefined;
  } catch {
    url = undefined;
  }
  if (!url) return { error: `"${text}" is not a URL (e.g. https://cdn.example.com/mf-catalog/1.2.0/remoteEntry.js)` };
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return { error: `${text} is not an http or https URL` };
  if (url.username || url.password) return { error: `${text} carries a user name or password; give the public URL` };
  if (!url.pathname.endsWith(`/${ENTRY_FILE}`)) return { error: `${text} is not the URL of a ${ENTRY_FILE}` };
  const onThisSite = url.origin === new URL(siteUrl).origin;
  return { url, onThisSite, entryUrl: onThisSite ? `${url.pathname}${url.search}${url.hash}` : url.href };
}

interface ShellBuild {
  shared: SharedDeclaration[];
  contract: Record<string, string[]>;
}

async function readShellBuild(shellDir: string): Promise<ShellBuild | GateRefusal> {
  const read = async (file: string): Promise<unknown> => JSON.parse(await fsp.readFile(path.join(shellDir, file), 'utf8')) as unknown;
  let manifest: unknown;
  let contract: unknown;
  try {
    [manifest, contract] = await Promise.all([read(MANIFEST_FILE), read(CONTRACT_FILE)]);
  } catch (error) {
    const reason = (error as NodeJS.ErrnoException).code === 'ENOENT' ? 'is missing' : 'cannot be read';
    return refuse(
      'shell',
      `The shell's build in ${shellDir} ${reason} (${MANIFEST_FILE} and ${CONTRACT_FILE}); build the shell first (npm run build).`,
    );
  }
  const summary = summarizeManifest(JSON.stringify(manifest));
  if ('error' in summary) return refuse('shell', `The shell's ${MANIFEST_FILE} in ${shellDir} ${summary.error}.`);
  const valid =
    typeof contract === 'object' &&
    contract !== null &&
    Object.values(contract).every((modules) => Array.isArray(modules) && modules.every((name) => typeof name === 'string'));
  if (!valid) return refuse('shell', `The shell's ${CONTRACT_FILE} in ${shellDir} is not a list of modules per remote.`);
  return { shared: summary.shared, contract: contract as Record<string, string[]> };
}

/** Reads a response's body up to `limit` bytes; null when it is longer. */
async function readLimited(response: Response, limit: number): Promise<Buffer | null> {
  if (!response.body) return Buffer.alloc(0);
  const chunks: Buffer[] = [];
  let length = 0;
  // A reader, not `for await`: the body's type differs between Node's and the DOM's type definitions.
  const reader = response.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    length += value.length;
    if (length > limit) {
      await reader.cancel();
      return null;
    }
    chunks.push(Buffer.from(value));
  }
  return Buffer.concat(chunks);
}

/**
 * Fetches `url` and answers its body (for the manifest) or a refusal naming the URL and the rule it failed. What
 * the host answered (its status, a Location, a network error) is not repeated: the refusal goes to whoever holds
 * a rollout token, and must not tell them about hosts and ports the server can reach.
 */
async function fetchFile(url: URL, signal: AbortSignal, timeoutMs: number, keepBody: boolean): Promise<Buffer | GateRefusal> {
  let response: Response;
  try {
    // A redirect is not followed: the browser would have to be allowed the origin it leads to as well.
    response = await fetch(url, { signal, redirect: 'manual', headers: { accept: keepBody ? 'application/json' : '*/*' } });
  } catch {
    if (signal.aborted) return refuse('reachable', `${url.href} did not answer within ${seconds(timeoutMs)}.`);
    return refuse('reachable', `${url.href} could not be reached.`);
  }
  try {
    if (response.status !== 200) return refuse('reachable', `${url.href} did not answer 200.`);
    if (!keepBody) return Buffer.alloc(0);
    const body = await readLimited(response, MANIFEST_MAX_BYTES);
    if (!body) return refuse('manifest', `${url.href} is larger than ${MANIFEST_MAX_BYTES / 1024} KB; a federation manifest is a few KB.`);
    return body;
  } catch {
    if (signal.aborted) return refuse('reachable', `${url.href} did not answer within ${seconds(timeoutMs)}.`);
    return refuse('reachable', `${url.href} broke off while sending its body.`);
  } finally {
    if (!response.bodyUsed) await response.body?.cancel().catch(() => undefined);
  }
}

/** (b) for a folder: both files are there (the static server answers 200 for exactly the files there are). */
async function readFolderManifest(candidate: FolderCandidate): Promise<Buffer | GateRefusal> {
  for (const file of [ENTRY_FILE, MANIFEST_FILE]) {
    const stat = await fsp.stat(path.join(candidate.dir, file)).catch(() => undefined);
    if (!stat?.isFile()) {
      return refuse(
        'reachable',
        `${candidate.remote} ${candidate.version} has no ${file} (${path.join(candidate.dir, file)}), so ${storeEntryPath(candidate.remote, candidate.version).replace(ENTRY_FILE, file)} would answer 404.`,
      );
    }
  }
  return fsp.readFile(path.join(candidate.dir, MANIFEST_FILE));
}

async function judge(candidate: ReleaseCandidate, options: GateOptions, signal: AbortSignal, timeoutMs: number): Promise<GateVerdict> {
  const { config } = options;
  const remote = REMOTES.find((entry) => entry.dir === candidate.remote);

  // (a) Where it is hosted: a remote runs with the page's full rights. Judged on the URL as resolved, and that
  // URL is what is fetched, stored and served, so the check and the use cannot differ.
  let entryUrl: string;
  let fetchFrom: URL | undefined;
  if (candidate.source === 'store') entryUrl = storeEntryPath(candidate.remote, candidate.version);
  else {
    const parsed = parseEntryUrl(candidate.entryUrl, config.siteUrl);
    if ('error' in parsed) return refuse('origin', `${parsed.error}.`);
    if (!parsed.onThisSite && !config.allowedRemoteOrigins.includes(parsed.url.origin)) {
      const allowed = config.allowedRemoteOrigins.length > 0 ? config.allowedRemoteOrigins.join(', ') : 'none';
      return refuse(
        'origin',
        `${candidate.entryUrl} is on ${parsed.url.origin}, which is neither this site (${new URL(config.siteUrl).origin}) nor listed in ALLOWED_REMOTE_ORIGINS (${allowed}).`,
      );
    }
    entryUrl = parsed.entryUrl;
    fetchFrom = parsed.url;
  }

  // (b) Its remoteEntry.js and the mf-manifest.json beside it answer 200. Before the shell's build is read: what
  // the remote's host answers does not depend on it, and the checks run in the order they are documented.
  let manifestBytes: Buffer | GateRefusal;
  if (candidate.source === 'store') manifestBytes = await readFolderManifest(candidate);
  else {
    const from = fetchFrom as URL;
    const [entry, manifest] = await Promise.all([
      fetchFile(from, signal, timeoutMs, false),
      fetchFile(new URL(MANIFEST_FILE, from), signal, timeoutMs, true),
    ]);
    manifestBytes = 'ok' in entry ? entry : manifest;
  }
  if ('ok' in manifestBytes) return manifestBytes;

  // The shell's build: the modules it mounts from this remote (c) and the singletons it runs (d).
  const shell = await readShellBuild(options.shellDir ?? DEFAULT_SHELL_DIR);
  if ('ok' in shell) return shell;
  const mounted = shell.contract[candidate.remote];
  if (!remote || !mounted) {
    return refuse('shell', `The shell's build mounts nothing from "${candidate.remote}"; it mounts ${Object.keys(shell.contract).join(', ')}.`);
  }

  const where = candidate.source === 'store' ? `${candidate.remote} ${candidate.version}` : new URL(MANIFEST_FILE, fetchFrom).href;
  const summary = summarizeManifest(manifestBytes);
  if ('error' in summary) return refuse('manifest', `The ${MANIFEST_FILE} of ${where} ${summary.error}.`);
  if (summary.name !== remote.federationName) {
    return refuse(
      'manifest',
      `The ${MANIFEST_FILE} of ${where} is a build of ${summary.name}, not of ${remote.federationName} (${candidate.remote}).`,
    );
  }
  let version: string;
  if (candidate.source === 'store') version = candidate.version;
  else {
    if (!BUILD_VERSION.test(summary.buildVersion)) {
      return refuse(
        'manifest',
        `The ${MANIFEST_FILE} of ${where} gives buildVersion "${summary.buildVersion}", which is not a version (letters, digits, dots and hyphens).`,
      );
    }
    version = releaseVersion(summary.buildVersion, sha256(manifestBytes));
  }
  const label = `${candidate.remote} ${version}`;

  // (c) Every module the shell mounts from it.
  const missing = mounted.filter((module) => !summary.exposes.includes(module));
  if (missing.length > 0) {
    const exposed = summary.exposes.length > 0 ? summary.exposes.join(', ') : 'nothing';
    return refuse(
      'exposes',
      `${label} does not expose ${missing.join(', ')}, which the shell mounts from ${candidate.remote} (it exposes ${exposed}).`,
    );
  }

  // (d) The shared singletons it was built against are the shell's.
  const problems = compareSingletons({ shared: shell.shared }, summary);
  // Another version almost always comes with another required version: one sentence says it.
  const offersOther = new Set(problems.filter((problem) => problem.kind === 'version').map((problem) => problem.singleton));
  const told = problems.filter((problem) => problem.kind !== 'required-version' || !offersOther.has(problem.singleton));
  if (told.length > 0) return refuse('singletons', told.map((problem) => singletonSentence(label, problem)).join(' '));

  // (e) Its server build, when it has one. Only a release in a folder can have one: the server loads it from the
  // store, and a release registered by URL is drawn in the browser.
  let serverExposes: string[] | undefined;
  if (candidate.source === 'store') {
    const server = await checkServerBuild(candidate.dir, label, candidate.remote, mounted, shell.shared);
    if (server && 'ok' in server) return server;
    serverExposes = server?.exposes;
  }

  return {
    ok: true,
    remote: candidate.remote,
    version,
    entryUrl,
    summary: serverExposes ? { ...summary, serverExposes } : summary,
    manifestSha256: sha256(manifestBytes),
  };
}

/**
 * (e) A release without a server/ folder has no server build and passes (its sections are drawn in the browser).
 * One with it must describe it (server/server-manifest.json), its entry file must be there, it must expose every
 * module the shell mounts from the remote, and leave the shell's singletons to the host at the shell's versions.
 * Answers the refusal, the modules of a server build that passes, or undefined when there is none.
 */
async function checkServerBuild(
  dir: string,
  label: string,
  remote: string,
  mounted: readonly string[],
  shellShared: readonly SharedDeclaration[],
): Promise<GateRefusal | { exposes: string[] } | undefined> {
  const serverDir = path.join(dir, SERVER_DIR);
  const folder = await fsp.stat(serverDir).catch(() => undefined);
  if (!folder) return undefined;
  const manifestName = `${SERVER_DIR}/${SERVER_MANIFEST_FILE}`;
  if (!folder.isDirectory()) return refuse('server', `${label} has a file named ${SERVER_DIR} where its server build's folder would be.`);
  const manifestFile = path.join(serverDir, SERVER_MANIFEST_FILE);
  const stat = await fsp.stat(manifestFile).catch(() => undefined);
  if (!stat?.isFile()) {
    return refuse(
      'server',
      `${label} has a ${SERVER_DIR}/ folder without ${manifestName}, so its server build cannot be loaded; build it again, or leave ${SERVER_DIR}/ out to have it drawn in the browser.`,
    );
  }
  if (stat.size > SERVER_MANIFEST_MAX_BYTES) {
    return refuse(
      'server',
      `The ${manifestName} of ${label} is larger than ${SERVER_MANIFEST_MAX_BYTES / 1024} KB; a server manifest is a few hundred bytes.`,
    );
  }
  const manifest = parseServerManifest(await fsp.readFile(manifestFile, 'utf8'));
  if ('error' in manifest) return refuse('server', `The ${manifestName} of ${label} ${manifest.error}.`);
  const entry = await fsp.stat(path.join(serverDir, ...manifest.entry.split('/'))).catch(() => undefined);
  if (!entry?.isFile()) {
    return refuse('server', `The server build of ${label} names ${SERVER_DIR}/${manifest.entry} as its entry, but there is no such file.`);
  }
  const missing = missingServerExposes(manifest, mounted);
  if (missing.length > 0) {
    const exposed = manifest.exposes.length > 0 ? manifest.exposes.join(', ') : 'nothing';
    return refuse(
      'server',
      `The server build of ${label} does not expose ${missing.join(', ')}, which the shell mounts from ${remote} (it exposes ${exposed}).`,
    );
  }
  const sides = serverSingletonSides(shellShared, manifest);
  const problems = compareSingletons(sides.shell, sides.remote);
  if (problems.length > 0) return refuse('server', problems.map((problem) => serverSingletonSentence(label, problem)).join(' '));
  return { exposes: manifest.exposes };
}

function serverSingletonSentence(label: string, problem: SingletonProblem): string {
  const { singleton, shellVersion, remoteVersion } = problem;
  // serverSingletonSides leaves only these two kinds possible: every package a server build names is a singleton,
  // and neither side names a range.
  if (problem.kind === 'missing') {
    return `The server build of ${label} does not leave ${singleton} to its host (${SERVER_DIR}/${SERVER_MANIFEST_FILE} does not name it), so it would run its own copy beside the shell's ${singleton} ${shellVersion}.`;
  }
  return `The server build of ${label} was compiled against ${singleton} ${remoteVersion ?? '(no version)'}; the shell runs ${singleton} ${shellVersion}.`;
}

function singletonSentence(label: string, problem: SingletonProblem): string {
  const { singleton, shellVersion, remoteVersion } = problem;
  switch (problem.kind) {
    case 'missing':
      return `${label} does not share ${singleton}, so it would bundle a second copy beside the shell's ${singleton} ${shellVersion}.`;
    case 'not-singleton':
      return `${label} shares ${singleton} ${remoteVersion ?? ''} but not as a singleton; the shell runs ${singleton} ${shellVersion} as one.`;
    case 'version':
      return `${label} was built against ${singleton} ${remoteVersion ?? '(no version)'}; the shell runs ${singleton} ${shellVersion}.`;
    case 'required-version':
      return `${label} requires ${singleton} ${remoteVersion ?? '(no version)'}; the shell requires ${singleton} ${shellVersion}.`;
  }
}

/**
 * Whether `candidate` may be offered to visitors: (a) hosted here or on an allowed origin, (b) its
 * remoteEntry.js and mf-manifest.json answer 200, (c) it exposes every module the shell mounts from that
 * remote, (d) its shared singletons are the shell's, (e) a server build it has (server/, releases in a folder
 * only) can be loaded, exposes those modules too and runs on the shell's singletons. The first check that fails
 * is the answer. Everything, fetches included, ends within `timeoutMs` (GATE_TIMEOUT_MS, 8 s).
 */
export async function checkRelease(candidate: ReleaseCandidate, options: GateOptions): Promise<GateVerdict> {
  const timeoutMs = options.timeoutMs ?? GATE_TIMEOUT_MS;
  const controller = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<GateRefusal>((resolve) => {
    timer = setTimeout(() => {
      // Aborting ends the fetches at once, and their refusal names the URL that did not answer; this one is
      // the backstop for work that does not end when aborted (it comes a turn of the event loop later).
      controller.abort();
      const what = candidate.source === 'url' ? candidate.entryUrl : `${candidate.remote} ${candidate.version}`;
      setImmediate(() => resolve(refuse('reachable', `${what} could not be checked within ${seconds(timeoutMs)}.`)));
    }, timeoutMs);
  });
  try {
    return await Promise.race([judge(candidate, options, controller.signal, timeoutMs), late]);
  } finally {
    clearTimeout(timer);
    controller.abort();
  }
}
