import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '../support/test';
import { freePort } from '../../scripts/lib/free-port.mjs';

// Every `npm ...` command the README shows works as written from the repository root. Each one runs
// here through a shell, as a person would type it, on a database of its own in a temporary VAR_DIR
// (the developer's var/ is untouched), filled first through the production server's real routes.
// The last test reads README.md and fails when it shows a command this file neither runs nor names
// as covered by another stage of `npm test`, so a command added to the README later needs a test.

const root = process.env.E2E_ROOT ?? path.resolve(__dirname, '..', '..');

interface Result {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** An environment as in a fresh shell: nothing of the npm that runs this suite, and the database in `varDir`. */
function shellEnv(varDir: string): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [key, value] of Object.entries(process.env)) {
    if (/^npm_/i.test(key) || ['INIT_CWD', 'DATABASE_URL', 'PORT', 'TRUST_PROXY'].includes(key)) continue;
    env[key] = value;
  }
  return { ...env, VAR_DIR: varDir };
}

/** Runs `command` through /bin/sh from the repository root, as typed. */
function run(command: string, varDir: string): Promise<Result> {
  return new Promise((resolve, reject) => {
    const child = spawn('/bin/sh', ['-c', command], { cwd: root, env: shellEnv(varDir), stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

/** What a command printed after npm's own header ("> package@version script" and "> command" lines). */
function withoutNpmHeader(stdout: string): string {
  return stdout.replace(/^\s*(?:> [^\n]*\n)+\n?/, '');
}

/** Starts the built server on `varDir`; TRUST_PROXY lets each enquiry come from an address of its own, as behind a proxy. */
async function startServer(varDir: string): Promise<{ baseURL: string; server: ChildProcess }> {
  const port = await freePort();
  const server = spawn(process.execPath, [path.join(root, 'api', 'dist', 'server.js')], {
    cwd: root,
    env: { ...shellEnv(varDir), PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', TRUST_PROXY: '1' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const baseURL = `http://127.0.0.1:${port}`;
  await expect
    .poll(
      async () => {
        if (server.exitCode !== null) throw new Error(`the server exited with ${server.exitCode}`);
        return fetch(`${baseURL}/api/WebSite/CopyRight`).then(
          (reply) => reply.status,
          () => 0,
        );
      },
      { timeout: 60_000, intervals: [250] },
    )
    .toBe(200);
  return { baseURL, server };
}

/** The temporary VAR_DIR every command here runs with (made in beforeAll). */
let varDir = '';
// More than the 50 that `npm run enquiries` shows without --limit, so that a lost --limit shows.
const ENQUIRIES = 51;
const RUN = Date.now().toString(36);
const marker = (n: number) => `readme-${RUN}-enquiry-${n}`;
const DESKTOP_CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36';

/** The bench:* scripts of the root package.json: each must answer -- --help without building or starting anything. */
const benchScripts = Object.keys(
  (JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts,
)
  .filter((name) => name.startsWith('bench:'))
  .sort();

function expectEnquiryList(result: Result, shown: number, newest: number, oldestShown: number): void {
  expect(result.code, result.stderr).toBe(0);
  expect(result.stdout).toContain(`Contact enquiries: ${shown} of ${ENQUIRIES}, newest first`);
  expect(result.stdout).toContain(marker(newest));
  expect(result.stdout).toContain(marker(oldestShown));
  if (oldestShown > 1) expect(result.stdout).not.toContain(`${marker(1)}.`);
}

function expectJsonEnquiries(json: string): void {
  const rows = JSON.parse(json) as { id: number; body: string; email: string }[];
  expect(rows).toHaveLength(50);
  expect(rows[0]?.body).toContain(marker(ENQUIRIES));
  expect(rows[0]?.email).toBe(`readme${ENQUIRIES}@example.com`);
  expect(rows.some((row) => row.body.includes(`${marker(1)}.`))).toBe(false);
}

/**
 * The README commands this file runs: `readme` the forms the README shows that it stands for (N for a
 * number the reader chooses), `run` what is typed here, `check` what its result must be.
 */
const EXERCISED: { readme: string[]; run: string; check: (result: Result) => void | Promise<void> }[] = [
  { readme: ['npm run enquiries'], run: 'npm run enquiries', check: (result) => expectEnquiryList(result, 50, ENQUIRIES, 2) },
  {
    readme: ['npm run enquiries -- --limit 0'],
    run: 'npm run enquiries -- --limit 0',
    check: (result) => expectEnquiryList(result, ENQUIRIES, ENQUIRIES, 1),
  },
  {
    readme: ['npm run enquiries -- --limit=0'],
    run: 'npm run enquiries -- --limit=0',
    check: (result) => expectEnquiryList(result, ENQUIRIES, ENQUIRIES, 1),
  },
  {
    readme: ['npm run enquiries -- --json'],
    run: 'npm run enquiries -- --json',
    check: (result) => {
      expect(result.code, result.stderr).toBe(0);
      expectJsonEnquiries(withoutNpmHeader(result.stdout));
    },
  },
  {
    readme: ['npm run -s enquiries -- --json'],
    run: 'npm run -s enquiries -- --json',
    check: (result) => {
      expect(result.code, result.stderr).toBe(0);
      // Nothing but the JSON: this is the form for piping.
      expectJsonEnquiries(result.stdout);
    },
  },
  {
    readme: ['npm run visits'],
    run: 'npm run visits',
    check: (result) => {
      expect(result.code, result.stderr).toBe(0);
      expect(result.stdout).toContain('Visits in the last 30 days');
      expect(result.stdout).toMatch(/\/productCenter\s+1\n/);
      expect(result.stdout).toContain('Total 1; by device: desktop 1');
    },
  },
  {
    readme: ['npm run visits -- --days N'],
    run: 'npm run visits -- --days 7',
    check: (result) => {
      expect(result.code, result.stderr).toBe(0);
      expect(result.stdout).toContain('Visits in the last 7 days');
      expect(result.stdout).toMatch(/\/productCenter\s+1\n/);
    },
  },
  {
    // The workspace form of the command, which keeps working beside the root script.
    readme: ['npm run visits -w api -- --days N'],
    run: 'npm run visits -w api -- --days 7',
    check: (result) => {
      expect(result.code, result.stderr).toBe(0);
      expect(result.stdout).toContain('Visits in the last 7 days');
      expect(result.stdout).toMatch(/\/productCenter\s+1\n/);
    },
  },
  {
    readme: ['npm run seed'],
    run: 'npm run seed',
    check: async (result) => {
      expect(result.code, result.stderr).toBe(0);
      expect(result.stdout).toMatch(/Content imported \(version [0-9a-f]{12}\)\./);
      // Re-importing the content keeps what visitors sent.
      expectEnquiryList(await run('npm run enquiries -- --limit 0', varDir), ENQUIRIES, ENQUIRIES, 1);
    },
  },
  {
    readme: ['npm run release:check'],
    run: 'npm run release:check',
    check: (result) => {
      expect(result.code, result.stderr).toBe(0);
      expect(result.stdout).toContain('ok');
    },
  },
  {
    // A publish builds a remote (half a minute) and a register needs a host; the jest tests in api/test/releases
    // publish, register and refuse releases, and the rollout end-to-end test publishes one. Here: the command is wired up.
    readme: [
      'npm run release -- --help',
      'npm run release -- publish mf-catalog',
      'npm run release -- register mf-catalog https://cdn.example.com/mf-catalog/1.2.0/remoteEntry.js',
    ],
    run: 'npm run release -- --help',
    check: (result) => {
      expect(result.code, result.stderr).toBe(0);
      expect(result.stdout).toContain('Usage: npm run release -- <command>');
      expect(result.stdout).toContain('publish <remote>');
      expect(result.stdout).toContain('register <remote> <url-of-remoteEntry.js>');
    },
  },
  {
    // The rollout commands change the site's state: e2e/tests/releases.spec.ts runs start, promote, rollback,
    // history, releases and preview-link against the e2e server, api/test/rollouts the rest through the same
    // module. Here: the command is wired up and reads the state of a fresh server (each remote's first release).
    readme: [
      'npm run rollout -- status',
      'npm run rollout -- start mf-catalog 1.1.0+3f9a0c12 --steps 1,5,25,50,100 --every 10m',
      'npm run rollout -- advance mf-catalog',
      'npm run rollout -- pause mf-catalog',
      'npm run rollout -- promote mf-catalog',
      'npm run rollout -- abort mf-catalog',
      'npm run rollout -- rollback mf-catalog',
      'npm run rollout -- history mf-catalog',
      'npm run rollout -- history mf-news',
      'npm run rollout -- releases mf-catalog',
      'npm run rollout -- preview-link mf-catalog 1.1.0+3f9a0c12 --path /productCenter',
      'npm run rollout -- prune',
      'npm run rollout -- --help',
    ],
    run: 'npm run rollout -- status',
    check: (result) => {
      expect(result.code, result.stderr).toBe(0);
      for (const remote of ['mf-catalog', 'mf-solutions', 'mf-support', 'mf-news', 'mf-account'])
        expect(result.stdout).toMatch(new RegExp(`${remote}\\s+\\d+\\.\\d+\\.\\d+\\+[0-9a-f]{8}`));
    },
  },
  {
    // With no canary running, watch shows the status once and says the rollout is over; e2e/tests/rollout-guard.spec.ts
    // watches a running one.
    readme: ['npm run rollout -- watch mf-catalog'],
    run: 'npm run rollout -- watch mf-catalog',
    check: (result) => {
      expect(result.code, result.stderr).toBe(0);
      expect(result.stdout).toMatch(/mf-catalog\s+\d+\.\d+\.\d+\+[0-9a-f]{8}/);
      expect(result.stdout).toContain('Guard:');
      expect(result.stdout).toContain('mf-catalog has no canary running. Last change: seed by seed');
    },
  },
  {
    // The cluster runs until Ctrl-C: npm test's cluster stage (e2e/run-e2e.mjs --cluster) starts the same one through
    // scripts/lib/cluster.mjs and runs the spine and release tests on it. Here: the command is wired up.
    readme: ['npm run cluster', 'npm run cluster -- --processes 2 --data-dir var/cluster', 'npm run cluster -- --help'],
    run: 'npm run cluster -- --help',
    check: (result) => {
      expect(result.code, result.stderr).toBe(0);
      expect(result.stdout).toContain('Usage: npm run cluster');
      expect(`${result.stdout}${result.stderr}`).not.toMatch(/\[build\]|Starting \d+ processes/);
    },
  },
  {
    // The long run takes minutes; npm test runs the same fuzzer with 2,000 requests (api/test/fuzz/fuzz.test.ts).
    readme: ['npm run fuzz', 'npm run fuzz -- --help'],
    run: 'npm run fuzz -- --help',
    check: (result) => {
      expect(result.code, result.stderr).toBe(0);
      expect(result.stdout).toContain('Usage: npm run fuzz');
    },
  },
  ...benchScripts.flatMap((name) => {
    const check = (result: Result) => {
      expect(result.code, result.stderr).toBe(0);
      expect(result.stdout).toContain(`Usage: npm run ${name}`);
      // It explained itself and stopped: no build step, no server, no browser.
      expect(`${result.stdout}${result.stderr}`).not.toMatch(/\[build\]|listening|Chromium launched/i);
    };
    // A benchmark itself takes minutes and measures rather than checks; its --help proves the script is wired up.
    return [{ readme: [`npm run ${name}`, `npm run ${name} -- --help`], run: `npm run ${name} -- --help`, check }];
  }),
];

/** README commands that another stage of `npm test` runs, each with where. */
const COVERED_ELSEWHERE: Record<string, string> = {
  'npm ci': '.ci/run runs it before npm test; here it would reinstall node_modules under the running suite',
  'npm test': 'this suite is its last stage',
  'npm start': 'e2e/run-e2e.mjs serves this suite with api/dist/server.js, what npm start runs after the build stage',
  'npm run lint': 'the first stage of npm test',
  'npm run typecheck': 'the second stage of npm test',
  'npm run build': 'npm test builds with build-tools/build-all.mjs, the same script that npm run build runs with --force',
  'npm run dev -w mf-catalog': 'standalone.spec.ts starts a remote with build-tools/dev-server.cjs, what every npm run dev -w <app> runs',
  'npm run dev -w shell': 'standalone.spec.ts starts a remote with build-tools/dev-server.cjs, what every npm run dev -w <app> runs',
  'npm run test:e2e': 'it runs this suite',
  'npm run test:postgres': 'npm test runs it as the stage after jest; here it would start a second PostgreSQL and rerun the API suite',
  'npm install': 'not run: it rewrites package-lock.json; the README names it only to say what to run after it',
};

/** Every `npm ...` command in README.md's code blocks and inline code, with spacing and comments dropped. */
function readmeCommands(markdown: string): string[] {
  const snippets: string[] = [];
  const prose = markdown.replace(/^```[^\n]*\n([\s\S]*?)^```/gm, (_block, body: string) => {
    snippets.push(...body.split('\n'));
    return '';
  });
  for (const match of prose.matchAll(/`([^`]+)`/g)) snippets.push(match[1] as string);
  const commands = new Set<string>();
  for (const snippet of snippets) {
    const code = snippet.replace(/\s+#.*$/, '').replace(/\s+/g, ' ');
    for (const part of code.split(/&&|\|\||[;|]/)) {
      // An environment assignment before the command (DEV_PORT=4001 npm run dev ...) is not part of it.
      const found = /(?:^|\s)(npm\s.*)$/.exec(part.trim());
      if (found) commands.add((found[1] as string).trim());
    }
  }
  return [...commands];
}

test.describe('README commands, from the repository root', () => {
  // The commands read files and a database, not pages: once is enough, on the desktop project.
  test.skip(({ isMobile }) => isMobile, 'the commands do not depend on the browser; the desktop run covers them');
  test.setTimeout(180_000);

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    varDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ferrolink-readme-'));
    const { baseURL, server } = await startServer(varDir);
    try {
      for (let n = 1; n <= ENQUIRIES; n += 1) {
        const reply = await fetch(`${baseURL}/api/Guest/Add`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': `198.18.0.${n}` },
          body: JSON.stringify({
            FirstName: 'Readme',
            LastName: `Reader ${n}`,
            Company: 'Command Check Ltd',
            Country: 'Norway',
            EMail: `readme${n}@example.com`,
            Body: `Enquiry ${marker(n)}.`,
          }),
        });
        expect(await reply.json()).toMatchObject({ code: 200, success: true });
      }
      const visit = await fetch(`${baseURL}/api/data/insert`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'user-agent': DESKTOP_CHROME },
        body: JSON.stringify({ path: '/productCenter' }),
      });
      expect(await visit.json()).toMatchObject({ code: 200, response: { recorded: true } });
    } finally {
      // Stopped before the commands run, so they read what the server wrote and nothing writes alongside.
      if (server.exitCode === null && server.signalCode === null) {
        const exited = new Promise((resolve) => server.once('exit', resolve));
        server.kill('SIGTERM');
        await exited;
      }
    }
  });

  test.afterAll(() => {
    if (varDir) fs.rmSync(varDir, { recursive: true, force: true });
  });

  for (const command of EXERCISED) {
    test(command.run, async () => {
      await command.check(await run(command.run, varDir));
    });
  }

  test('every npm command in README.md is run above or covered by another stage', () => {
    const known = new Set([...EXERCISED.flatMap((command) => command.readme), ...Object.keys(COVERED_ELSEWHERE)]);
    const shown = readmeCommands(fs.readFileSync(path.join(root, 'README.md'), 'utf8'));
    // The extraction itself works: these are in the README today.
    expect(shown).toEqual(expect.arrayContaining(['npm run enquiries -- --limit 0', 'npm start', 'npm run bench:api']));
    expect(shown.filter((command) => !known.has(command))).toEqual([]);
  });
});
