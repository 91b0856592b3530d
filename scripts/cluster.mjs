// npm run cluster: the site as several processes behind HAProxy, on PostgreSQL and Redis, on this machine
// (scripts/lib/cluster.mjs). Ctrl-C stops everything and removes what it created, unless --data-dir names a folder
// to keep. --print-haproxy writes deploy/haproxy.cfg filled for machines of your own and starts nothing.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { renderHaproxyConfig, root, startCluster } from './lib/cluster.mjs';

const USAGE = `Usage: npm run cluster -- [--processes 3] [--port 8080] [--host 127.0.0.1] [--data-dir DIR] [--skip-build]
       npm run cluster -- --print-haproxy --servers 10.0.0.11:8080,10.0.0.12:8080 [--bind :80] [--log "/dev/log local0"]
  Builds what is missing, then starts on this machine: a private PostgreSQL, a private Redis, N processes of the site
  (each with a VAR_DIR of its own, as on separate machines) and HAProxy in front on --port (default PORT, else 8080),
  configured by deploy/haproxy.cfg. Missing Debian packages (postgresql, redis-server, haproxy) are installed with
  apt-get. It prints what runs where; Ctrl-C stops it all and removes what it created, unless --data-dir names a
  folder to keep (started again from it the next time). A process that dies is started again within a second.
  --print-haproxy prints deploy/haproxy.cfg filled for the servers you name, for a deployment of machines.`;

/** `--name value` or `--name=value`. */
function option(name, fallback) {
  const args = process.argv.slice(2);
  for (let index = 0; index < args.length; index += 1) {
    if (args[index] === `--${name}`) return args[index + 1] ?? fallback;
    if (args[index]?.startsWith(`--${name}=`)) return args[index].slice(name.length + 3);
  }
  return fallback;
}

/** "10.0.0.11:8080", "app1.internal:8080" or "[2001:db8::11]:8080", with a port from 1 to 65535. */
function isHostAndPort(text) {
  const match = /^(\[[0-9a-fA-F:]+\]|[A-Za-z0-9.-]+):(\d{1,5})$/.exec(text);
  return match !== null && Number(match[2]) >= 1 && Number(match[2]) <= 65535;
}

if (process.argv.includes('--help') || process.argv.includes('-h')) {
  console.log(USAGE);
  process.exit(0);
}

if (process.argv.includes('--print-haproxy')) {
  const servers = (option('servers', '') ?? '').split(',').filter(Boolean);
  const bind = option('bind', ':80');
  const log = option('log', '/dev/log local0');
  if (servers.length === 0 || !servers.every(isHostAndPort)) {
    console.error(`--servers must list host:port pairs, e.g. 10.0.0.11:8080,10.0.0.12:8080 or [2001:db8::11]:8080\n\n${USAGE}`);
    process.exit(2);
  }
  // Each value becomes part of one line of the configuration: nothing may end that line or start another.
  if (!/^[\w.:[\]-]*:\d{1,5}$/.test(bind) || !/^[\w./ -]+$/.test(log)) {
    console.error(`--bind must be [address]:port (e.g. :80) and --log a HAProxy log target (e.g. "/dev/log local0").\n\n${USAGE}`);
    process.exit(2);
  }
  process.stdout.write(renderHaproxyConfig({ bind, servers, log }));
  process.exit(0);
}

const processes = Number(option('processes', '3'));
const port = Number(option('port', process.env.PORT ?? '8080'));
if (!Number.isInteger(processes) || processes < 1 || processes > 16 || !Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`--processes must be 1 to 16 and --port a port number.\n\n${USAGE}`);
  process.exit(2);
}

if (!process.argv.includes('--skip-build')) {
  const build = spawnSync(process.execPath, [path.join(root, 'build-tools', 'build-all.mjs')], { stdio: 'inherit', cwd: root });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

let cluster;
const shutdown = (code) => {
  cluster?.stop();
  process.exit(code);
};
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => shutdown(0));
process.on('exit', () => cluster?.stop());

try {
  console.log(`Starting ${processes} processes behind HAProxy, on PostgreSQL and Redis...`);
  cluster = await startCluster({ processes, port, host: option('host', '127.0.0.1'), dataDir: option('data-dir', undefined) });
} catch (error) {
  console.error(`npm run cluster: ${error.message}`);
  process.exit(1);
}
console.log(`
Ferrolink website (cluster) is running at ${cluster.siteUrl}/

  HAProxy      ${cluster.url}  (deploy/haproxy.cfg, filled: ${path.join(cluster.dataDir, 'haproxy.cfg')})
${cluster.backends.map((backend) => `  process ${backend.index + 1}    ${backend.url}  pid ${backend.process.pid}, VAR_DIR ${backend.varDir}`).join('\n')}
  PostgreSQL   ${cluster.postgresUrl}
  Redis        ${cluster.redisUrl}
  logs         ${cluster.logDir}

Release and roll out against it with DATABASE_URL=${cluster.postgresUrl} npm run release -- ...
Ctrl-C stops everything${option('data-dir', undefined) ? ` (the data stays in ${cluster.dataDir})` : ' and removes it'}.`);
// Runs until Ctrl-C.
setInterval(() => undefined, 60_000);
