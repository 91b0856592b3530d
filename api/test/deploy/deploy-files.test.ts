// The deployment files in deploy/ are the ones a production deployment uses and `npm run cluster` fills in. This
// checks that, filled as docs/deployment.md says, each is accepted by the program that reads it (haproxy -c,
// systemd-analyze verify), and that their numbers agree with the server's defaults in api/src/config.ts.
// HAProxy and systemd-analyze are run when installed; where one is missing its check is skipped, and the skipped
// test's name says why (`npm run cluster` installs HAProxy, but it runs after jest in `npm test`).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DEFAULT_HTTP_TIMEOUTS, defaultGracefulStop, REPO_ROOT } from '../../src/config';

const CLUSTER_SCRIPT = path.join(REPO_ROOT, 'scripts', 'cluster.mjs');
const UNIT_TEMPLATE = path.join(REPO_ROOT, 'deploy', 'ferrolink@.service');

function firstExecutable(files: string[]): string | undefined {
  return files.find((file) => {
    try {
      fs.accessSync(file, fs.constants.X_OK);
      return true;
    } catch {
      return false;
    }
  });
}

const haproxy = firstExecutable(['/usr/sbin/haproxy', '/usr/bin/haproxy']);
const systemdAnalyze = firstExecutable(['/usr/bin/systemd-analyze', '/bin/systemd-analyze']);
const itWithHaproxy = haproxy ? it : it.skip;
const itWithSystemd = systemdAnalyze ? it : it.skip;
const haproxySkipped = haproxy ? '' : ' (skipped: haproxy is not installed in /usr/sbin or /usr/bin)';
const systemdSkipped = systemdAnalyze ? '' : ' (skipped: systemd-analyze is not installed; the unit is only parsed)';

