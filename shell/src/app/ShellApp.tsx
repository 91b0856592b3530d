import { StrictMode, useEffect, type ReactNode } from 'react';
import { QueryClientProvider, rehydrateStoredSession, useAfterFirstFrame, type QueryClient } from '@ferrolink/shared';
import { SectionPlanProvider, type SectionPlan } from '../remotes/section-plan';

/**
 * Reads the name this browser kept once the page's first render is committed (effects run child first, so this one
 * runs after the whole page's). The server draws every page signed out, so the browser's first render does too, and
 * the header shows the name a moment later. Effects never run in a server render.
 */
function StoredSessionAfterFirstCommit({ children }: { children: ReactNode }) {
  useEffect(() => {
    void rehydrateStoredSession();
  }, []);
  return children;
}

/**
 * Starts measuring what visitors feel of the page (remotes/web-vitals.ts) once its first frame is on screen: the
 * library and the code around it are a chunk of their own, asked for only then, so they take nothing from that frame.
 */
function RealUserMetricsAfterFirstFrame({ children }: { children: ReactNode }) {
  useAfterFirstFrame(() => {
    // Named, so that the chunk the page asks for after its first frame on purpose is known by its file name.
    import(/* webpackChunkName: "real-user-metrics" */ '../remotes/web-vitals').then(
      ({ startRealUserMetrics }) => startRealUserMetrics(),
      () => undefined, // A chunk that does not arrive (offline, a new deployment): the page works without its metrics.
    );
  });
  return children;
}

interface ShellAppProps {
  queryClient: QueryClient;
  /** How each section starts, on a page the server rendered (and on the server itself). */
  sectionPlan?: SectionPlan;
  /** The router: the browser's RouterProvider or a server render's StaticRouterProvider. */
  children: ReactNode;
}

/**
 * The providers around the router, the same in the browser and in a server render: hydration pairs the server's
 * markup with the browser's tree, and React's useId numbers follow the tree's shape, so both sides build this one.
 */
export function ShellApp({ queryClient, sectionPlan, children }: ShellAppProps) {
  return (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <SectionPlanProvider value={sectionPlan}>
          <StoredSessionAfterFirstCommit>
            <RealUserMetricsAfterFirstFrame>{children}</RealUserMetricsAfterFirstFrame>
          </StoredSessionAfterFirstCommit>
        </SectionPlanProvider>
      </QueryClientProvider>
    </StrictMode>
  );
}
