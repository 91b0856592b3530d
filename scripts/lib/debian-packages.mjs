// Debian packages the project's scripts need on a fresh machine (PostgreSQL, Redis, HAProxy), installed with
// apt-get as scripts/ensure-chromium.sh installs Chromium: as root directly, otherwise through sudo.
import { spawnSync } from 'node:child_process';

/** Installs `packages` (without their recommended extras); throws with apt-get's exit when it fails. */
export function installDebianPackages(...packages) {
  console.error(`Installing ${packages.join(', ')} from Debian (apt-get)...`);
  const [file, ...prefix] = process.getuid?.() === 0 ? ['apt-get'] : ['sudo', 'apt-get'];
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [
    ['update', '-qq'],
    ['install', '-y', '-qq', '--no-install-recommends', ...packages],
  ]) {
    const result = spawnSync(file, [...prefix, ...args], { env, stdio: ['ignore', 'ignore', 'inherit'] });
    if (result.status !== 0) throw new Error(`apt-get ${args[0]} failed (${result.error?.message ?? result.signal ?? `exit code ${result.status}`})`);
  }
}
