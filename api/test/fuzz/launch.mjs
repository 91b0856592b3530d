// npm run fuzz [-- --requests=N --seed=N --only=N]
// A long fuzz run of the API: the jest test api/test/fuzz/fuzz.test.ts with more requests and any seed. It goes
// through jest because jest already compiles the TypeScript (with @swc/jest); no other runner is needed.
import crypto from 'node:crypto';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
const DEFAULT_REQUESTS = 50_000;

const HELP = `Usage: npm run fuzz -- [--requests=N] [--seed=N] [--only=N]

Fuzzes every route of the API (and the pages and static files it serves) with requests generated from
each route's JSON schema: wrong types, huge and deeply nested values, broken encodings, SQL and FTS syntax,
markup, path traversal, duplicate keys, wrong content types. Fails on a 5xx, a hang, a reply that shows a
stack trace, a file-system path or SQL error text, or a server that stops answering.

  --requests=N  how many requests to send (default ${DEFAULT_REQUESTS})
  --seed=N      the seed of the generator (default: a random one, printed first); a seed and a request
                count always give the same requests
  --only=N      send only request #N of the sequence: the replay line of a failure uses it
  --help        this text

npm test runs the same fuzzer with 2,000 requests and a fixed seed.`;

function fail(message) {
  console.error(`${message}\n\n${HELP}`);
  process.exit(2);
}

const options = {};
for (const argument of process.argv.slice(2)) {
  if (argument === '--help' || argument === '-h') {
    console.log(HELP);
    process.exit(0);
  }
  const match = /^--(requests|seed|only)=(\d+)$/.exec(argument);
  if (!match) fail(`Unknown or malformed option: ${argument}`);
  const value = Number(match[2]);
  if (!Number.isSafeInteger(value)) fail(`--${match[1]} is too large: ${match[2]}`);
  options[match[1]] = value;
}

const requests = options.requests ?? DEFAULT_REQUESTS;
if (requests < 1) fail('--requests must be at least 1.');
const seed = options.seed ?? crypto.randomInt(0, 2 ** 31);
if (options.only !== undefined && options.only >= requests) fail(`--only=${options.only} needs --requests of at least ${options.only + 1}.`);

console.log(`Fuzzing with seed ${seed}, ${requests} requests${options.only === undefined ? '' : `, only #${options.only}`}.`);
const jest = createRequire(path.join(root, 'package.json')).resolve('jest/bin/jest');
const child = spawn(process.execPath, [jest, 'api/test/fuzz/fuzz.test.ts', '--selectProjects', 'api', '--ci'], {
  cwd: root,
  stdio: 'inherit',
  env: {
    ...process.env,
    FUZZ_SEED: String(seed),
    FUZZ_REQUESTS: String(requests),
    FUZZ_ONLY: options.only === undefined ? '' : String(options.only),
    FUZZ_PROGRESS: '1',
  },
});
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
