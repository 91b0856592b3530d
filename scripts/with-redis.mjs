// node scripts/with-redis.mjs -- <command> [arguments...]
// Runs the command with TEST_REDIS_URL pointing at a private, throwaway Redis (scripts/lib/redis-server.mjs:
// Debian's redis-server, installed with apt-get when missing, on 127.0.0.1 and a free port, nothing on disk). The
// server is stopped and its folder removed whatever the command's outcome, also on Ctrl-C, and the exit code is
// the command's (scripts/lib/run-with-service.mjs). `npm run test:postgres` runs the API suite inside it, so the
// tests that need Redis run there.
import { startPrivateRedis } from './lib/redis-server.mjs';
import { runWithService } from './lib/run-with-service.mjs';

await runWithService({
  script: import.meta.filename ?? 'with-redis.mjs',
  variable: 'TEST_REDIS_URL',
  start: async () => {
    const redis = await startPrivateRedis();
    return { url: redis.url, where: `Redis is running at ${redis.url} (working folder ${redis.dir}).`, stop: redis.stop };
  },
});
