import { buildApp } from './app';
import { openDatabase } from './db/connect';
import { migrateToLatest } from './db/migrate';
import { seedContent } from './seed/run-seed';
import { loadConfig } from './config';
import { createGracefulStop } from './lib/graceful-stop';
import { startupMessage } from './startup-message';

/** Migrates, seeds (when the content changed) and serves everything on PORT. */
async function main(): Promise<void> {
  const config = loadConfig();
  const handle = openDatabase(config.databaseUrl);
  await migrateToLatest(handle);
  const seeded = await seedContent(handle);
  await handle.db.destroy();
  console.log(seeded.skipped ? 'Content is up to date.' : 'Content imported into the database.');

  const app = await buildApp();
  const stop = createGracefulStop({ app, ...app.config.gracefulStop, exit: (code) => process.exit(code) });
  process.on('SIGINT', () => stop.onSignal('SIGINT'));
  process.on('SIGTERM', () => stop.onSignal('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  console.log(startupMessage(port, { mode: app.mailer.mode, mailDir: app.config.mailDir }));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
