import { loadLegalPages, Navigate, paths, type RouteObject } from '@ferrolink/shared';
import { Layout } from '../layout/Layout';
import { HomePage } from '../features/home/HomePage';
import { NotFoundPage } from '../features/not-found/NotFoundPage';
import { RemoteMount } from '../remotes/RemoteMount';
import { PageTitle } from './PageTitle';
import { REMOTE_ROUTES } from './route-table';

/**
 * The route table of the site: every route under the common layout. The browser's router (router.tsx) and a server
 * render's static router (server/render-page.tsx) are both built from it, so the two draw the same page for an address.
 */
export function createAppRoutes(): RouteObject[] {
  return [
    {
      element: <Layout />,
      children: [
        // The root redirects to the home path, which redirects to /index.
        { path: paths.root, element: <Navigate to={paths.home} replace /> },
        { path: paths.home, element: <Navigate to={paths.index} replace /> },
        {
          path: paths.index,
          element: (
            <>
              <PageTitle title="Industrial Networking" />
              <HomePage />
            </>
          ),
        },
        {
          path: paths.searchList,
          lazy: async () => {
            const { SearchPage } = await import('../features/search/SearchPage');
            return {
              element: (
                <>
                  <PageTitle title="Search" />
                  <SearchPage />
                </>
              ),
            };
          },
        },
        // The privacy and legal notices live in the shell: they must open even when a section's code does not.
        {
          path: paths.privacy,
          lazy: async () => {
            const [{ LegalTextPage }, { PRIVACY_PAGE }] = await Promise.all([import('../features/legal/LegalTextPage'), loadLegalPages()]);
            return { element: <LegalTextPage text={PRIVACY_PAGE} /> };
          },
        },
        {
          path: paths.legal,
          lazy: async () => {
            const [{ LegalTextPage }, { LEGAL_PAGE }] = await Promise.all([import('../features/legal/LegalTextPage'), loadLegalPages()]);
            return { element: <LegalTextPage text={LEGAL_PAGE} /> };
          },
        },
        ...REMOTE_ROUTES.map((route) => ({
          path: route.path,
          element: (
            <>
              <PageTitle title={route.title} />
              <RemoteMount remote={route.remote} module={route.module} />
            </>
          ),
        })),
        {
          path: '*',
          element: (
            <>
              <PageTitle title="Page not found" />
              <NotFoundPage />
            </>
          ),
        },
      ],
    },
  ];
}
