import type { ReactElement } from 'react';
import { render, type RenderResult } from '@testing-library/react';
import {
  type Location,
  MemoryRouter,
  type NavigateFunction,
  type NavigateOptions,
  QueryClient,
  QueryClientProvider,
  registerNavigator,
  Route,
  Routes,
  Toaster,
  useLocation,
  useNavigate,
} from '@ferrolink/shared';

export interface RenderPageOptions {
  /** The address the browser opens, with its query string. Defaults to '/'. */
  url?: string;
  /** The route pattern `element` is mounted on (`*`: every address, as the layout's parts are). Defaults to the path of `url`. */
  path?: string;
  /** Stand-in pages the component may navigate to: route path -> the heading shown there. */
  otherPages?: Record<string, string>;
  /** Also render the toast area, for tests that read toasts on screen. */
  withToaster?: boolean;
}

export interface RenderedPage extends RenderResult {
  queryClient: QueryClient;
  /** The query string of the current address. */
  search: () => URLSearchParams;
  /** The browser's back button. */
  back: () => void;
  /** Goes to another address in the app, as a link or the app's own code does (wrap in act). */
  navigate: (to: string, options?: NavigateOptions) => void;
}

interface RouterProbe {
  location?: Location;
  navigate?: NavigateFunction;
}

/** Shows the current address (test id "location", status "Current address") and hands the router to the test. */
function LocationProbe({ probe }: { probe: RouterProbe }) {
  const location = useLocation();
  const navigate = useNavigate();
  probe.location = location;
  probe.navigate = navigate;
  // Shared code that must navigate (a 401 goes to /login) uses this router, as it uses the shell's in the site.
  registerNavigator((to) => void navigate(to));
  return <output data-testid="location" aria-label="Current address">{`${location.pathname}${location.search}`}</output>;
}

/**
 * Renders `element` as the page at `url`, inside what the shell gives a remote: a router and a fresh query cache
 * (no retries, so a failure shows at once). Every other address shows "Elsewhere" or one of `otherPages`.
 */
export function renderPage(element: ReactElement, options: RenderPageOptions = {}): RenderedPage {
  const url = options.url ?? '/';
  const path = options.path ?? url.split('?')[0] ?? '/';
  const otherPages = Object.entries(options.otherPages ?? {}).filter(([pagePath]) => pagePath !== path);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const probe: RouterProbe = {};
  const utils = render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path={path} element={element} />
          {otherPages.map(([pagePath, heading]) => (
            <Route key={pagePath} path={pagePath} element={<h1>{heading}</h1>} />
          ))}
          <Route path="*" element={<p>Elsewhere</p>} />
        </Routes>
        <LocationProbe probe={probe} />
        {options.withToaster ? <Toaster /> : null}
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return {
    ...utils,
    queryClient,
    search: () => new URLSearchParams(probe.location?.search ?? ''),
    back: () => void probe.navigate?.(-1),
    navigate: (to, navigateOptions) => void probe.navigate?.(to, navigateOptions),
  };
}
