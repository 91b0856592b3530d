import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { queryClient, registerNavigator, RouterProvider, setRuntimeConfig, useAuthStore, QueryClientProvider } from '@ferrolink/shared';
import { requestManifest } from './remotes/manifest';
import { registerManifest } from './remotes/remote-loader';
import { createAppRouter } from './app/router';
import './styles.css';

async function start(): Promise<void> {
  // DESIGN.md §2: remotes are not baked into the build; the manifest says where they are.
  const manifest = await requestManifest();
  if (manifest.config) setRuntimeConfig(manifest.config);
  registerManifest(manifest);

  const router = createAppRouter();
  registerNavigator((to) => void router.navigate(to));
  // The stored name may outlive the server session: ask once at start.
  void useAuthStore.getState().refresh();

  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element');
  createRoot(container).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </StrictMode>,
  );
}

void start();
