// node scripts/with-redis.mjs -- <command> [arguments...]
// Runs the command with TEST_REDIS_URL pointing at a private, throwaway Redis (scripts/lib/redis-server.mjs:
// Debian's redis-server, installed with apt-get when missing, on 127.0.0.1 and a free port, nothing on disk). The
// server is stopped and its folder removed whatever the command's outcome, also on Ctrl-C, and the exit code is
// the command's. `npm run test:postgres` runs the API suite inside it, so the tests that need Redis run there.
import os from 'node:os';
import { spawn } from 'node:child_process';
import { startPrivateRedis } from './lib/redis-server.mjs';

const separator = process.argv.indexOf('--');
const command = separator === -1 ? [] : process.argv.slice(separator + 1);
if (command.length === 0) {
  console.error('Usage: node scripts/with-redis.mjs -- <command> [arguments...]');
  process.exit(2);
}

let redis;
let child;
const cleanup = () => redis?.stop();

process.on('exit', cleanup);
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    // Ctrl-C already reaches the command (same process group); a SIGTERM sent to this script alone is passed on.
    if (child && child.exitCode === null) child.kill(signal);
    else if (!child) {
      cleanup();
      process.exit(128 + os.constants.signals[signal]);
    }
  });
}

let exitCode = 1;
try {
  redis = await startPrivateRedis();
  console.error(`Redis is running at ${redis.url} (working folder ${redis.dir}).`);
  child = spawn(command[0], command.slice(1), { stdio: 'inherit', env: { ...process.env, TEST_REDIS_URL: redis.url } });
  exitCode = await new Promise((resolve) => {
    child.once('error', (error) => {
      console.error(`${command[0]}: ${error.message}`);
      resolve(127);
    });
    child.once('exit', (code, signal) => resolve(code ?? 128 + (os.constants.signals[signal] ?? 0)));
  });
} catch (error) {
  console.error(`scripts/with-redis.mjs: ${error.message}`);
  exitCode = 1;
} finally {
  await redis?.close();
}
process.exit(exitCode);
