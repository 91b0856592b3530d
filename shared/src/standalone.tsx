import { StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import {
  createBrowserRouter,
  Link,
  Outlet,
  QueryClientProvider,
  queryClient,
  registerNavigator,
  rehydrateStoredSession,
  RouterProvider,
  Toaster,
} from '@ferrolink/shared';

// A remote's standalone harness, imported as `@ferrolink/shared/standalone` by the remotes' bootstrap.tsx only.
// It stays out of the package's index, so the federated singleton every visitor downloads does not carry it, and it
// reaches the router, query cache and navigator through `@ferrolink/shared` by name, so in a remote's own page it
// uses the same singleton as the pages it shows.

export interface StandaloneRoute {
  path: string;
  label: string;
  element: ReactNode;
}

/**
 * The development harness of a remote (every app runs standalone).
 * A section team runs `npm run dev -w mf-catalog` and sees its pages with a bare
 * navigation bar, against the API on PORT (proxied by the dev server).
 */
export function renderStandalone(appName: string, routes: StandaloneRoute[]): void {
  function HarnessLayout() {
    return (
      <div>
        <nav style={{ display: 'flex', gap: 16, padding: 12, background: '#0e2a47', flexWrap: 'wrap' }} aria-label="Standalone harness">
          <strong style={{ color: '#fff' }}>{appName} (standalone)</strong>
          {routes.map((route) => (
            <Link key={route.path} to={route.path} style={{ color: '#c9d3df' }}>
              {route.label}
            </Link>
          ))}
        </nav>
        <Outlet />
        <Toaster />
      </div>
    );
  }
  const router = createBrowserRouter([
    {
      element: <HarnessLayout />,
      children: [
        // The dev server opens on "/", which no section owns: point at the section's pages instead of a router error.
        { index: true, element: <p style={{ padding: 12 }}>Pick one of {appName}&apos;s pages in the bar above.</p> },
        ...routes.map((route) => ({ path: route.path, element: route.element })),
        { path: '*', element: <p style={{ padding: 12 }}>{appName} has no page at this path; its pages are in the bar above.</p> },
      ],
    },
  ]);
  registerNavigator((to) => void router.navigate(to));
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element');
  createRoot(container).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </StrictMode>,
  );
  // The auth store leaves the kept name for the page to read (the site reads it after its first commit).
  void rehydrateStoredSession();
}
