// node scripts/with-postgres.mjs -- <command> [arguments...]
// Runs the command with TEST_POSTGRES_URL pointing at a private, throwaway PostgreSQL server
// (scripts/lib/postgres-server.mjs: its own data folder in a temporary directory, 127.0.0.1 only, a free port,
// Debian's `postgresql` installed with apt-get when missing, so that `npm test` needs nothing but `npm ci`). The
// server is stopped and the folder removed whatever the command's outcome, also on Ctrl-C, and the exit code is
// the command's.
import os from 'node:os';
import { spawn } from 'node:child_process';
import { startPrivatePostgres } from './lib/postgres-server.mjs';

const separator = process.argv.indexOf('--');
const command = separator === -1 ? [] : process.argv.slice(separator + 1);
if (command.length === 0) {
  console.error('Usage: node scripts/with-postgres.mjs -- <command> [arguments...]');
  process.exit(2);
}

let postgres;
let child;
const cleanup = () => postgres?.stop();

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
  postgres = await startPrivatePostgres();
  console.error(`PostgreSQL is running at ${postgres.url} (data in ${postgres.dataDir}).`);
  child = spawn(command[0], command.slice(1), { stdio: 'inherit', env: { ...process.env, TEST_POSTGRES_URL: postgres.url } });
  exitCode = await new Promise((resolve) => {
    child.once('error', (error) => {
      console.error(`${command[0]}: ${error.message}`);
      resolve(127);
    });
    child.once('exit', (code, signal) => resolve(code ?? 128 + (os.constants.signals[signal] ?? 0)));
  });
} catch (error) {
  console.error(`scripts/with-postgres.mjs: ${error.message}`);
  exitCode = 1;
} finally {
  cleanup();
}
process.exit(exitCode);
