// node scripts/with-postgres.mjs -- <command> [arguments...]
// Runs the command with TEST_POSTGRES_URL pointing at a private, throwaway PostgreSQL server
// (scripts/lib/postgres-server.mjs: its own data folder in a temporary directory, 127.0.0.1 only, a free port,
// Debian's `postgresql` installed with apt-get when missing, so that `npm test` needs nothing but `npm ci`). The
// server is stopped and the folder removed whatever the command's outcome, also on Ctrl-C, and the exit code is
// the command's (scripts/lib/run-with-service.mjs).
import { startPrivatePostgres } from './lib/postgres-server.mjs';
import { runWithService } from './lib/run-with-service.mjs';

await runWithService({
  script: import.meta.filename ?? 'with-postgres.mjs',
  variable: 'TEST_POSTGRES_URL',
  start: async () => {
    const postgres = await startPrivatePostgres();
    return { url: postgres.url, where: `PostgreSQL is running at ${postgres.url} (data in ${postgres.dataDir}).`, stop: postgres.stop };
  },
});
