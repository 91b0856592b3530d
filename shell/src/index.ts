import { requestManifest } from './remotes/manifest';
import { nextTask } from './app/next-task';

// The server writes the visitor's manifest into the page; when a page has none (the development server's), this
// asks /remotes.json now, while the bootstrap chunks download, instead of after them.
void requestManifest();

/**
 * The async boundary lets the federation runtime negotiate shared singletons before any of them is used. The start is
 * taken in steps, each in a task of its own (see nextTask): evaluating React's DOM renderer, then the shared package
 * (its libraries with it), then the shell's own modules. Run back to back they are one task of 80-100 ms on a slow
 * phone, which holds up a tap on the page the server has already drawn; apart, each is a fraction of that.
 */
async function boot(): Promise<void> {
  await nextTask();
  await import('react-dom/client');
  await nextTask();
  await import('@ferrolink/shared');
  await nextTask();
  await import('./bootstrap');
}

void boot();
