// wrk (Debian's package), the load generator of npm run bench:api: a C program that counts a reply's bytes without
// reading them as text. The load generator and the server share this machine's cores, so what the generator spends
// per reply is taken from the server: autocannon, the Node load generator used before, appends every reply's body to
// a string (its pipelined-requests queue does `body += chunk`), which decodes the bytes as UTF-8. A compressed page or
// one with non-ASCII text takes that decoder off its ASCII fast path: 258 µs per 15 KB brotli page and 116 µs per
// 64 KB HTML page measured here, against 5 µs for 16 KB of ASCII, so autocannon measured its own decoding more than
// the server (it answered a replay of one fixed page document from a bare socket server at 2,800 req/s, and the same
// bytes with the body replaced by 'a's at 24,000).
import { spawn, spawnSync } from 'node:child_process';
import { installDebianPackages } from './debian-packages.mjs';

/** The wrk command, installed from Debian with apt-get when it is not on this machine yet. */
export function ensureWrk() {
  if (spawnSync('wrk', ['--version'], { stdio: 'ignore' }).error) installDebianPackages('wrk');
  if (spawnSync('wrk', ['--version'], { stdio: 'ignore' }).error) throw new Error('wrk is not installed and apt-get could not install it');
  return 'wrk';
}

const LATENCY_UNITS_MS = { us: 0.001, ms: 1, s: 1000, m: 60_000, h: 3_600_000 };

/** A latency as wrk prints it ("9.00ms", "512.00us", "1.02s") in milliseconds. */
function latencyMs(text) {
  const match = /^([\d.]+)(us|ms|s|m|h)$/.exec(text);
  if (!match) throw new Error(`wrk printed a latency this script cannot read: ${text}`);
  return Number(match[1]) * LATENCY_UNITS_MS[match[2]];
}

/**
 * What one wrk run printed: requests per second (the whole run's mean), the latency percentiles of its
 * distribution, and its failures (socket errors and replies outside 2xx/3xx).
 */
function readWrkReport(output) {
  const rate = /^Requests\/sec:\s+([\d.]+)/m.exec(output);
  if (!rate) throw new Error(`wrk printed no Requests/sec:\n${output}`);
  const percentile = (p) => {
    const match = new RegExp(`^\\s+${p}%\\s+(\\S+)`, 'm').exec(output);
    return match ? latencyMs(match[1]) : undefined;
  };
  const socketErrors = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(output);
  const refused = /Non-2xx or 3xx responses: (\d+)/.exec(output);
  return {
    reqPerSec: Number(rate[1]),
    p50: percentile(50),
    p99: percentile(99),
    errors: (socketErrors ? socketErrors.slice(1).reduce((sum, count) => sum + Number(count), 0) : 0) + (refused ? Number(refused[1]) : 0),
  };
}

/**
 * Runs wrk against `url` for `seconds` with `connections` open connections on one thread (the server keeps the other
 * core), sending `headers`; resolves with readWrkReport's numbers.
 */
export function runWrk(url, { seconds, connections, headers = {} }) {
  const args = ['-t1', `-c${connections}`, `-d${seconds}s`, '--latency', '--timeout', '10s'];
  for (const [name, value] of Object.entries(headers)) args.push('-H', `${name}: ${value}`);
  args.push(url);
  return new Promise((resolve, reject) => {
    const child = spawn('wrk', args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code !== 0) return reject(new Error(`wrk exited with code ${code}:\n${output}`));
      try {
        resolve(readWrkReport(output));
      } catch (error) {
        reject(error);
      }
    });
  });
}
