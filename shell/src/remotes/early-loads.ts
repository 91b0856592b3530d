import { loadClock } from './load-reports';
import { releaseOfModule, type LoadedRelease } from './loaded-releases';
import { loadRemoteComponent, type ExposedModule } from './remote-loader';
import type { RemoteName } from './remote-names';

// Step 3 of a section's load path (docs/architecture.md, "The load path of a section"): the opening page's modules,
// begun while the shell boots.

/**
 * A load of the module a page mounts, begun while the shell boots instead of after its first render. The page's
 * files are already on their way (the document preloads them), so what is left is running them: the remote's entry,
 * the share negotiation and the module itself. Begun early, that work overlaps the shell's own start, and a module
 * that is ready when its mount first renders is on screen in the same frame as the header: no skeleton frame in
 * between, and no second render of the page to wait for.
 */
export interface EarlyLoad {
  startedAt: number;
  promise: Promise<ExposedModule>;
  /** Set once the load has succeeded: what a mount rendering now can show at once. */
  ready?: { exposed: ExposedModule; release: LoadedRelease | undefined };
}

const earlyLoads = new Map<string, EarlyLoad>();

/** One remote module, as one string: `mf_news/NewsListPage`. */
export const moduleKeyOf = (remote: RemoteName, module: string) => `${remote}/${module}`;

/** Begins loading a module the opening page mounts; resolves when it has loaded or failed (never rejects). */
export function startEarlyLoad(remote: RemoteName, module: string): Promise<void> {
  const key = moduleKeyOf(remote, module);
  const existing = earlyLoads.get(key);
  const load: EarlyLoad = existing ?? { startedAt: loadClock(), promise: loadRemoteComponent(remote, module) };
  if (!existing) earlyLoads.set(key, load);
  return load.promise.then(
    (exposed) => {
      load.ready = { exposed, release: releaseOfModule(exposed) };
    },
    // The mount that takes this load shows the failure (and the loader has reported it); nothing is lost here.
    () => undefined,
  );
}

/** The early load of a module, without taking it: safe to call while rendering. */
export function peekEarlyLoad(remote: RemoteName, module: string): EarlyLoad | undefined {
  return earlyLoads.get(moduleKeyOf(remote, module));
}

/**
 * Takes the early load of a module, once: the first mount of it on the page uses it, a later mount (the visitor
 * came back to the page) loads the module as usual.
 */
export function takeEarlyLoad(remote: RemoteName, module: string): EarlyLoad | undefined {
  const key = moduleKeyOf(remote, module);
  const load = earlyLoads.get(key);
  earlyLoads.delete(key);
  return load;
}
