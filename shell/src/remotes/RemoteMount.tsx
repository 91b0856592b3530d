import { Suspense, useCallback, useEffect, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { Skeleton } from '@ferrolink/shared';
import { loadClock, reportRemoteLoad } from './load-reports';
import { releaseOfModule, type LoadedRelease } from './loaded-releases';
import { moduleKeyOf, peekEarlyLoad, takeEarlyLoad } from './early-loads';
import { fallBackToStable } from './fall-back-to-stable';
import { loadRemoteComponent } from './remote-loader';
import type { RemoteName } from './remote-names';
import { RemoteBoundary } from './RemoteBoundary';
import { useSectionPlan } from './section-plan';
import { UnavailablePanel } from './UnavailablePanel';

// Step 4 of a section's load path (docs/architecture.md, "The load path of a section"): a module on screen, with
// its loading, failed and fallback states.

interface RemoteMountProps {
  remote: RemoteName;
  /** The exposed module, e.g. "FeaturedProducts". */
  module: string;
  /** A widget inside a page gets a compact panel; a page gets a full one. */
  variant?: 'page' | 'widget';
  props?: Record<string, unknown>;
}

/** The component on screen and the release it came from (unknown for a module that did not come through the loader). */
type LoadState =
  | { status: 'loading' }
  | { status: 'ready'; Component: ComponentType<Record<string, unknown>>; release: LoadedRelease | undefined }
  | { status: 'failed' };

/** What this mount has reported of the load on screen; one shown record per load, and one failed record. */
interface MountReport {
  release: LoadedRelease;
  startedAt: number;
  shown: boolean;
  failed: boolean;
}

/**
 * Calls `onShown` once its children have committed: effects run child first, so by then the remote's component
 * rendered without error (a child that suspends commits nothing until it resolves).
 */
function WhenShown({ onShown, children }: { onShown: () => void; children: ReactNode }) {
  useEffect(() => onShown(), [onShown]);
  return children;
}

/**
 * Mounts one exposed component of one remote: lazily, in its own error boundary and Suspense, with Retry. Each
 * load is reported for the rollout guard: shown, or failed while rendering (a failed load the loader reports
 * itself). A canary or preview release that throws while rendering gives way to stable instead of the panel.
 */
export function RemoteMount({ remote, module, variant = 'page', props = {} }: RemoteMountProps) {
  const [attempt, setAttempt] = useState(0);
  // Loads of stable after a canary or preview release failed to render here; each one loads the remote again.
  const [stableReloads, setStableReloads] = useState(0);
  const plan = useSectionPlan();
  // A module the shell began loading while it booted (early-loads.ts) and that is ready now is shown in this very
  // render, with its load's report begun when the load began. A page rendered on the server says how each section
  // starts instead: as the server drew it, ready or loading, so that hydration finds the same markup.
  const [readyAtMount] = useState(() => {
    const start = plan?.(moduleKeyOf(remote, module));
    if (start === 'loading') return undefined;
    if (start) return { Component: start.Component, release: undefined, startedAt: 0 };
    const early = peekEarlyLoad(remote, module);
    return early?.ready ? { Component: early.ready.exposed.default, release: early.ready.release, startedAt: early.startedAt } : undefined;
  });
  const [state, setState] = useState<LoadState>(
    readyAtMount ? { status: 'ready', Component: readyAtMount.Component, release: readyAtMount.release } : { status: 'loading' },
  );
  const report = useRef<MountReport | undefined>(
    readyAtMount?.release ? { release: readyAtMount.release, startedAt: readyAtMount.startedAt, shown: false, failed: false } : undefined,
  );
  // The module shown since the first render, until this mount shows another (the router reuses a mount when the
  // visitor goes from one page of a remote to another).
  const shownSinceMount = useRef(readyAtMount ? moduleKeyOf(remote, module) : undefined);

  useEffect(() => {
    const firstLoad = attempt === 0 && stableReloads === 0;
    const early = firstLoad ? takeEarlyLoad(remote, module) : undefined;
    // Already on screen since the first render: nothing to load.
    if (firstLoad && shownSinceMount.current === moduleKeyOf(remote, module)) return undefined;
    shownSinceMount.current = undefined;
    let cancelled = false;
    setState({ status: 'loading' });
    report.current = undefined;
    const startedAt = early?.startedAt ?? loadClock();
    (early?.promise ?? loadRemoteComponent(remote, module, attempt > 0)).then(
      (loaded) => {
        if (cancelled) return;
        const release = releaseOfModule(loaded);
        report.current = release ? { release, startedAt, shown: false, failed: false } : undefined;
        setState({ status: 'ready', Component: loaded.default, release });
      },
      (error: unknown) => {
        if (cancelled) return;
        console.warn(`Could not load ${moduleKeyOf(remote, module)}:`, error);
        setState({ status: 'failed' });
      },
    );
    return () => {
      cancelled = true;
    };
  }, [remote, module, attempt, stableReloads]);

  const reportShown = useCallback(() => {
    const current = report.current;
    // Once per load: React runs effects twice in development, and a later commit is not a new load.
    if (!current || current.shown || current.failed) return;
    current.shown = true;
    reportRemoteLoad({ ...current.release, outcome: 'shown', ms: loadClock() - current.startedAt });
  }, []);

  const handleRenderError = useCallback(() => {
    const current = report.current;
    if (!current || current.failed) return;
    // Reported even after it was shown: a release that breaks on the visitor's first click is as broken.
    current.failed = true;
    const { release } = current;
    reportRemoteLoad({ ...release, outcome: 'failed', phase: 'render', ms: loadClock() - current.startedAt });
    if (release.channel === 'stable') return;
    fallBackToStable(release.remote, release);
    setStableReloads((count) => count + 1);
  }, []);

  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  const compact = variant === 'widget';
  const loading = <Skeleton lines={compact ? 3 : 8} label={`Loading ${module}`} />;

  if (state.status === 'failed') return <UnavailablePanel onRetry={retry} compact={compact} />;
  if (state.status === 'loading') return loading;
  const { Component, release } = state;
  // A canary or preview release that fails to render is replaced by stable at once: the visitor sees it loading.
  const fallingBack = release !== undefined && release.channel !== 'stable';
  // Another release clears a caught error: stable may arrive before React ever showed the loading state in between.
  const releaseKey = release ? `${release.channel}@${release.version}` : 'unknown release';
  return (
    <div data-remote={remote} className={compact ? undefined : 'fl-remote-page'}>
      <RemoteBoundary
        resetKey={`${moduleKeyOf(remote, module)}/${attempt}/${releaseKey}`}
        onRetry={retry}
        onError={handleRenderError}
        fallback={(onRetry) => (fallingBack ? loading : <UnavailablePanel onRetry={onRetry} compact={compact} />)}
      >
        <Suspense fallback={loading}>
          <WhenShown onShown={reportShown}>
            <Component {...props} />
          </WhenShown>
        </Suspense>
      </RemoteBoundary>
    </div>
  );
}
