import { registerNavigator, setRuntimeConfig } from '@ferrolink/shared';
import { requestManifest } from './remotes/manifest';
import { registerManifest } from './remotes/register-remotes';
import { createAppRouter } from './app/router';
import { openingModules } from './app/opening-modules';
import { readRenderInfo } from './app/render-info';
import { hydratePage, renderPage } from './app/start-page';
import { startEarlyLoad } from './remotes/early-loads';
import { watchRuntimeErrors } from './remotes/runtime-errors';
import { nextTask } from './app/next-task';
import './styles.css';

/** How long the first render waits for the opening page's section to be ready before it draws the skeleton. */
const OPENING_SECTION_WAIT_MS = 300;

async function start(): Promise<void> {
  // Remotes are not baked into the build: the manifest (written into the page by the server) says where they are.
  // Before any section is shown: an error in a shown release's files is a failure of that release (runtime-errors.ts).
  watchRuntimeErrors();
  const manifest = await requestManifest();
  if (manifest.config) setRuntimeConfig(manifest.config);
  registerManifest(manifest);
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element');

  // A page the server rendered is hydrated once what it drew can be drawn again (see hydratePage).
  const renderInfo = readRenderInfo(document);
  if (renderInfo) {
    // Creating the router (matching the address against every route) is a step of its own (see nextTask).
    await nextTask();
    const router = createAppRouter();
    registerNavigator((to) => void router.navigate(to));
    await hydratePage(container, router, renderInfo);
    return;
  }
  // The opening page's section starts loading now, beside the shell's own start (its files are already preloaded by
  // the document). The first render waits for it a little: a section ready by then is drawn in the same frame as the
  // header, with nothing in between to draw again; a slower one gets its skeleton and comes when it is ready.
  const opening = Promise.all(openingModules(window.location.pathname).map(({ remote, module }) => startEarlyLoad(remote, module)));
  const router = createAppRouter();
  registerNavigator((to) => void router.navigate(to));
  await Promise.race([opening, new Promise((resolve) => setTimeout(resolve, OPENING_SECTION_WAIT_MS))]);
  renderPage(container, router);
}

void start();
