import { startTransition } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { queryClient, RouterProvider, setRenderedDevice } from '@ferrolink/shared';
import { moduleKeyOf, peekEarlyLoad, startEarlyLoad } from '../remotes/early-loads';
import { reportRemoteLoad } from '../remotes/load-reports';
import { registrationOf } from '../remotes/register-remotes';
import type { SectionPlan } from '../remotes/section-plan';
import type { RenderedSection, RenderInfo } from './render-info';
import { routerInitialized, type AppRouter } from './router';
import { ShellApp } from './ShellApp';
import { nextTask } from './next-task';

/** How the page came on screen (hydrated from the server's HTML, or drawn in the browser from scratch) and its root. */
export interface PageStart {
  start: 'hydrated' | 'rendered';
  root: Root;
}

/** Draws the page in `container` from scratch (the page the server did not render, or could not be hydrated). */
export function renderPage(container: HTMLElement, router: AppRouter): PageStart {
  const root = createRoot(container);
  // As a transition the first render is time-sliced: React yields to the browser every few milliseconds instead
  // of building the whole page in one long task, so a tap or a scroll on a slow phone is answered meanwhile.
  startTransition(() =>
    root.render(
      <ShellApp queryClient={queryClient}>
        <RouterProvider router={router} />
      </ShellApp>,
    ),
  );
  return { start: 'rendered', root };
}

/**
 * A difference between the server's HTML and the browser's first render that React repaired by drawing that part
 * again. The page works, so it is a warning, with the address it happened at; nothing else is counted.
 */
function warnOfRecoveredHydration(error: unknown): void {
  const message = error instanceof Error ? error.message : String(error);
  console.warn(`Hydration of ${window.location.pathname}${window.location.search} was repaired in the browser: ${message}`);
}

/**
 * A section the server could not draw in the release it gave this visitor is a failed load of that release, as one
 * that breaks in the browser is: the rollout guard counts it (phase server-render) and can stop such a canary. The
 * server drew with the release it assigned; a browser that remembers that release failing here loads stable instead
 * (its registration says what it fell back from), and the failure is still the assigned release's, never stable's.
 */
export function reportServerRenderFailures(sections: readonly RenderedSection[]): void {
  for (const section of sections) {
    const registration = section.rendering === 'failed' ? registrationOf(section.remote) : undefined;
    const drawnWith = registration?.fellBackFrom ?? registration;
    if (!drawnWith) continue;
    reportRemoteLoad({
      remote: section.remote,
      version: drawnWith.version,
      channel: drawnWith.channel,
      outcome: 'failed',
      phase: 'server-render',
      ms: 0,
    });
  }
}

/**
 * Hydrates the page the server rendered in `container`. The first render must draw what the server drew: the device
 * class it names; its "server" sections ready (the bootstrap waits for their modules, however long they take) and its
 * "client" sections as their skeleton; the route's own code loaded (a lazy route). A "server" section whose module
 * does not load in the browser cannot be hydrated: the page is drawn from scratch instead, and the section shows its
 * failure as on any page (the loader has reported it).
 */
export async function hydratePage(container: HTMLElement, router: AppRouter, info: RenderInfo): Promise<PageStart> {
  setRenderedDevice(info.device);
  reportServerRenderFailures(info.sections);
  // Every section starts loading now; only the server's must be ready before the first render.
  const loads = info.sections.map((section) => ({ section, load: startEarlyLoad(section.remote, section.module) }));
  await Promise.all([routerInitialized(router), ...loads.filter(({ section }) => section.rendering === 'server').map(({ load }) => load)]);
  const serverSectionsReady = info.sections.every(
    (section) => section.rendering !== 'server' || peekEarlyLoad(section.remote, section.module)?.ready !== undefined,
  );
  if (!serverSectionsReady) {
    container.replaceChildren();
    return renderPage(container, router);
  }
  const clientSections = new Set(
    info.sections.filter((section) => section.rendering !== 'server').map((section) => moduleKeyOf(section.remote, section.module)),
  );
  const sectionPlan: SectionPlan = (moduleKey) => (clientSections.has(moduleKey) ? 'loading' : undefined);
  // The sections' modules were evaluated as they arrived, possibly just now in this task: hydration starts in the next.
  await nextTask();
  // As a transition, hydration is time-sliced like the first render of renderPage: the page is already on screen, and
  // a tap or a scroll on a slow phone is answered between slices instead of after one long task.
  let root: Root | undefined;
  startTransition(() => {
    root = hydrateRoot(
      container,
      <ShellApp queryClient={queryClient} sectionPlan={sectionPlan}>
        <RouterProvider router={router} />
      </ShellApp>,
      { onRecoverableError: warnOfRecoveredHydration },
    );
  });
  if (!root) throw new Error('hydrateRoot returned no root');
  return { start: 'hydrated', root };
}
