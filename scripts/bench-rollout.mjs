// npm run bench:rollout: a section released and rolled out under traffic. Eight visitors (browser contexts,
// each with its own visitor cookie) load /newsList over and over for --seconds (120 by default) while the
// command line publishes a new build of mf-news, starts it at 1%, advances it to 50% and 100% (promoted),
// then rolls back. It prints page loads, sections that failed to show (goal 0), the seconds to publish
// (goal under 60 s, the shell untouched) and the seconds from each command to its effect on new page loads
// (goal at most 2 s). Then the bad-canary run: a build of mf-news that throws while rendering goes to 50%
// while new visitors keep arriving and each reads the page twice; it prints the seconds from the first
// failed canary load to the guard's abort (goal at most 60 s once the minimum of loads is reached), the failed
// loads visitors met before it (each visitor at most once, each still shown the section through stable). Then the
// slow-canary run: a build of mf-news from a changed copy of the source whose news page jumps a second after it is
// shown (scripts/lib/release-copy.mjs) goes to 50% while new visitors read it; it prints the views that jumped
// before the guard, judging what the visitors' browsers measured, aborted it, and the seconds until it did. Writes
// var/bench/rollout.json. The visitors' browsers run at nice 19 (see launchChromium).
import { execFile } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { promisify } from 'node:util';
import { argument, buildUnlessSkipped, exitWithUsageIfAsked, launchChromium, root, startProductionServer } from './lib/production-site.mjs';
import { addLateNotice, LATE_NOTICE, makeSourceCopy, removeSourceCopy } from './lib/release-copy.mjs';

exitWithUsageIfAsked(`Usage: npm run bench:rollout -- [--seconds=120] [--min-loads=20] [--min-views=20] [--only=bad-canary|slow-canary] [--skip-build]
  Builds what is missing, starts the production server on a fresh database, and keeps 8 browser visitors
  loading /newsList while it publishes mf-news (npm run release -- publish), starts it at 1%, advances to
  50% and 100%, and rolls back. Prints page loads, failed sections, publish time and each command's delay
  until new page loads follow it. Then publishes a build of mf-news that throws while rendering, starts it
  at 50% with the guard's minimum at --min-loads (ROLLOUT_MIN_LOADS), and prints the seconds until the guard
  aborts it and the failed loads visitors met (--only=bad-canary: that part alone). Then publishes a build of
  mf-news whose news page jumps a second after it is shown, starts it at 50% with the guard's minimum of page views
  at --min-views (ROLLOUT_VITALS_MIN_VIEWS), and prints the views that jumped and the seconds until the guard aborts
  it (--only=slow-canary: that part alone). Writes var/bench/rollout.json.`);

const require = createRequire(import.meta.url);
const run = promisify(execFile);
const seconds = Number(argument('seconds', '120'));
// The guard's minimum for the bad-canary run. Production's default is 200 loads; eight browsers sharing two cores
// make about 30 page loads a minute (a fresh visitor downloads and runs every script), so the bench asks for 20.
const minLoads = Number(argument('min-loads', '20'));
// The guard's minimum of page views per cohort and device for the slow-canary run (production: 100).
const minViews = Number(argument('min-views', '20'));
// --only=bad-canary or --only=slow-canary: that run alone, without the release-and-rollout run under traffic.
const only = argument('only', '');
const onlyBadCanary = only === 'bad-canary' || only === 'slow-canary';
buildUnlessSkipped();
const { visitorBucket, onCanary } = require(path.join(root, 'api', 'dist', 'services', 'rollouts', 'buckets.js'));

// Every visitor's browser runs on this machine, one network to the guard: here one network may decide (production
// asks for 5, each at most a fifth of the loads). Tickets, one report per section and ticket, the canary's own run,
// the baseline and the ceiling hold as in production.
const site = await startProductionServer('rollout', {
  env: { ROLLOUT_MIN_LOADS: String(minLoads), ROLLOUT_MIN_SOURCES: '1', ROLLOUT_SOURCE_SHARE: '100', ROLLOUT_VITALS_MIN_VIEWS: String(minViews) },
});
const env = { ...process.env, VAR_DIR: site.varDir, SITE_URL: site.baseURL, FERROLINK_BUILD_LABEL: `bench-${Date.now()}` };
delete env.DATABASE_URL;
const cli = async (name, args, extraEnv = {}) => {
  const started = performance.now();
  const { stdout } = await run(process.execPath, [path.join(root, 'api', 'dist', 'cli', `${name}.js`), ...args], {
    cwd: root,
    env: { ...env, ...extraEnv },
    maxBuffer: 16 * 1024 * 1024,
  });
  return { stdout, seconds: (performance.now() - started) / 1000 };
};
const releases = async () => JSON.parse((await cli('rollout', ['releases', 'mf-news', '--json'])).stdout);

