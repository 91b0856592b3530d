// npm run bench:lighthouse: what a visitor feels, as Lighthouse measures it. Builds what is missing, serves the
// production build on a fresh database, and runs Lighthouse (the npm package, Debian's Chromium) on the site's main
// routes (or --routes), mobile (its default: simulated slow 4G, CPU slowed 4x) and desktop, --runs times each (5).
// With --compare-ssr it starts two servers of the same build, one with SSR=off (the client-rendered page) and one
// without, and takes their runs in turn, first one then the other, so that both meet the same moments of a shared
// machine. Prints per route, form factor and server the median and min-max of the performance score, LCP, TBT and
// CLS, the accessibility, best-practices and SEO scores, and Lighthouse's benchmarkIndex (how fast it found this
// machine's processor, which the simulated numbers depend on); writes var/bench/lighthouse.json (the summary and
// every run's numbers) and each run's Lighthouse report under var/bench/lighthouse-runs/<time>/. Nothing on the site
// knows it is being measured.
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { argument, buildUnlessSkipped, exitWithUsageIfAsked, root, startProductionServer } from './lib/production-site.mjs';
import { chromiumFlags, chromiumPath } from './lib/chromium.mjs';
import { MEASURED_ROUTES } from './lib/measured-routes.mjs';

/**
 * The main routes: the home page, the catalogue's three levels, the solutions and one solution, support, the news
 * list and an article, and About. Each with the first visitor's address of scripts/lib/measured-routes.mjs for its
 * path (addresses that exist in the seeded content).
 */
const MAIN_PATHS = [
  '/index',
  '/productCenter',
  '/producList',
  '/producDtetails',
  '/solution',
  '/solutionDetails',
  '/support',
  '/newsList',
  '/newsContent',
  '/about',
];
const pathOf = (address) => new URL(address, 'http://site').pathname;
const MAIN_ROUTES = MAIN_PATHS.map((mainPath) => {
  const route = MEASURED_ROUTES.find((candidate) => pathOf(candidate.path) === mainPath);
  if (!route) throw new Error(`scripts/lib/measured-routes.mjs has no address for ${mainPath}`);
  return route.path;
});
/** Every route of the site with a visitor's query string (the list the layout-shift end-to-end test measures too). */
const ALL_ROUTES = MEASURED_ROUTES.map((route) => route.path);

exitWithUsageIfAsked(`Usage: npm run bench:lighthouse -- [--routes=/index,/support | --routes=all] [--runs=5] [--forms=mobile,desktop]
                                [--compare-ssr] [--skip-build]
  Builds what is missing, starts the production server on a fresh database, and runs Lighthouse 12 with
  Debian's Chromium on each route (default, the main routes: ${MAIN_ROUTES.join(' ')};
  --routes=all adds the others of scripts/lib/measured-routes.mjs), mobile and desktop, --runs times each.
  --compare-ssr: two servers of the same build, one started with SSR=off and one without, their runs taken in turn
  (which goes first alternates), so both are measured at the same moments of the machine.
  Prints per route, form factor (and server) the median and min-max of performance, LCP, TBT and CLS, the
  accessibility, best-practices and SEO scores, and Lighthouse's benchmarkIndex (median, min-max); writes
  var/bench/lighthouse.json and every run's Lighthouse report under var/bench/lighthouse-runs/<time>/.`);

const require = createRequire(import.meta.url);
const routesArgument = argument('routes', '');
const routes = (routesArgument === '' ? MAIN_ROUTES : routesArgument === 'all' ? ALL_ROUTES : routesArgument.split(','))
  .map((route) => route.trim())
  .filter(Boolean);
const runs = Number(argument('runs', '5'));
const forms = argument('forms', 'mobile,desktop').split(',');
const compareSsr = process.argv.includes('--compare-ssr');
if (!Number.isInteger(runs) || runs < 1 || runs > 20) throw new Error(`--runs must be a whole number from 1 to 20, got ${runs}`);
if (forms.some((form) => !['mobile', 'desktop'].includes(form))) throw new Error(`--forms takes mobile and/or desktop, got ${forms.join(',')}`);
if (routes.some((route) => !route.startsWith('/'))) throw new Error(`--routes are paths such as /index, got ${routes.join(',')}`);

/**
 * Targets of docs/performance.md ("Lighthouse"): a route and form factor either meets them or the table says so.
 * Accessibility, best practices and SEO are to stay 100 where they are; the table shows them as measured.
 */
const TARGETS = {
  mobile: { performance: 97, cls: 0.02, tbt: 200, lcp: 1500 },
  desktop: { performance: 100, cls: 0.02 },
};

