// The npm registry mirror these machines reach serves only the Linux builds of
// packages that ship one native binary per platform (@swc/core, @rspack/binding,
// unrs-resolver). `npm install` then leaves the other platforms' optional packages
// out of package-lock.json, and `npm ci` refuses the lockfile as "missing" them.
// This script adds those entries (optional, with their os/cpu so npm skips them
// here), as a lockfile written on a machine with the full registry would have.
// Run it after every `npm install` that changes the lockfile.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const lockPath = path.join(root, 'package-lock.json');
const lock = JSON.parse(fs.readFileSync(lockPath, 'utf8'));

const OS = ['darwin', 'linux', 'win32', 'android', 'freebsd', 'openharmony', 'wasm32', 'sunos', 'aix', 'netbsd', 'openbsd'];
const CPU = ['arm64', 'x64', 'ia32', 'arm', 'ppc64', 'riscv64', 's390x', 'loong64', 'wasi'];

/** os, cpu and libc from a platform package's name, e.g. "@swc/core-linux-arm-gnueabihf". */
function platformOf(name) {
  const parts = name.split('/').pop().split('-');
  const os = parts.find((part) => OS.includes(part));
  const cpu = parts.find((part) => CPU.includes(part));
  const libc = parts.some((part) => part.startsWith('musl')) ? 'musl' : parts.some((part) => part.startsWith('gnu')) ? 'glibc' : undefined;
  if (os === 'wasm32') return { cpu: ['wasm32'] };
  return { ...(os ? { os: [os] } : {}), ...(cpu ? { cpu: [cpu === 'arm' ? 'arm' : cpu] } : {}), ...(libc ? { libc: [libc] } : {}) };
}

let added = 0;
for (const [location, entry] of Object.entries(lock.packages)) {
  if (!entry.optionalDependencies) continue;
  const base = location === '' ? '' : `${location}/`;
  for (const [name, version] of Object.entries(entry.optionalDependencies)) {
    // npm looks for the package beside its parent first, then up the tree.
    const candidates = [`${base}node_modules/${name}`, `node_modules/${name}`];
    if (candidates.some((candidate) => lock.packages[candidate])) continue;
    const sibling = Object.entries(entry.optionalDependencies)
      .map(([other]) => lock.packages[`${base}node_modules/${other}`] ?? lock.packages[`node_modules/${other}`])
      .find(Boolean);
    const target = lock.packages[
      `${base}node_modules/${Object.keys(entry.optionalDependencies).find((other) => lock.packages[`${base}node_modules/${other}`])}`
    ]
      ? `${base}node_modules/${name}`
      : `node_modules/${name}`;
    lock.packages[target] = {
      version: String(version).replace(/^[^\d]*/, ''),
      ...(sibling?.dev ? { dev: true } : {}),
      ...(sibling?.peer ? { peer: true } : {}),
      optional: true,
      ...platformOf(name),
    };
    added += 1;
  }
}

const sorted = Object.fromEntries(Object.entries(lock.packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))));
lock.packages = sorted;
fs.writeFileSync(lockPath, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`package-lock.json: added ${added} optional platform entries.`);
