import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { queryClient, registerNavigator, RouterProvider, setRuntimeConfig, useAuthStore, QueryClientProvider } from '@ferrolink/shared';
import { requestManifest } from './remotes/manifest';
import { registerManifest } from './remotes/remote-loader';
import { createAppRouter } from './app/router';
import './styles.css';

async function start(): Promise<void> {
  // Remotes are not baked into the build: the manifest (written into the page by the server) says where they are.
  const manifest = await requestManifest();
  if (manifest.config) setRuntimeConfig(manifest.config);
  registerManifest(manifest);

  const router = createAppRouter();
  registerNavigator((to) => void router.navigate(to));
  // The stored name may outlive the server session: ask once at start.
  void useAuthStore.getState().refresh();

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