/**
 * The servers measured. Without --compare-ssr, one, started with this shell's environment (so `SSR=off npm run
 * bench:lighthouse` measures the client-rendered page). With it, one with SSR=off and one with SSR removed from the
 * environment (server rendering, the default).
 */
const SIDES = compareSsr
  ? [
      { label: 'ssr', env: { SSR: undefined } },
      { label: 'ssr=off', env: { SSR: 'off' } },
    ]
  : [{ label: process.env.SSR === undefined ? 'site' : `SSR=${process.env.SSR}`, env: {} }];

/** The numbers of a sample: what is printed, as median and min-max. */
const MEASURES = ['performance', 'lcp', 'tbt', 'cls', 'accessibility', 'bestPractices', 'seo', 'benchmarkIndex'];

buildUnlessSkipped();
const { default: lighthouse } = await import('lighthouse');
const { default: desktopConfig } = await import('lighthouse/core/config/desktop-config.js');
const chromeLauncher = require('chrome-launcher');

const startedAt = new Date();
const runsDir = path.join(root, 'var', 'bench', 'lighthouse-runs', startedAt.toISOString().replace(/[:.]/g, '-'));
fs.mkdirSync(runsDir, { recursive: true });

const servers = [];
let chrome;
try {
  // One after the other: two builds' first reads at once would slow both starts for nothing.
  for (const side of SIDES) servers.push({ ...side, site: await startProductionServer(`lighthouse-${side.label}`, { env: side.env }) });
  chrome = await chromeLauncher.launch({ chromePath: chromiumPath, chromeFlags: ['--headless=new', ...chromiumFlags] });
} catch (error) {
  for (const server of servers) server.site.stop();
  throw error;
}

