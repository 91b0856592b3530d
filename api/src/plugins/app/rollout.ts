import fp from 'fastify-plugin';
import { loadReleases } from '../../services/releases/release-repository';
import { loadCanaryStarts, loadStates, seedRollout } from '../../services/rollouts/rollout-repository';
import { buildSnapshot, type RolloutSnapshot } from '../../services/rollouts/snapshot';
import { createRolloutController } from '../../services/rollouts/controller';
import { postWebhook } from '../../services/rollouts/webhook';
import { createReleaseMaterializer, importLocalBuilds, releaseKey } from '../../services/releases';
import { REMOTES } from '../../lib/remotes';

declare module 'fastify' {
  interface FastifyInstance {
    /** The rollout state every reply is decided from: at most a second old, the same for /remotes.json, pages and CSP. */
    rollout: () => RolloutSnapshot;
    /** Reads the state again now (after a write through this process, so its own replies show it at once). */
    refreshRollout: () => Promise<void>;
    /**
     * Makes sure this machine's release store has the folder of a stored release (written from the database when it
     * was published elsewhere); false when the release is unknown or its files could not be written.
     */
    ensureStoredRelease: (remote: string, version: string) => Promise<boolean>;
  }
}

/** How often each API process reads the rollout state again: a command reaches new page loads within this. */
export const ROLLOUT_REFRESH_MS = 1000;
/** How often the process holding the lease looks for canaries whose step time is up (the guard runs every third tick). */
export const CONTROLLER_TICK_MS = 5000;

/**
 * Rollout state from the database (releases, each remote's stable and canary), read again every second
 * into one snapshot, so /remotes.json, the page documents and the Content-Security-Policy never disagree,
 * and every API process on one database serves the same state within a second of a change. At start, each
 * remote without a rollout gets its first stable release (the build `npm start` made, put in the store).
 */
export default fp(
  async function rolloutPlugin(app) {
    const config = { apiBaseUrl: '/api', cnSiteUrl: app.config.cnSiteUrl, siteName: app.config.siteName };
    // A release published on another machine is written into this machine's store from the database: the releases
    // in use as soon as this process reads that they are (each second), any other when a browser asks for it.
    const materializer = createReleaseMaterializer({ db: app.db, config: app.config, log: app.log });
    let storedReleases = new Map<string, { remote: string; version: string; contentHash: string }>();
    const read = async (): Promise<RolloutSnapshot> => {
      const [states, releases] = [await loadStates(app.db), await loadReleases(app.db)];
      storedReleases = new Map(
        releases
          .filter((release) => release.source === 'store')
          .map((release) => [
            releaseKey(release.remote, release.version),
            { remote: release.remote, version: release.version, contentHash: release.content_hash },
          ]),
      );
      if (app.config.serveStatic) {
        for (const state of states) {
          for (const version of [state.stableVersion, state.canaryVersion]) {
            const stored = version === null ? undefined : storedReleases.get(releaseKey(state.remote, version));
            if (stored) void materializer.ensure(stored);
          }
        }
      }
      return buildSnapshot({
        remotes: REMOTES,
        states,
        releases,
        canaryStarts: await loadCanaryStarts(app.db),
        config,
      });
    };
    app.decorate('ensureStoredRelease', (remote: string, version: string) => {
      const stored = storedReleases.get(releaseKey(remote, version));
      return stored ? materializer.ensure(stored) : Promise.resolve(false);
    });

    if (app.config.seedReleases) {
      // The build `npm start` made becomes each remote's first release (once: later releases are published).
      await importLocalBuilds(app.db, app.config, app.log);
      const releases = await loadReleases(app.db);
      const at = app.clock.now().toISOString();
      for (const remote of REMOTES) {
        const newest = releases.find((release) => release.remote === remote.dir);
        if (newest && (await seedRollout(app.db, remote.dir, newest.version, at, 'seed'))) {
          app.log.info(`rollout ${remote.dir}: first stable release ${newest.version}`);
        }
      }
    }

    let snapshot = await read();
    let reading: Promise<void> = Promise.resolve();
    let idle = true;
    /** Reads the state once, after any read already under way, and serves it; a failed read keeps the last state. */
    const refresh = (): Promise<void> => {
      idle = false;
      reading = reading
        .then(read)
        .then((next) => {
          snapshot = next;
        })
        .catch((error: unknown) => app.log.error({ err: error }, 'reading the rollout state failed; serving the last one'))
        .finally(() => {
          idle = true;
        });
      return reading;
    };
    app.decorate('rollout', () => snapshot);
    // A read that starts after the call: a write made before it is in what it serves.
    app.decorate('refreshRollout', refresh);

    // The timer skips a beat while a read is still under way, so a slow database never piles reads up.
    const timers: NodeJS.Timeout[] = [setInterval(() => (idle ? void refresh() : undefined), ROLLOUT_REFRESH_MS)];
    if (app.config.rolloutController) {
      const webhookUrl = app.config.rolloutWebhookUrl;
      const controller = createRolloutController({
        db: app.db,
        now: () => app.clock.now(),
        leaseMs: 3 * CONTROLLER_TICK_MS,
        guard: app.config.rolloutGuard,
        log: app.log,
        // The post runs on its own: a slow receiver never holds up the next tick.
        onAbort: webhookUrl ? (notice) => void postWebhook(webhookUrl, notice, app.log) : undefined,
      });
      let ticking = false;
      timers.push(
        setInterval(() => {
          if (ticking) return;
          ticking = true;
          controller
            .tick()
            .then((taken) => (taken.length > 0 ? refresh() : undefined))
            .catch((error: unknown) => app.log.error({ err: error }, 'the rollout controller failed; it tries again'))
            .finally(() => {
              ticking = false;
            });
        }, CONTROLLER_TICK_MS),
      );
    }
    for (const timer of timers) timer.unref();
    app.addHook('onClose', async () => {
      for (const timer of timers) clearInterval(timer);
      await reading;
    });
  },
  { name: 'rollout', dependencies: ['config', 'database'] },
);
