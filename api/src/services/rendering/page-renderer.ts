import type { RenderState, SectionOutcome } from '../../contracts/server-render';
import { remoteDirOf } from '../../lib/remotes';
import type { CarriedReplies } from '../document/carried-replies';
import type { PageModule } from '../document/page-modules';
import type { RemotesManifest } from '../rollouts/snapshot';
import { sectionKey, type RenderDevice, type SectionJob } from './protocol';
import type { PoolReply, RenderPool } from './render-pool';

/** A page drawn on the server: the inner HTML of the app's root element, and what the browser needs to hydrate it. */
export interface ServerRenderedBody {
  html: string;
  state: RenderState;
}

export interface PageRenderRequest {
  /** Path and query as asked for: what the shell's router draws. */
  address: string;
  device: RenderDevice;
  /** The remote modules the page mounts when it opens (page-modules.json). */
  modules: readonly PageModule[];
  /** The visitor's manifest: the release of each remote this visitor gets. */
  manifest: RemotesManifest;
  carried: CarriedReplies;
}

/** A release's server build as the release store knows it. */
export interface ServerBuild {
  entryFile: string;
  exposes: readonly string[];
}

/** Something worth a line in the server's log (the renderer has no logger of its own). */
export interface RenderIncident {
  address: string;
  message: string;
  /** The section to blame, when one is. */
  section?: string;
}

export interface PageRendererOptions {
  pool: RenderPool;
  /**
   * The shell's server build: its file and a token that changes when it is rebuilt (its modification time), or null
   * while there is none (then every page is drawn by the browser).
   */
  shellServerBuild: () => { file: string; version: string } | null;
  /**
   * The server build of a release of a remote (by folder name), or undefined when it has none. Asynchronous: a
   * release published on another machine may have to be written to this one's store first.
   */
  serverBuildOf: (remoteDir: string, version: string) => Promise<ServerBuild | undefined>;
  /** Milliseconds a page's render may wait (SSR_BUDGET_MS); one section alone gets the same when a page is searched for the culprit. */
  budgetMs: number;
  now: () => number;
  onIncident: (incident: RenderIncident) => void;
}

export interface PageRenderer {
  /** The page drawn on the server, or undefined: send it to be drawn by the browser (no shell server build, the layout failed, or the workers are saturated). */
  render(request: PageRenderRequest): Promise<ServerRenderedBody | undefined>;
  close(): Promise<void>;
}

/** Drawn pages kept (address, device, releases); the oldest goes first. */
const MAX_KEPT_PAGES = 300;
/**
 * A section whose server render failed is sent to the browser without trying again for this long: a release that
 * throws on the server would otherwise be tried (and searched for) on every address and content version.
 */
export const FAILED_SECTION_MEMORY_MS = 60_000;

/**
 * Draws pages on the server, in the releases each visitor gets, and keeps what it drew. A drawn page depends on the
 * address, the device class, the releases of the page's sections and the replies the page carries, and on nothing
 * of the visitor: so one render serves every visitor with the same releases until the content changes.
 *
 * A section that throws or runs past the budget costs only itself: the page is drawn again without it (the
 * browser mounts it, and reports the failure), and the section is named by drawing the page with each section alone.
 */