/** `node scripts/cluster.mjs --print-haproxy ...`: the renderer a deployment of machines uses. */
function printHaproxy(args: string[]): { status: number | null; stdout: string; stderr: string } {
  const result = spawnSync(process.execPath, [CLUSTER_SCRIPT, '--print-haproxy', ...args], { encoding: 'utf8', cwd: REPO_ROOT });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

/** A duration of haproxy.cfg ("2s", "500ms", "1m") in milliseconds. */
function haproxyMs(text: string): number {
  const match = /^(\d+)(ms|s|m)?$/.exec(text);
  if (!match) throw new Error(`not a HAProxy duration: ${text}`);
  const factor = match[2] === 's' ? 1000 : match[2] === 'm' ? 60_000 : 1;
  return Number(match[1]) * factor;
}

/** The unit's `Key=value` lines (comments and section headers left out); a key set twice keeps every value. */
function unitKeys(text: string): Map<string, string[]> {
  const keys = new Map<string, string[]>();
  for (const line of text.split('\n')) {
    const trimmed = line.trim();
    if (trimmed === '' || trimmed.startsWith('#') || trimmed.startsWith('[')) continue;
    const equals = trimmed.indexOf('=');
    const key = trimmed.slice(0, equals);
    keys.set(key, [...(keys.get(key) ?? []), trimmed.slice(equals + 1)]);
  }
  return keys;
}

let workDir: string;
beforeAll(() => {
  workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ferrolink-deploy-'));
});
afterAll(() => {
  fs.rmSync(workDir, { recursive: true, force: true });
});

describe('deploy/haproxy.cfg', () => {
  const servers = '10.0.0.11:8080,10.0.0.12:8080,10.0.0.12:8081';

  it('is filled by --print-haproxy for machines of your own: every placeholder, one server line a process', () => {
    const result = printHaproxy(['--servers', servers]);
    expect(result.status).toBe(0);
    const config = result.stdout;
    const settings = config.split('\n').filter((line) => !line.trimStart().startsWith('#'));
    expect(settings.join('\n')).not.toMatch(/\{\{/);
    expect(settings).toContain('  bind :80');
    expect(settings).toContain('  log /dev/log local0');
    expect(settings.filter((line) => /^\s+server /.test(line))).toEqual([
      '  server process1 10.0.0.11:8080',
      '  server process2 10.0.0.12:8080',
      '  server process3 10.0.0.12:8081',
    ]);
    // Traffic by readiness, and retries of what failed on a dying or closing process.
    expect(settings).toContain('  option httpchk GET /readyz');
    expect(settings).toContain('  option forwardfor');
    expect(settings).toContain('  retry-on conn-failure empty-response 503');
  });

  it("agrees with the server's defaults: the drain outlasts HAProxy's checks, the slowest handler fits in timeout server", () => {
    const config = printHaproxy(['--servers', servers]).stdout;
    const check = /default-server check inter (\S+) fall (\d+)/.exec(config);
    const timeoutServer = /timeout server (\S+)/.exec(config);
    expect(check).not.toBeNull();
    expect(timeoutServer).not.toBeNull();
    // A draining process must be out of HAProxy's rotation (inter x fall) before its listener closes.
    const outWithinMs = haproxyMs(check?.[1] ?? '') * Number(check?.[2]);
    expect(defaultGracefulStop(['10.0.0.10']).drainDelayMs).toBeGreaterThan(outWithinMs);
    // A whole request may take 30 s on the server's side; HAProxy must wait for it at least that long.
    expect(haproxyMs(timeoutServer?.[1] ?? '')).toBeGreaterThanOrEqual(DEFAULT_HTTP_TIMEOUTS.requestMs);
  });

  itWithHaproxy(`passes haproxy -c, as a deployment fills it and as npm run cluster does${haproxySkipped}`, () => {
    const variants = [
      ['--servers', servers],
      ['--servers', '127.0.0.1:40001,127.0.0.1:40002', '--bind', '127.0.0.1:8080', '--log', 'stdout format raw local0'],
    ];
    for (const [index, args] of variants.entries()) {
      const file = path.join(workDir, `haproxy-${index}.cfg`);
      const rendered = printHaproxy(args);
      expect(rendered.status).toBe(0);
      fs.writeFileSync(file, rendered.stdout);
      const check = spawnSync(haproxy as string, ['-c', '-f', file], { encoding: 'utf8' });
      const output = `${check.stdout}${check.stderr}`;
      expect({ status: check.status, output }).toEqual({ status: 0, output: expect.stringContaining('Configuration file is valid') });
      expect(output).not.toMatch(/\[(WARNING|ALERT)\]/);
    }
  });

  it.each([
    ['no --servers at all', []],
    ['an empty list', ['--servers', '']],
    ['a host without a port', ['--servers', '10.0.0.11']],
    ['one good pair and one without a port', ['--servers', '10.0.0.11:8080,10.0.0.12']],
    ['a port that is not a number', ['--servers', '10.0.0.11:http']],
    ['extra words that would become server options', ['--servers', '10.0.0.11:8080 backup']],
    ['a line break that would add a line', ['--servers', '10.0.0.11:8080\n  server x 10.0.0.99:80']],
  ])('--print-haproxy refuses a malformed --servers (%s) with exit code 2 and prints no configuration', (_name, args) => {
    const result = printHaproxy(args);
    expect(result.status).toBe(2);
    expect(result.stdout).toBe('');
    expect(result.stderr).toMatch(/--servers must list host:port pairs/);
  });
});

describe('deploy/ferrolink@.service', () => {
  const template = fs.readFileSync(UNIT_TEMPLATE, 'utf8');

  /** The unit with its placeholders filled as docs/deployment.md shows, for an instance on port 8081. */
  function filledUnit(): { dir: string; file: string; text: string } {
    const dir = fs.mkdtempSync(path.join(workDir, 'unit-'));
    const envFile = path.join(dir, 'ferrolink.env');
    fs.writeFileSync(envFile, 'DATABASE_URL=postgres://ferrolink:secret@10.0.0.20:5432/ferrolink\nSITE_URL=https://www.ferrolink.example\n');
    const values: Record<string, string> = { APP_DIR: REPO_ROOT, ENV_FILE: envFile, NODE: process.execPath, USER: os.userInfo().username };
    const text = template
      .split('\n')
      .map((line) => (line.trimStart().startsWith('#') ? line : line.replace(/\{\{([A-Z_]+)\}\}/g, (whole, name: string) => values[name] ?? whole)))
      .join('\n');
    // An instance of a template unit is verified under its instance name.
    const file = path.join(dir, 'ferrolink@8081.service');
    fs.writeFileSync(file, text);
    return { dir, file, text };
  }

  it('has exactly the placeholders docs/deployment.md fills: APP_DIR, ENV_FILE, NODE, USER', () => {
    const settings = template.split('\n').filter((line) => !line.trimStart().startsWith('#'));
    const names = new Set(settings.flatMap((line) => [...line.matchAll(/\{\{([A-Z_]+)\}\}/g)].map((match) => match[1])));
    expect([...names].sort()).toEqual(['APP_DIR', 'ENV_FILE', 'NODE', 'USER']);
    expect(
      filledUnit()
        .text.split('\n')
        .filter((line) => !line.trimStart().startsWith('#'))
        .join('\n'),
    ).not.toMatch(/\{\{/);
  });

  it('runs the built server on the instance port, stops it with SIGTERM and gives the graceful stop time, restarts it when it dies', () => {
    const keys = unitKeys(template);
    expect(keys.get('ExecStart')).toEqual(['{{NODE}} api/dist/server.js']);
    // api/dist/server.js is the build of this file.
    expect(fs.existsSync(path.join(REPO_ROOT, 'api', 'src', 'server.ts'))).toBe(true);
    expect(keys.get('WorkingDirectory')).toEqual(['{{APP_DIR}}']);
    expect(keys.get('EnvironmentFile')).toEqual(['{{ENV_FILE}}']);
    expect(keys.get('Environment')).toEqual(expect.arrayContaining(['PORT=%i']));
    expect(keys.get('KillSignal')).toEqual(['SIGTERM']);
    expect(keys.get('Restart')).toEqual(['always']);
    expect(keys.get('WantedBy')).toEqual(['multi-user.target']);
    // systemd sends SIGKILL after TimeoutStopSec: the drain and the requests in flight must both fit before it.
    const stop = defaultGracefulStop(['10.0.0.10']);
    expect(Number(keys.get('TimeoutStopSec')?.[0]) * 1000).toBeGreaterThan(stop.drainDelayMs + stop.shutdownTimeoutMs);
  });

  itWithSystemd(`passes systemd-analyze verify, filled with real values${systemdSkipped}`, () => {
    const { file } = filledUnit();
    const result = spawnSync(systemdAnalyze as string, ['verify', file], { encoding: 'utf8' });
    // A bad value is only a warning to systemd (exit code 0): any line about this unit fails the test too.
    const aboutUnit = `${result.stdout}${result.stderr}`.split('\n').filter((line) => line.includes('ferrolink@'));
    expect({ status: result.status, aboutUnit }).toEqual({ status: 0, aboutUnit: [] });
  });

  itWithSystemd(`is checked for real by systemd-analyze: a wrong value in the unit is reported${systemdSkipped}`, () => {
    const { file, text } = filledUnit();
    fs.writeFileSync(file, text.replace(/^KillSignal=SIGTERM$/m, 'KillSignal=SIGNOTHING'));
    const result = spawnSync(systemdAnalyze as string, ['verify', file], { encoding: 'utf8' });
    expect(`${result.stdout}${result.stderr}`).toMatch(/ferrolink@8081\.service.*KillSignal|SIGNOTHING/);
  });
});
