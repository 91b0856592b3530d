// npm start: build what is missing (with progress), then migrate, seed and serve
// everything on PORT (default 8080): the pages, the remotes, the media and the API from one origin.
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const build = spawnSync(process.execPath, [path.join(root, 'build-tools', 'build-all.mjs')], { stdio: 'inherit', cwd: root });
if (build.status !== 0) {
  console.error('The build failed; see the messages above.');
  process.exit(build.status ?? 1);
}

const server = spawn(process.execPath, [path.join(root, 'api', 'dist', 'server.js')], { stdio: 'inherit', cwd: root });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
