import { Writable } from 'node:stream';
import type { ComponentType, ReactNode } from 'react';
// The Node build of the renderer by name: a test environment that prefers browser builds still gets the stream one.
import { renderToPipeableStream } from 'react-dom/server.node';
import { createQueryClient, setPageData, setRenderedDevice, type DeviceClass } from '@ferrolink/shared';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from '@ferrolink/shared/server-router';
import { createAppRoutes } from '../app/routes';
import { ShellApp } from '../app/ShellApp';
import { moduleKeyOf } from '../remotes/early-loads';
import type { RemoteName } from '../remotes/remote-names';
import type { SectionPlan } from '../remotes/section-plan';

/** One module the page mounts, as the server has it for this render. */
export interface ServerSection {
  /** The federation name: 'mf_catalog'. */
  remote: string;
  /** The exposed module: 'ProductListPage'. */
  module: string;
  /** null: this section is sent as today's client mount (skeleton), e.g. no server build, or its server render failed. */
  component: ComponentType<Record<string, unknown>> | null;
  release: { version: string; channel: 'stable' | 'canary' | 'preview' };
}

export interface ShellRenderInput {
  /** Path and query: '/producDtetails?id=3'. */
  url: string;
  device: DeviceClass;
  /** The page's carried replies, keyed by readKey (what ferrolink-page-data holds). */
  carried: Record<string, unknown>;
  /** The modules this page mounts (page-modules.json), in order. */
  sections: ServerSection[];
  /** Aborted: React's abort(), pending Suspense boundaries go out as their fallbacks. */
  signal?: AbortSignal;
}

export interface ShellRenderResult {
  /** The inner HTML of <div id="root">. */
  html: string;
  /** Messages of the errors React reported during this render; empty when clean. */
  errors: string[];
}

/** Request needs an absolute address; the origin plays no part in matching a route. */
const ROUTING_ORIGIN = 'http://ferrolink.invalid';

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * How each section starts in a server render: a section with a component is drawn ready with it, one without (and a
 * module the page mounts that the server was not given) as the skeleton the browser shows while it loads.
 */
function serverSectionPlan(sections: readonly ServerSection[]): SectionPlan {
  const components = new Map(sections.map((section) => [moduleKeyOf(section.remote as RemoteName, section.module), section.component]));
  return (moduleKey) => {
    const Component = components.get(moduleKey);
    return Component ? { Component } : 'loading';
  };
}

/** Renders the page tree to one HTML string, resolving once every Suspense boundary is done (or aborted). */
function renderToHtml(page: ReactNode, signal: AbortSignal | undefined): Promise<ShellRenderResult> {
  return new Promise((resolve, reject) => {
    const errors: string[] = [];
    const chunks: Buffer[] = [];
    let settled = false;
    const fail = (error: unknown) => {
      if (settled) return;
      settled = true;
      signal?.removeEventListener('abort', abort);
      reject(error instanceof Error ? error : new Error(messageOf(error)));
    };
    const sink = new Writable({
      write(chunk: Buffer | string, _encoding, done) {
        chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk);
        done();
      },
    });
    sink.on('finish', () => {
      if (settled) return;
      settled = true;
      signal?.removeEventListener('abort', abort);
      resolve({ html: Buffer.concat(chunks).toString('utf8'), errors });
    });
    sink.on('error', fail);
    const stream = renderToPipeableStream(page, {
      // Every boundary written in place, however large: React moves a big finished boundary out of line (a hidden
      // copy and an inline script that swaps it in) so that a stream can paint before it. This page is written whole
      // and kept, and the site's Content-Security-Policy runs no inline script, so such a boundary would never show.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onError(error) {
        errors.push(messageOf(error));
      },
      // The layout itself failed: there is no page to send, the caller serves the client-rendered one.
      onShellError: fail,
      // Piped once everything is in place, so the HTML holds each boundary's content where it belongs (no streamed
      // segments for a script to move). After the current turn: an abort calls this while it is still finishing.
      onAllReady() {
        queueMicrotask(() => stream.pipe(sink));
      },
    });
    function abort() {
      stream.abort(signal?.reason);
    }
    if (signal?.aborted) abort();
    else signal?.addEventListener('abort', abort, { once: true });
  });
}

async function renderOnePage(input: ShellRenderInput): Promise<ShellRenderResult> {
  if (!input.url.startsWith('/') || input.url.startsWith('//')) throw new Error(`renderShellPage needs a path on this site, not "${input.url}"`);
  const handler = createStaticHandler(createAppRoutes());
  // Matching resolves the lazy routes' code (search, privacy, legal) before the render.
  const context = await handler.query(new Request(new URL(input.url, ROUTING_ORIGIN), { signal: input.signal }));
  // The site's routes have no loaders, so no redirect can come from here; a page is always an element.
  if (context instanceof Response) throw new Error(`The route of ${input.url} answered ${context.status} instead of a page`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const queryClient = createQueryClient();
  // The page's queries find the carried replies as the browser's will, in the page document.
  setPageData(input.carried);
  setRenderedDevice(input.device);
  try {
    return await renderToHtml(
      <ShellApp queryClient={queryClient} sectionPlan={serverSectionPlan(input.sections)}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </ShellApp>,
      input.signal,
    );
  } finally {
    setPageData({});
    queryClient.clear();
  }
}

/** The render in progress: the page data and the device are module state, so renders take turns. */
let previousRender: Promise<unknown> = Promise.resolve();

/**
 * Renders the whole page for `input.url` (layout with header, menus and footer; the route's element; the home page's
 * first-screen widgets) with React's stream renderer, to the inner HTML of the page's #root, signed out and for
 * `input.device`. Renders take turns (see previousRender).
 */
export function renderShellPage(input: ShellRenderInput): Promise<ShellRenderResult> {
  const render = previousRender.then(
    () => renderOnePage(input),
    () => renderOnePage(input),
  );
  previousRender = render.catch(() => undefined);
  return render;
}
