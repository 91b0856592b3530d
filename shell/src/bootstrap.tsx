import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { queryClient, registerNavigator, RouterProvider, setRuntimeConfig, QueryClientProvider } from '@ferrolink/shared';
import { requestManifest } from './remotes/manifest';
import { registerManifest } from './remotes/register-remotes';
import { createAppRouter } from './app/router';
import { openingModules } from './app/opening-modules';
import { startEarlyLoad } from './remotes/early-loads';
import './styles.css';

/** How long the first render waits for the opening page's section to be ready before it draws the skeleton. */
const OPENING_SECTION_WAIT_MS = 300;

async function start(): Promise<void> {
  // Remotes are not baked into the build: the manifest (written into the page by the server) says where they are.
  const manifest = await requestManifest();
  if (manifest.config) setRuntimeConfig(manifest.config);
  registerManifest(manifest);
  // The opening page's section starts loading now, beside the shell's own start (its files are already preloaded by
  // the document). The first render waits for it a little: a section ready by then is drawn in the same frame as the
  // header, with nothing in between to draw again; a slower one gets its skeleton and comes when it is ready.
  const opening = Promise.all(openingModules(window.location.pathname).map(({ remote, module }) => startEarlyLoad(remote, module)));

  const router = createAppRouter();
  registerNavigator((to) => void router.navigate(to));

  await Promise.race([opening, new Promise((resolve) => setTimeout(resolve, OPENING_SECTION_WAIT_MS))]);
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element');
  const root = createRoot(container);
  // As a transition the first render is time-sliced: React yields to the browser every few milliseconds instead
  // of building the whole page in one long task, so a tap or a scroll on a slow phone is answered meanwhile.
  startTransition(() =>
    root.render(
      <StrictMode>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </StrictMode>,
    ),
  );
}

void start();