export function createPageRenderer(options: PageRendererOptions): PageRenderer {
  const kept = new Map<string, { shell: string; carried: string; body: ServerRenderedBody; until: number }>();
  const drawing = new Map<string, Promise<ServerRenderedBody | undefined>>();
  const failedUntil = new Map<string, number>();
  const carriedTexts = new WeakMap<CarriedReplies, string>();

  const carriedText = (carried: CarriedReplies) => {
    let text = carriedTexts.get(carried);
    if (text === undefined) {
      text = JSON.stringify(carried.replies);
      carriedTexts.set(carried, text);
    }
    return text;
  };

  /** The page's sections as a worker draws them: each in the release the visitor gets, with its server build when it has one. */
  async function sectionJobs(request: PageRenderRequest): Promise<SectionJob[]> {
    const jobs: SectionJob[] = [];
    for (const { remote, module } of request.modules) {
      const assigned = request.manifest.remotes[remote]?.assigned;
      const dir = remoteDirOf(remote);
      if (!assigned || !dir) continue;
      const build = await options.serverBuildOf(dir, assigned.version);
      const entryFile = build && build.exposes.includes(module) ? build.entryFile : null;
      jobs.push({ remote, module, version: assigned.version, channel: assigned.channel, entryFile });
    }
    return jobs;
  }

  const failureKey = (section: SectionJob) => `${section.entryFile ?? ''}#${section.module}`;

  function recentlyFailed(section: SectionJob): boolean {
    if (section.entryFile === null) return false;
    const until = failedUntil.get(failureKey(section));
    if (until === undefined) return false;
    if (until > options.now()) return true;
    failedUntil.delete(failureKey(section));
    return false;
  }

  const withoutSections = (sections: readonly SectionJob[], left: ReadonlySet<string>) =>
    sections.map((section) => (left.has(sectionKey(section)) ? { ...section, entryFile: null } : section));

  const clean = (reply: PoolReply) => reply.type === 'rendered' && reply.errors.length === 0;

  /**
   * The sections to blame for a render that reported errors or ran out of time: each section drawn alone (the others
   * left to the browser) against the layout drawn alone. Only on failure, and then kept, so it is rare work.
   */
  async function findCulprits(base: Omit<Parameters<RenderPool['run']>[0], 'sections'>, sections: readonly SectionJob[]): Promise<Set<string>> {
    const onServer = sections.filter((section) => section.entryFile !== null);
    const allKeys = new Set(onServer.map(sectionKey));
    const layoutAlone = await options.pool.run({ ...base, sections: withoutSections(sections, allKeys) });
    const layoutErrors = layoutAlone.type === 'rendered' ? layoutAlone.errors.length : 0;
    const culprits = new Set<string>();
    for (const section of onServer) {
      const others = new Set([...allKeys].filter((key) => key !== sectionKey(section)));
      const alone = await options.pool.run({ ...base, sections: withoutSections(sections, others) });
      if (
        alone.type === 'timeout' ||
        alone.type === 'crashed' ||
        alone.type === 'failed' ||
        (alone.type === 'rendered' && alone.errors.length > layoutErrors)
      )
        culprits.add(sectionKey(section));
    }
    return culprits;
  }

  async function draw(request: PageRenderRequest, shellFile: string): Promise<ServerRenderedBody | undefined> {
    const jobs = await sectionJobs(request);
    const remembered = new Set(jobs.filter(recentlyFailed).map(sectionKey));
    const sections = withoutSections(jobs, remembered);
    const base = {
      shellFile,
      url: request.address,
      device: request.device,
      carried: request.carried.replies,
      siteConfig: request.manifest.config,
      abortAfterMs: options.budgetMs,
    };
    let reply = await options.pool.run({ ...base, sections });
    const failed = new Set(remembered);
    if (!clean(reply) && reply.type !== 'busy' && reply.type !== 'failed') {
      const culprits = await findCulprits(base, sections);
      for (const section of sections) {
        const key = sectionKey(section);
        if (!culprits.has(key)) continue;
        failed.add(key);
        failedUntil.set(failureKey(section), options.now() + FAILED_SECTION_MEMORY_MS);
        options.onIncident({
          address: request.address,
          section: key,
          message: `${key} ${section.channel}@${section.version} failed to render on the server: it is sent to the browser`,
        });
      }
      if (culprits.size > 0) reply = await options.pool.run({ ...base, sections: withoutSections(sections, failed) });
    }
    if (reply.type === 'failed') options.onIncident({ address: request.address, message: `the page was not drawn on the server: ${reply.error}` });
    if (reply.type === 'timeout')
      options.onIncident({
        address: request.address,
        message: 'the page was not drawn on the server: its render worker was stopped past the budget',
      });
    if (reply.type === 'crashed') options.onIncident({ address: request.address, message: `the page was not drawn on the server: ${reply.error}` });
    if (reply.type !== 'rendered') return undefined;
    const outcomes: Record<string, SectionOutcome> = {};
    for (const result of reply.sections) outcomes[result.key] = failed.has(result.key) ? 'failed' : result.outcome;
    for (const result of reply.sections) {
      if (result.outcome === 'failed' && result.error) options.onIncident({ address: request.address, section: result.key, message: result.error });
    }
    return { html: reply.html, state: { device: request.device, sections: outcomes } };
  }

  return {
    async render(request) {
      const shell = options.shellServerBuild();
      if (!shell) return undefined;
      const releases = request.modules
        .map(
          ({ remote }) =>
            `${remote}:${request.manifest.remotes[remote]?.assigned.channel ?? ''}:${request.manifest.remotes[remote]?.assigned.version ?? ''}`,
        )
        .join('|');
      const key = `${request.device} ${request.address} ${releases}`;
      const carried = carriedText(request.carried);
      const found = kept.get(key);
      if (found && found.shell === shell.version && found.carried === carried && found.until > options.now()) return found.body;
      const inFlight = drawing.get(key);
      if (inFlight) return inFlight;
      const drawn = draw(request, shell.file).finally(() => drawing.delete(key));
      drawing.set(key, drawn);
      const body = await drawn;
      if (body) {
        // A page with a section left to the browser after a failure is kept only as long as the failure is
        // remembered: then the section is tried on the server again.
        const withFailure = Object.values(body.state.sections).includes('failed');
        kept.delete(key);
        kept.set(key, { shell: shell.version, carried, body, until: withFailure ? options.now() + FAILED_SECTION_MEMORY_MS : Infinity });
        while (kept.size > MAX_KEPT_PAGES) kept.delete(kept.keys().next().value as string);
      }
      return body;
    },
    close: () => options.pool.close(),
  };
}
