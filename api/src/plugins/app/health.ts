import fs from 'node:fs';
import fsp from 'node:fs/promises';
import fp from 'fastify-plugin';
import { sql } from 'kysely';
import { isSchemaCurrent } from '../../db/migrate';
import { releasesRoot } from '../../services/releases/store';

declare module 'fastify' {
  interface FastifyInstance {
    /** Marks the process as stopping: /readyz answers 503 from now on and every reply asks to close its connection. */
    startDraining: () => void;
    isDraining: () => boolean;
  }
}

/** A readiness check's database query that takes longer than this counts as no answer (HAProxy's check waits 2 s). */
export const READINESS_QUERY_TIMEOUT_MS = 1_000;
/** How long a passing migration check is believed: the schema only moves forward, and only when a process starts. */
export const MIGRATION_CHECK_CACHE_MS = 10_000;

/** What each readiness check found: "ok", or a fixed reason (never an error's text, which may name a path or host). */
export interface Readiness {
  ready: boolean;
  checks: {
    database: 'ok' | 'no answer' | 'error';
    migrations: 'ok' | 'not current' | 'unknown';
    releaseStore: 'ok' | 'not readable';
    process: 'serving' | 'draining';
  };
}

class TimedOut extends Error {}

function withinTime<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new TimedOut()), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

const NO_STORE = 'no-store';

/**
 * GET /healthz: the process is alive (it answers; nothing else is asked, so a slow database never gets a live
 * process restarted). GET /readyz: the process should get traffic: the database answers within a second, the
 * newest migration this code has is applied, the release store can be read, and the process is not draining;
 * otherwise 503 naming the failed checks. HAProxy sends traffic by /readyz (`option httpchk GET /readyz`,
 * `http-check expect status 200`). Neither is rate-limited (no limit is declared on them) nor logged per request
 * (app.ts turns request logging off); a change of readiness is logged once.
 */
export default fp(
  async function healthPlugin(app) {
    let draining = false;
    app.decorate('startDraining', () => {
      draining = true;
    });
    app.decorate('isDraining', () => draining);

    // While draining, every reply closes its connection, so that keep-alive connections are gone by the time the
    // listener closes instead of being cut there.
    app.addHook('onSend', async (_request, reply) => {
      if (draining) reply.header('Connection', 'close');
    });

    const handle = { db: app.db, dialect: app.dbDialect };
    let migrationsCurrentUntil = 0;
    const check = async (): Promise<Readiness['checks']> => {
      let database: Readiness['checks']['database'] = 'ok';
      let migrations: Readiness['checks']['migrations'] = 'unknown';
      try {
        await withinTime(sql`select 1`.execute(app.db), READINESS_QUERY_TIMEOUT_MS);
        if (Date.now() < migrationsCurrentUntil) migrations = 'ok';
        else if (await withinTime(isSchemaCurrent(handle), READINESS_QUERY_TIMEOUT_MS)) {
          migrations = 'ok';
          migrationsCurrentUntil = Date.now() + MIGRATION_CHECK_CACHE_MS;
        } else migrations = 'not current';
      } catch (error) {
        if (error instanceof TimedOut) database = 'no answer';
        else database = 'error';
      }
      let releaseStore: Readiness['checks']['releaseStore'] = 'ok';
      try {
        const store = releasesRoot(app.config);
        await withinTime(fsp.access(store, fs.constants.R_OK | fs.constants.X_OK), READINESS_QUERY_TIMEOUT_MS);
        if (!(await fsp.stat(store)).isDirectory()) releaseStore = 'not readable';
      } catch {
        releaseStore = 'not readable';
      }
      return { database, migrations, releaseStore, process: draining ? 'draining' : 'serving' };
    };

    // Checks asked for at once share one run: however often /readyz is asked, one query at a time reaches the database.
    let running: Promise<Readiness['checks']> | undefined;
    let lastReady: boolean | undefined;
    const readiness = async (): Promise<Readiness> => {
      running ??= check().finally(() => {
        running = undefined;
      });
      const found = await running;
      // Draining is read now, not from a shared run that started before the stop.
      const checks: Readiness['checks'] = { ...found, process: draining ? 'draining' : 'serving' };
      const ready = checks.database === 'ok' && checks.migrations === 'ok' && checks.releaseStore === 'ok' && checks.process === 'serving';
      if (ready !== lastReady) {
        if (ready) app.log.info('ready: traffic may come');
        else app.log.warn({ checks }, 'not ready');
        lastReady = ready;
      }
      return { ready, checks };
    };

    app.get('/healthz', async (_request, reply) => {
      reply.header('Cache-Control', NO_STORE);
      return { status: 'alive' };
    });

    app.get('/readyz', async (_request, reply) => {
      const result = await readiness();
      reply.code(result.ready ? 200 : 503).header('Cache-Control', NO_STORE);
      return result;
    });
  },
  { name: 'health', dependencies: ['config', 'database'] },
);
