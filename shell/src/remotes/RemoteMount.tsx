import { Suspense, useCallback, useEffect, useState, type ComponentType } from 'react';
import { Skeleton } from '@ferrolink/shared';
import { loadRemoteComponent } from './remote-loader';
import type { RemoteName } from './remote-names';
import { RemoteBoundary } from './RemoteBoundary';
import { UnavailablePanel } from './UnavailablePanel';

interface RemoteMountProps {
  remote: RemoteName;
  /** The exposed module, e.g. "FeaturedProducts". */
  module: string;
  /** A widget inside a page gets a compact panel; a page gets a full one. */
  variant?: 'page' | 'widget';
  props?: Record<string, unknown>;
}

type LoadState = { status: 'loading' } | { status: 'ready'; Component: ComponentType<Record<string, unknown>> } | { status: 'failed' };

/** Mounts one exposed component of one remote: lazily, in its own error boundary and Suspense, with Retry. */
export function RemoteMount({ remote, module, variant = 'page', props = {} }: RemoteMountProps) {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<LoadState>({ status: 'loading' });

  useEffect(() => {
    let cancelled = false;
    setState({ status: 'loading' });
    loadRemoteComponent(remote, module, attempt > 0).then(
      (loaded) => !cancelled && setState({ status: 'ready', Component: loaded.default }),
      (error: unknown) => {
        if (cancelled) return;
        console.warn(`Could not load ${remote}/${module}:`, error);
        setState({ status: 'failed' });
      },
    );
    return () => {
      cancelled = true;
    };
  }, [remote, module, attempt]);

  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  const compact = variant === 'widget';
  const loading = <Skeleton lines={compact ? 3 : 8} label={`Loading ${module}`} />;

  if (state.status === 'failed') return <UnavailablePanel onRetry={retry} compact={compact} />;
  if (state.status === 'loading') return loading;
  const { Component } = state;
  return (
    <div data-remote={remote} className={compact ? undefined : 'fl-remote-page'}>
      <RemoteBoundary
        resetKey={`${remote}/${module}/${attempt}`}
        onRetry={retry}
        fallback={(onRetry) => <UnavailablePanel onRetry={onRetry} compact={compact} />}
      >
        <Suspense fallback={loading}>
          <Component {...props} />
        </Suspense>
      </RemoteBoundary>
    </div>
  );
}
