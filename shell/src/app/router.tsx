import { createBrowserRouter } from '@ferrolink/shared';
import { createAppRoutes } from './routes';

/** The one router of the site, in the browser. */
export function createAppRouter() {
  return createBrowserRouter(createAppRoutes());
}

export type AppRouter = ReturnType<typeof createAppRouter>;

/**
 * Resolves once the router has matched its first address, including a lazy route's code (search, privacy, legal):
 * a hydration must draw the route the server drew, not the empty frame of a route still loading.
 */
export function routerInitialized(router: AppRouter): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}
