// A render worker: a thread that draws pages with the shell's server build and the server builds of the releases
// each visitor gets. It runs one page at a time (the shell's page data and stores are module state) and answers
// each job with the HTML, or with why the page could not be drawn. Started by render-pool.ts.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import { parentPort } from 'node:worker_threads';
import type { ComponentType } from 'react';
import { sanitizeHtml } from './sanitize';
import { loadCommonJsFile, type ModuleRequire } from './commonjs-loader';
import { sectionKey, type FailedReply, type RenderedReply, type RenderJob, type SectionResult } from './protocol';

/** Releases kept loaded in one worker; the least recently used beyond this is dropped (the pool also retires a worker that loaded many). */
export const WORKER_RELEASE_CACHE = 12;

/** The packages a server build takes from its host instead of bundling: one copy each for the shell and every release. */
const SINGLETON_PACKAGES = ['react', 'react-dom', 'zustand', 'axios'];
const SHARED_PACKAGE = '@ferrolink/shared';

type AnyComponent = ComponentType<Record<string, unknown>>;

/** What the shell's server build exports (shell/src/server/index.ts). */
interface ShellServerBuild {
  shared: {
    /** The browser sanitises API HTML with DOMPurify, which needs a DOM; on the server the API's own sanitiser does it. */
    setServerHtmlSanitizer(sanitize: (html: string) => string): void;
    setRuntimeConfig(config: Readonly<Record<string, string>>): void;
  };
  renderShellPage(input: {
    url: string;
    device: RenderJob['device'];
    carried: Readonly<Record<string, unknown>>;
    sections: { remote: string; module: string; component: AnyComponent | null; release: { version: string; channel: string } }[];
    signal?: AbortSignal;
  }): Promise<{ html: string; errors: string[] }>;
}

/** What a remote's server build exports: each exposed module by name. */
interface RemoteServerBuild {
  exposes: Record<string, () => { default?: unknown }>;
}

function isShellServerBuild(value: unknown): value is ShellServerBuild {
  const candidate = value as Partial<ShellServerBuild> | null;
  return (
    typeof candidate?.renderShellPage === 'function' &&
    typeof candidate.shared?.setServerHtmlSanitizer === 'function' &&
    typeof candidate.shared.setRuntimeConfig === 'function'
  );
}

function isRemoteServerBuild(value: unknown): value is RemoteServerBuild {
  const candidate = value as Partial<RemoteServerBuild> | null;
  return typeof candidate?.exposes === 'object' && candidate.exposes !== null;
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

let shell: { file: string; changedAt: number; build: ShellServerBuild; hostRequire: ModuleRequire } | undefined;

/** The shell's server build, loaded again when the file changed (a rebuild while the server runs). */
function shellBuild(file: string): NonNullable<typeof shell> {
  const changedAt = fs.statSync(file).mtimeMs;
  if (shell?.file === file && shell.changedAt === changedAt) return shell;
  const hostRequire = createRequire(file);
  const build = loadCommonJsFile(file, hostRequire);
  if (!isShellServerBuild(build)) throw new Error(`${file} is not the shell's server build (no renderShellPage and shared exports)`);
  build.shared.setServerHtmlSanitizer((html) => sanitizeHtml(html).value);
  // A new shell means a new shared package: releases loaded against the old one are dropped.
  releases.clear();
  shell = { file, changedAt, build, hostRequire };
  return shell;
}

/** Loaded releases by server build file, oldest use first (a Map keeps insertion order; a use moves it to the end). */
const releases = new Map<string, RemoteServerBuild>();
const releasesSeen = new Set<string>();

function remoteBuild(entryFile: string, host: NonNullable<typeof shell>): RemoteServerBuild {
  const kept = releases.get(entryFile);
  if (kept) {
    releases.delete(entryFile);
    releases.set(entryFile, kept);
    return kept;
  }
  const fromHost: ModuleRequire = (request) => {
    if (request === SHARED_PACKAGE) return host.build.shared;
    if (SINGLETON_PACKAGES.some((name) => request === name || request.startsWith(`${name}/`))) return host.hostRequire(request);
    throw new Error(`a server build may require only the shared packages, not "${request}"`);
  };
  const build = loadCommonJsFile(entryFile, fromHost);
  if (!isRemoteServerBuild(build)) throw new Error(`${entryFile} exports no exposed modules`);
  releases.set(entryFile, build);
  releasesSeen.add(entryFile);
  while (releases.size > WORKER_RELEASE_CACHE) releases.delete(releases.keys().next().value as string);
  return build;
}

function componentOf(build: RemoteServerBuild, module: string): AnyComponent {
  const expose = build.exposes[module];
  if (typeof expose !== 'function') throw new Error(`the server build does not expose ${module}`);
  const component = expose().default;
  if (typeof component !== 'function') throw new Error(`${module} of the server build is not a component`);
  return component as AnyComponent;
}

async function render(job: RenderJob): Promise<RenderedReply | FailedReply> {
  let host: NonNullable<typeof shell>;
  try {
    host = shellBuild(job.shellFile);
  } catch (error) {
    return { type: 'failed', id: job.id, error: messageOf(error) };
  }
  const results: SectionResult[] = [];
  const sections = job.sections.map((section) => {
    const key = sectionKey(section);
    let component: AnyComponent | null = null;
    if (section.entryFile === null) results.push({ key, outcome: 'client' });
    else {
      try {
        component = componentOf(remoteBuild(section.entryFile, host), section.module);
        results.push({ key, outcome: 'server' });
      } catch (error) {
        results.push({ key, outcome: 'failed', error: messageOf(error) });
      }
    }
    return { remote: section.remote, module: section.module, component, release: { version: section.version, channel: section.channel } };
  });
  host.build.shared.setRuntimeConfig(job.siteConfig);
  const abort = new AbortController();
  const timer = setTimeout(() => abort.abort(new Error(`the render ran past its budget of ${job.abortAfterMs} ms`)), job.abortAfterMs);
  try {
    const page = await host.build.renderShellPage({ url: job.url, device: job.device, carried: job.carried, sections, signal: abort.signal });
    return {
      type: 'rendered',
      id: job.id,
      html: page.html,
      errors: page.errors,
      sections: results,
      loadedReleases: releasesSeen.size,
      heapUsed: process.memoryUsage().heapUsed,
    };
  } catch (error) {
    return { type: 'failed', id: job.id, error: messageOf(error) };
  } finally {
    clearTimeout(timer);
  }
}

if (!parentPort) throw new Error('render-worker runs in a worker thread (render-pool.ts starts it)');
const port = parentPort;
port.on('message', (job: RenderJob) => {
  void render(job).then((reply) => port.postMessage(reply));
});
