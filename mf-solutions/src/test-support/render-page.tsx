import { MemoryRouter, Route, Routes, useLocation, QueryClient, QueryClientProvider } from '@ferrolink/shared';
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';

/** Shows the current URL, so a test can read what a click navigated to. */
function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

/**
 * Renders a page at `url` inside a router, with a query cache already holding `data` (query key -> value).
 * The cache never goes stale, so the component shows exactly these answers and the test makes no request.
 */
export function renderPage(element: ReactElement, url: string, data: [readonly unknown[], unknown][] = []) {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
  for (const [key, value] of data) client.setQueryData(key, value);
  const path = url.split('?')[0] ?? '/';
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route
            path={path}
            element={
              <>
                {element}
                <LocationProbe />
              </>
            }
          />
          <Route path="*" element={<LocationProbe />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}