const median = (values) => {
  const sorted = values.filter((value) => typeof value === 'number').sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/** [min, max] of the numbers among the values. */
const range = (values) => {
  const numbers = values.filter((value) => typeof value === 'number');
  return numbers.length === 0 ? [] : [Math.min(...numbers), Math.max(...numbers)];
};

/** A file name for a route: its path and query with anything but letters and digits as "_". */
const slug = (route) => route.replace(/^\//, '').replace(/[^A-Za-z0-9]+/g, '_') || 'root';

/**
 * A report as written to disk: the screenshots (a filmstrip and the full page, base64 images, most of a report's
 * size) are left out; every audit, its numbers and details stay.
 */
function withoutScreenshots(lhr) {
  const copy = { ...lhr, audits: { ...lhr.audits } };
  delete copy.fullPageScreenshot;
  for (const id of ['screenshot-thumbnails', 'final-screenshot']) {
    if (copy.audits[id]) copy.audits[id] = { ...copy.audits[id], details: undefined };
  }
  return copy;
}

/** One Lighthouse run: the numbers of its report, and the report written to `file`. */
async function measure(baseURL, route, form, file) {
  let outcome;
  try {
    outcome = await lighthouse(
      `${baseURL}${route}`,
      { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'] },
      form === 'desktop' ? desktopConfig : undefined,
    );
  } catch (error) {
    console.error(`  ${form} ${route}: Lighthouse failed: ${error.message}`);
    return { error: error.message };
  }
  const { lhr } = outcome;
  fs.writeFileSync(file, JSON.stringify(withoutScreenshots(lhr)));
  const { categories, audits } = lhr;
  const score = (id) => (categories[id]?.score === null || categories[id]?.score === undefined ? null : Math.round(categories[id].score * 100));
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcp: audits['largest-contentful-paint']?.numericValue ?? null,
    tbt: audits['total-blocking-time']?.numericValue ?? null,
    cls: audits['cumulative-layout-shift']?.numericValue ?? null,
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? null,
    ...(lhr.runtimeError ? { error: lhr.runtimeError.message } : {}),
    report: path.relative(root, file),
    failedAudits: Object.values(audits)
      .filter((audit) => audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode !== 'informative' && audit.scoreDisplayMode !== 'manual')
      .map((audit) => audit.id),
  };
}

const round = (value, digits = 0) => (typeof value === 'number' ? Number(value.toFixed(digits)) : null);
// A median of an even number of runs can fall between two whole scores: shown as it is (91.5), as the targets judge it.
const format = {
  performance: (value) => String(round(value, 1)),
  accessibility: (value) => String(round(value, 1)),
  bestPractices: (value) => String(round(value, 1)),
  seo: (value) => String(round(value, 1)),
  lcp: (value) => String(round(value)),
  tbt: (value) => String(round(value)),
  cls: (value) => (typeof value === 'number' ? value.toFixed(3) : String(value)),
  benchmarkIndex: (value) => String(round(value)),
};
/** "median (min-max)" of a measure of a row; the median alone when every run gave the same. */
const shown = (row, key) => {
  if (row.median[key] === null) return '-';
  const [low, high] = row.range[key];
  const middle = format[key](row.median[key]);
  return low === high ? middle : `${middle} (${format[key](low)}-${format[key](high)})`;
};

const results = [];
try {
  // One warm-up load per server so the first measured run does not pay for the server's first reads.
  for (const server of servers) await fetch(`${server.site.baseURL}/index`);
  for (const form of forms) {
    for (const route of routes) {
      const samples = new Map(servers.map((server) => [server.label, []]));
      for (let run = 0; run < runs; run += 1) {
        // Which server goes first alternates: neither always meets the moment after the other's load.
        const order = run % 2 === 0 ? servers : [...servers].reverse();
        for (const server of order) {
          const file = path.join(runsDir, `${form}-${slug(route)}-${server.label.replace(/[^a-z0-9]+/gi, '_')}-${run + 1}.json`);
          samples.get(server.label).push(await measure(server.site.baseURL, route, form, file));
        }
      }
      for (const server of servers) {
        const taken = samples.get(server.label);
        const row = { form, route, server: server.label, runs: taken.length, median: {}, range: {} };
        for (const key of MEASURES) {
          row.median[key] = median(taken.map((sample) => sample[key]));
          row.range[key] = range(taken.map((sample) => sample[key]));
        }
        row.errors = taken.filter((sample) => sample.error).map((sample) => sample.error);
        row.failedAudits = [...new Set(taken.flatMap((sample) => sample.failedAudits ?? []))];
        row.samples = taken.map(({ failedAudits: _failedAudits, ...numbers }) => numbers);
        results.push(row);
        console.log(
          `${form.padEnd(7)} ${route.padEnd(36)} ${server.label.padEnd(7)} perf ${shown(row, 'performance')} LCP ${shown(row, 'lcp')} ms TBT ${shown(row, 'tbt')} ms CLS ${shown(row, 'cls')} a11y ${shown(row, 'accessibility')} bp ${shown(row, 'bestPractices')} seo ${shown(row, 'seo')} benchmarkIndex ${shown(row, 'benchmarkIndex')}${row.errors.length > 0 ? ` (${row.errors.length} run(s) failed)` : ''}`,
        );
      }
    }
  }
} finally {
  chrome.kill();
  for (const server of servers) server.site.stop();
}

const missed = (row) => {
  const target = TARGETS[row.form];
  const { performance, cls, tbt, lcp } = row.median;
  const misses = [];
  if (performance !== null && performance < target.performance) misses.push(`performance ${performance} < ${target.performance}`);
  if (cls !== null && cls > target.cls) misses.push(`CLS ${cls.toFixed(3)} > ${target.cls}`);
  if (target.tbt !== undefined && tbt !== null && tbt > target.tbt) misses.push(`TBT ${Math.round(tbt)} > ${target.tbt}`);
  if (target.lcp !== undefined && lcp !== null && lcp > target.lcp) misses.push(`LCP ${Math.round(lcp)} > ${target.lcp}`);
  return misses.join('; ');
};

console.log(
  `\nMedians (min-max) of ${runs} run(s) each (Lighthouse ${require('lighthouse/package.json').version}, Chromium ${chromiumPath}${compareSsr ? ', two servers of one build, runs taken in turn' : ''}):`,
);
console.table(
  results.map((row) => ({
    form: row.form,
    route: row.route,
    ...(compareSsr ? { server: row.server } : {}),
    perf: shown(row, 'performance'),
    'LCP ms': shown(row, 'lcp'),
    'TBT ms': shown(row, 'tbt'),
    CLS: shown(row, 'cls'),
    a11y: shown(row, 'accessibility'),
    'best pr.': shown(row, 'bestPractices'),
    seo: shown(row, 'seo'),
    benchmarkIndex: shown(row, 'benchmarkIndex'),
    'missed target': missed(row),
  })),
);
for (const server of servers) {
  const indexes = results.filter((row) => row.server === server.label).flatMap((row) => row.samples.map((sample) => sample.benchmarkIndex));
  const [low, high] = range(indexes);
  console.log(`benchmarkIndex over every run of ${server.label}: median ${round(median(indexes))} (${round(low)}-${round(high)})`);
}
const out = path.join(root, 'var', 'bench', 'lighthouse.json');
fs.writeFileSync(
  out,
  JSON.stringify(
    {
      at: startedAt.toISOString(),
      runs,
      forms,
      routes,
      servers: SIDES.map((side) => side.label),
      targets: TARGETS,
      reports: path.relative(root, runsDir),
      results,
    },
    null,
    2,
  ),
);
console.log(`Written ${path.relative(root, out)}; each run's Lighthouse report in ${path.relative(root, runsDir)}/`);