/** Visitor ids whose bucket for (mf-news, version) is on the canary at `percent` (and, if `notAt` is given, not at that one). */
function visitorsFor(version, percent, notAt, count) {
  const found = [];
  for (let index = 0; found.length < count; index += 1) {
    // The cookie's own form (22 characters of base64url): the server replaces anything else with a random id.
    const id = crypto.createHash('sha256').update(`bench-visitor-${index}`).digest('base64url').slice(0, 22);
    const bucket = visitorBucket(id, 'mf-news', version);
    if (onCanary(bucket, percent) && (notAt === undefined || !onCanary(bucket, notAt))) found.push(id);
  }
  return found;
}

/**
 * /remotes.json as a visitor with `id` gets it. A connection the server closed as idle (its keep-alive time-out)
 * is dropped just as a poll reuses it: that poll is asked again, a benchmark's hiccup, not the site's.
 */
async function manifestOf(id) {
  for (let attempt = 0; ; attempt += 1) {
    try {
      const reply = await fetch(`${site.baseURL}/remotes.json`, id ? { headers: { cookie: `fl_visitor=${id}` } } : {});
      return await reply.json();
    } catch (error) {
      if (attempt >= 3) throw error;
    }
  }
}

/** Seconds until `id`'s new page loads are assigned `version` (polled every 50 ms, as a page load would ask). */
async function secondsUntilAssigned(id, version, since) {
  for (;;) {
    const manifest = await manifestOf(id);
    if (manifest.remotes.mf_news?.assigned?.version === version) return (performance.now() - since) / 1000;
    if (performance.now() - since > 30_000) throw new Error(`${id} did not get ${version} within 30 s`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

// The visitors' browsers run at the lowest priority (nice 19): on a real site they are on visitors' devices, not on
// the server, and here they would otherwise take both cores from the server and the release command being measured.
const browser = await launchChromium({ niceness: 19 });
const stats = { loads: 0, failed: 0, byVersion: {} };
let running = !onlyBadCanary;
const ids = Array.from({ length: 8 }, (_, index) => crypto.createHash('sha256').update(`bench-reader-${index}`).digest('base64url').slice(0, 22));
const readers = ids.map(async (id) => {
  const context = await browser.newContext();
  const { hostname } = new URL(site.baseURL);
  await context.addCookies([{ name: 'fl_visitor', value: id, domain: hostname, path: '/' }]);
  const page = await context.newPage();
  let served = '';
  page.on('request', (request) => {
    const match = /\/remotes\/mf-news\/([^/]+)\/remoteEntry\.js/.exec(decodeURIComponent(request.url()));
    if (match) served = match[1];
  });
  while (running) {
    served = '';
    try {
      await page.goto(`${site.baseURL}/newsList`, { waitUntil: 'domcontentloaded' });
      await page.locator('[data-remote="mf_news"] a').first().waitFor({ state: 'visible', timeout: 15_000 });
      if ((await page.getByTestId('remote-unavailable').count()) > 0) throw new Error('unavailable panel');
      stats.loads += 1;
      stats.byVersion[served] = (stats.byVersion[served] ?? 0) + 1;
    } catch (error) {
      stats.failed += 1;
      stats.failures = [...(stats.failures ?? []), `${served || '?'}: ${String(error?.message ?? error).split('\n')[0]}`].slice(-10);
    }
  }
  await context.close();
});

/**
 * A release of mf-news that throws while rendering, at 50%, under 4 readers. Each reader is a stream of new
 * visitors (a fresh browser context with its own cookie) who read /newsList twice, so the canary's cohort keeps
 * meeting it as arriving traffic does, and the second read shows whether the browser remembered the failure.
 * A page load met the broken release when the shell's error boundary caught it throwing (see RENDER_FAILURE);
 * the guard's own count, from the pages' reports, is in the abort's reason. Also counts, per page load, whether
 * the section was shown (through stable). Ends when the guard has aborted (or after 5 minutes).
 */
async function badCanaryRun() {
  const known = new Set((await releases()).map((release) => release.version));
  const publish = await cli('release', ['publish', 'mf-news'], { FERROLINK_FAULT: 'render', FERROLINK_BUILD_LABEL: `bench-broken-${Date.now()}` });
  const broken = (await releases()).find((release) => !known.has(release.version)).version;
  await cli('rollout', ['start', 'mf-news', broken, '--steps', '50,100']);
  const startedAt = performance.now();
  const result = {
    version: broken,
    publishSeconds: Number(publish.seconds.toFixed(1)),
    loads: 0,
    brokenLoads: 0,
    notShown: 0,
    notShownAfterBroken: 0,
    notShownWhy: [],
    visitors: 0,
  };
  const brokenLoadsByVisitor = new Map();
  let firstFailureAt;
  let minimumAt;
  let abortedAt;
  const { hostname } = new URL(site.baseURL);
  /**
   * A page met the broken release when it tried to render it: the shell's error boundary says so in the console (the
   * only release in this run that throws). Fetching its files is not enough: the server preloads the assigned
   * release's scripts, which a browser that remembers the failure then leaves unused.
   */
  const RENDER_FAILURE = 'A section failed while rendering';
  const reader = async (worker) => {
    while (abortedAt === undefined && performance.now() - startedAt < 300_000) {
      const context = await browser.newContext();
      const id = crypto.randomBytes(16).toString('base64url');
      result.visitors += 1;
      await context.addCookies([{ name: 'fl_visitor', value: id, domain: hostname, path: '/' }]);
      const page = await context.newPage();
      for (let read = 0; read < 2; read += 1) {
        let metBroken = false;
        const onConsole = (message) => {
          if (message.type() === 'error' && message.text().startsWith(RENDER_FAILURE)) metBroken = true;
        };
        page.on('console', onConsole);
        try {
          await page.goto(`${site.baseURL}/newsList`, { waitUntil: 'domcontentloaded' });
          await page.locator('[data-remote="mf_news"] a').first().waitFor({ state: 'visible', timeout: 15_000 });
          if ((await page.getByTestId('remote-unavailable').count()) > 0) throw new Error('unavailable panel');
        } catch (error) {
          result.notShown += 1;
          if (metBroken) result.notShownAfterBroken += 1;
          if (result.notShownWhy.length < 5) result.notShownWhy.push(String(error instanceof Error ? error.message : error).split('\n')[0]);
        }
        page.off('console', onConsole);
        result.loads += 1;
        if (metBroken) {
          result.brokenLoads += 1;
          brokenLoadsByVisitor.set(id, (brokenLoadsByVisitor.get(id) ?? 0) + 1);
          firstFailureAt ??= performance.now();
          if (result.brokenLoads === minLoads) minimumAt = performance.now();
        }
      }
      // Leaving the page is when it sends its load reports (pagehide); a moment for the beacon to leave.
      await page.goto('about:blank').catch(() => {});
      await page.waitForTimeout(200);
      await context.close();
    }
    return worker;
  };
  const watcher = (async () => {
    // First until the canary is served (the server reads the state each second), then until it is gone.
    let served = false;
    while (abortedAt === undefined && performance.now() - startedAt < 300_000) {
      const manifest = await manifestOf();
      const running = manifest.remotes.mf_news?.canary?.version === broken;
      if (running) served = true;
      if (served && !running) abortedAt = performance.now();
      else await new Promise((resolve) => setTimeout(resolve, 250));
    }
  })();
  // Four readers, not eight: each page load is a new visitor who downloads and runs every script, and eight such
  // browsers on two cores wait so long for the CPU that pages miss the 15 s limit whichever release they get.
  await Promise.all([watcher, ...Array.from({ length: 4 }, (_, worker) => reader(worker))]);
  const [abort] = JSON.parse((await cli('rollout', ['history', 'mf-news', '--limit', '1', '--json'])).stdout);
  const seconds = (from) => (from === undefined || abortedAt === undefined ? null : Number(((abortedAt - from) / 1000).toFixed(1)));
  return {
    ...result,
    aborted: abort?.actor === 'guard' && abort.action === 'abort',
    reason: abort?.reason ?? '',
    secondsFromFirstFailureToAbort: seconds(firstFailureAt),
    secondsFromMinimumToAbort: seconds(minimumAt),
    mostBrokenLoadsOneVisitor: Math.max(0, ...brokenLoadsByVisitor.values()),
    visitorsWhoMetIt: brokenLoadsByVisitor.size,
  };
}

/**
 * A release of mf-news built from a changed copy of the source, whose news page gets a block a second after it is
 * shown that pushes the page down (a layout shift), at 50%, under 4 readers. Each reader is a stream of new
 * visitors who read /newsList for two seconds and leave (which sends the page's measures). A view jumped when the
 * block appeared. Ends when the guard has aborted it (or after 5 minutes).
 */
async function slowCanaryRun() {
  const known = new Set((await releases()).map((release) => release.version));
  const copy = makeSourceCopy(root, addLateNotice);
  let publish;
  try {
    const started = performance.now();
    await run(process.execPath, [path.join(copy, 'api', 'dist', 'cli', 'release.js'), 'publish', 'mf-news'], {
      cwd: copy,
      env: { ...env, FERROLINK_BUILD_LABEL: `bench-shifting-${Date.now()}` },
      maxBuffer: 16 * 1024 * 1024,
    });
    publish = { seconds: (performance.now() - started) / 1000 };
  } finally {
    removeSourceCopy(copy);
  }
  const shifting = (await releases()).find((release) => !known.has(release.version)).version;
  await cli('rollout', ['start', 'mf-news', shifting, '--steps', '50,100']);
  const startedAt = performance.now();
  const result = { version: shifting, publishSeconds: Number(publish.seconds.toFixed(1)), views: 0, jumpedViews: 0, visitors: 0 };
  let firstJumpAt;
  let abortedAt;
  const { hostname } = new URL(site.baseURL);
  const reader = async () => {
    while (abortedAt === undefined && performance.now() - startedAt < 300_000) {
      const context = await browser.newContext();
      result.visitors += 1;
      await context.addCookies([{ name: 'fl_visitor', value: crypto.randomBytes(16).toString('base64url'), domain: hostname, path: '/' }]);
      const page = await context.newPage();
      try {
        await page.goto(`${site.baseURL}/newsList`, { waitUntil: 'domcontentloaded' });
        await page.locator('[data-remote="mf_news"] a').first().waitFor({ state: 'visible', timeout: 15_000 });
        await page.waitForTimeout(LATE_NOTICE.afterMs + 1000);
        result.views += 1;
        if ((await page.getByTestId(LATE_NOTICE.testId).count()) > 0) {
          result.jumpedViews += 1;
          firstJumpAt ??= performance.now();
        }
        await page.goto('about:blank');
        await page.waitForTimeout(200);
      } catch {
        // A view the busy machine did not finish in time is not counted either way.
      }
      await context.close();
    }
  };
  const watcher = (async () => {
    let served = false;
    while (abortedAt === undefined && performance.now() - startedAt < 300_000) {
      const manifest = await manifestOf();
      const running = manifest.remotes.mf_news?.canary?.version === shifting;
      if (running) served = true;
      if (served && !running) abortedAt = performance.now();
      else await new Promise((resolve) => setTimeout(resolve, 250));
    }
  })();
  await Promise.all([watcher, ...Array.from({ length: 4 }, () => reader())]);
  const [abort] = JSON.parse((await cli('rollout', ['history', 'mf-news', '--limit', '1', '--json'])).stdout);
  return {
    ...result,
    aborted: abort?.actor === 'guard' && abort.action === 'abort',
    reason: abort?.reason ?? '',
    secondsFromFirstJumpToAbort: firstJumpAt === undefined || abortedAt === undefined ? null : Number(((abortedAt - firstJumpAt) / 1000).toFixed(1)),
    secondsFromStartToAbort: abortedAt === undefined ? null : Number(((abortedAt - startedAt) / 1000).toFixed(1)),
  };
}

let badCanary;
let slowCanary;
const started = performance.now();
const steps = [];
try {
  if (!onlyBadCanary) {
    await new Promise((resolve) => setTimeout(resolve, 5_000));
    const stable = (await releases()).find((release) => release.use === 'stable').version;
    const publish = await cli('release', ['publish', 'mf-news']);
    const version = (await releases()).find((release) => release.version !== stable && release.use === '').version;
    steps.push({ command: 'release publish mf-news', seconds: publish.seconds.toFixed(1), effect: '' });

    const [atOne] = visitorsFor(version, 1, undefined, 1);
    const [atFifty] = visitorsFor(version, 50, 1, 1);
    const [atHundred] = visitorsFor(version, 100, 50, 1);
    const timed = async (label, args, id, expected) => {
      const since = performance.now();
      const result = await cli('rollout', args);
      const effect = await secondsUntilAssigned(id, expected, since);
      steps.push({ command: label, seconds: result.seconds.toFixed(2), effect: effect.toFixed(2) });
      await new Promise((resolve) => setTimeout(resolve, Math.max(5_000, ((seconds - 30) * 1000) / 5)));
    };
    await timed('rollout start (1%)', ['start', 'mf-news', version, '--steps', '1,50,100'], atOne, version);
    await timed('rollout advance (50%)', ['advance', 'mf-news'], atFifty, version);
    await timed('rollout advance (100%)', ['advance', 'mf-news'], atHundred, version);
    await timed('rollout advance (promote)', ['advance', 'mf-news'], atHundred, version);
    await timed('rollout rollback', ['rollback', 'mf-news'], atOne, stable);
    while ((performance.now() - started) / 1000 < seconds) await new Promise((resolve) => setTimeout(resolve, 500));
    running = false;
    await Promise.allSettled(readers);
  }
  if (only !== 'slow-canary') badCanary = await badCanaryRun();
  if (only !== 'bad-canary') slowCanary = await slowCanaryRun();
} finally {
  running = false;
  await Promise.allSettled(readers);
  await browser.close();
  site.stop();
}

if (!onlyBadCanary) {
  console.log(
    `\nVisitors' page loads over ${((performance.now() - started) / 1000).toFixed(0)} s: ${stats.loads}, sections that failed to show: ${stats.failed} (goal 0)`,
  );
  console.log(`Loads per mf-news release: ${JSON.stringify(stats.byVersion)}`);
  if (stats.failures) console.log(`Why sections failed (last 10): ${stats.failures.join(' | ')}`);
  console.log('\nCommands (seconds to run; seconds from the command to new page loads following it, goal <= 2):');
  console.table(steps);
}
if (badCanary) {
  console.log(`\nBad canary (${badCanary.version}, throws while rendering) at 50%, guard minimum ${minLoads} loads:`);
  console.log(`  aborted by the guard: ${badCanary.aborted ? 'yes' : 'NO'} (${badCanary.reason})`);
  console.log(`  seconds from the first failed canary load to the abort: ${badCanary.secondsFromFirstFailureToAbort}`);
  console.log(`  seconds from the ${minLoads}th failed canary load to the abort: ${badCanary.secondsFromMinimumToAbort} (goal <= 60)`);
  console.log(
    `  page loads ${badCanary.loads} by ${badCanary.visitors} visitors (two reads each); loads that met the broken release ${badCanary.brokenLoads}, by ${badCanary.visitorsWhoMetIt} visitors, at most ${badCanary.mostBrokenLoadsOneVisitor} per visitor (goal 1)`,
  );
  console.log(
    `  loads where the section was not shown: ${badCanary.notShown}, ${badCanary.notShownAfterBroken} of them after meeting the broken release (goal 0: a failed canary falls back to stable)`,
  );
  if (badCanary.notShownWhy.length > 0) console.log(`  why (first ${badCanary.notShownWhy.length}): ${badCanary.notShownWhy.join(' | ')}`);
}
if (slowCanary) {
  console.log(`\nSlow canary (${slowCanary.version}, its news page jumps a second after it is shown) at 50%, guard minimum ${minViews} views:`);
  console.log(`  aborted by the guard: ${slowCanary.aborted ? 'yes' : 'NO'} (${slowCanary.reason})`);
  console.log(
    `  views ${slowCanary.views} by ${slowCanary.visitors} visitors; views that jumped before the abort: ${slowCanary.jumpedViews}; seconds from the first jump to the abort: ${slowCanary.secondsFromFirstJumpToAbort} (from the start: ${slowCanary.secondsFromStartToAbort})`,
  );
}
const out = path.join(root, 'var', 'bench', 'rollout.json');
fs.mkdirSync(path.dirname(out), { recursive: true });
fs.writeFileSync(out, JSON.stringify({ at: new Date().toISOString(), seconds, minLoads, minViews, ...stats, steps, badCanary, slowCanary }, null, 2));
console.log(`Written ${path.relative(root, out)}`);
if (stats.failed > 0 || (badCanary && (!badCanary.aborted || badCanary.notShown > 0)) || (slowCanary && !slowCanary.aborted)) process.exitCode = 1;
