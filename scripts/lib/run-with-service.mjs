// What scripts/with-postgres.mjs and scripts/with-redis.mjs share: start a private server for one run, run the
// command given after `--` with the server's URL in an environment variable, then stop the server and remove its
// folder whatever the command's outcome, also on Ctrl-C. The exit code is the command's.
import os from 'node:os';
import path from 'node:path';
import { spawn } from 'node:child_process';

/**
 * `script` names the calling script in messages; `variable` is the environment variable that gets the URL;
 * `start()` resolves to `{ url, where, stop }` (`where` says where its files are; `stop()` is synchronous, so it
 * can run from process.on('exit')).
 */
export async function runWithService({ script, variable, start }) {
  const name = path.basename(script);
  const separator = process.argv.indexOf('--');
  const command = separator === -1 ? [] : process.argv.slice(separator + 1);
  if (command.length === 0) {
    console.error(`Usage: node scripts/${name} -- <command> [arguments...]`);
    process.exit(2);
  }

  let service;
  let child;
  const cleanup = () => service?.stop();
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
    service = await start();
    console.error(`${service.where}`);
    child = spawn(command[0], command.slice(1), { stdio: 'inherit', env: { ...process.env, [variable]: service.url } });
    exitCode = await new Promise((resolve) => {
      child.once('error', (error) => {
        console.error(`${command[0]}: ${error.message}`);
        resolve(127);
      });
      child.once('exit', (code, signal) => resolve(code ?? 128 + (os.constants.signals[signal] ?? 0)));
    });
  } catch (error) {
    console.error(`scripts/${name}: ${error.message}`);
    exitCode = 1;
  } finally {
    cleanup();
  }
  process.exit(exitCode);
}
