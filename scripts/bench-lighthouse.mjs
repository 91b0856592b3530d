// npm run bench:lighthouse: what a visitor feels, as Lighthouse measures it. Builds what is missing, serves the
// production build on a fresh database, and runs Lighthouse (the npm package, Debian's Chromium) on every route
// of the site (scripts/lib/measured-routes.mjs), mobile (its default: simulated slow 4G, CPU slowed 4x) and
// desktop, --runs times each (3). Prints the median of each category score and of LCP, TBT and CLS per route and
// form factor, with the targets, the range (min-max) of the performance score and CLS, and Lighthouse's
// benchmarkIndex (how fast it found this machine's processor, which the simulated numbers depend on), and writes
// var/bench/lighthouse.json for comparison. Nothing on the site knows it is being measured.
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { argument, buildUnlessSkipped, exitWithUsageIfAsked, root, startProductionServer } from './lib/production-site.mjs';
import { chromiumFlags, chromiumPath } from './lib/chromium.mjs';
import { MEASURED_ROUTES } from './lib/measured-routes.mjs';

/** Every route of the site with a visitor's query string (the list the layout-shift end-to-end test measures too). */
const ROUTES = MEASURED_ROUTES.map((route) => route.path);

exitWithUsageIfAsked(`Usage: npm run bench:lighthouse -- [--routes=/index,/support] [--runs=3] [--forms=mobile,desktop] [--skip-build]
  Builds what is missing, starts the production server on a fresh database, and runs Lighthouse 12 with
  Debian's Chromium on each route (default: ${ROUTES.join(' ')}), mobile and desktop, --runs times each.
  Prints the medians of the scores and of LCP, TBT and CLS, the min-max of performance and CLS, and Lighthouse's
  benchmarkIndex of the machine; writes var/bench/lighthouse.json.`);

const require = createRequire(import.meta.url);
const routes = argument('routes', ROUTES.join(','))
  .split(',')
  .map((route) => route.trim())
  .filter(Boolean);
const runs = Number(argument('runs', '3'));
const forms = argument('forms', 'mobile,desktop').split(',');
if (!Number.isInteger(runs) || runs < 1 || runs > 20) throw new Error(`--runs must be a whole number from 1 to 20, got ${runs}`);
if (forms.some((form) => !['mobile', 'desktop'].includes(form))) throw new Error(`--forms takes mobile and/or desktop, got ${forms.join(',')}`);
if (routes.some((route) => !route.startsWith('/'))) throw new Error(`--routes are paths such as /index, got ${routes.join(',')}`);

/** Targets of docs/performance.md ("Lighthouse"): a route and form factor either meets them or the table says so. */
const TARGETS = {
  mobile: { performance: 90, cls: 0.05, tbt: 200, lcp: 2500 },
  desktop: { performance: 98, cls: 0.05 },
};

buildUnlessSkipped();
const { default: lighthouse } = await import('lighthouse');
const { default: desktopConfig } = await import('lighthouse/core/config/desktop-config.js');
const chromeLauncher = require('chrome-launcher');

const site = await startProductionServer('lighthouse');
const chrome = await chromeLauncher.launch({
  chromePath: chromiumPath,
  chromeFlags: ['--headless=new', ...chromiumFlags],
});

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

const results = [];
try {
  // One warm-up load so the first measured run does not pay for the server's first reads.
  await fetch(`${site.baseURL}/index`);
  for (const form of forms) {
    for (const route of routes) {
      const samples = [];
      for (let run = 0; run < runs; run += 1) {
        const outcome = await lighthouse(
          `${site.baseURL}${route}`,
          { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'] },
          form === 'desktop' ? desktopConfig : undefined,
        );
        const { categories, audits } = outcome.lhr;
        const score = (id) => (categories[id]?.score === null || categories[id]?.score === undefined ? null : Math.round(categories[id].score * 100));
        samples.push({
          performance: score('performance'),
          accessibility: score('accessibility'),
          bestPractices: score('best-practices'),
          seo: score('seo'),
          lcp: audits['largest-contentful-paint']?.numericValue ?? null,
          tbt: audits['total-blocking-time']?.numericValue ?? null,
          cls: audits['cumulative-layout-shift']?.numericValue ?? null,
          benchmarkIndex: outcome.lhr.environment?.benchmarkIndex ?? null,
          failedAudits: Object.values(audits)
            .filter(
              (audit) => audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode !== 'informative' && audit.scoreDisplayMode !== 'manual',
            )
            .map((audit) => audit.id),
        });
      }
      const row = { form, route, runs: samples.length };
      for (const key of ['performance', 'accessibility', 'bestPractices', 'seo', 'lcp', 'tbt', 'cls', 'benchmarkIndex'])
        row[key] = median(samples.map((sample) => sample[key]));
      row.range = {};
      for (const key of ['performance', 'cls', 'benchmarkIndex']) row.range[key] = range(samples.map((sample) => sample[key]));
      row.samples = samples.map(({ failedAudits: _failedAudits, ...numbers }) => numbers);
      row.failedAudits = [...new Set(samples.flatMap((sample) => sample.failedAudits))];
      results.push(row);
      console.log(
        `${form.padEnd(7)} ${route.padEnd(28)} perf ${row.performance} (${row.range.performance.join('-')}) a11y ${row.accessibility} bp ${row.bestPractices} seo ${row.seo} LCP ${Math.round(row.lcp)} ms TBT ${Math.round(row.tbt)} ms CLS ${row.cls?.toFixed(3)} (${row.range.cls.map((value) => value.toFixed(3)).join('-')}) benchmarkIndex ${Math.round(row.benchmarkIndex)}`,
      );
    }
  }
} finally {
  chrome.kill();
  site.stop();
}

const missed = (row) => {
  const target = TARGETS[row.form];
  const misses = [];
  if (row.performance < target.performance) misses.push(`performance ${row.performance} < ${target.performance}`);
  if (row.cls > target.cls) misses.push(`CLS ${row.cls.toFixed(3)} > ${target.cls}`);
  if (target.tbt !== undefined && row.tbt > target.tbt) misses.push(`TBT ${Math.round(row.tbt)} > ${target.tbt}`);
  if (target.lcp !== undefined && row.lcp > target.lcp) misses.push(`LCP ${Math.round(row.lcp)} > ${target.lcp}`);
  return misses.join('; ');
};

console.log(`\nMedians of ${runs} run(s) each (Lighthouse ${require('lighthouse/package.json').version}, ${chrome.pid ? 'Chromium' : ''}):`);
console.table(
  results.map((row) => ({
    form: row.form,
    route: row.route,
    perf: row.performance,
    'perf min-max': row.range.performance.join('-'),
    a11y: row.accessibility,
    'best pr.': row.bestPractices,
    seo: row.seo,
    'LCP ms': Math.round(row.lcp),
    'TBT ms': Math.round(row.tbt),
    CLS: Number(row.cls?.toFixed(3)),
    'CLS min-max': row.range.cls.map((value) => value.toFixed(3)).join('-'),
    benchmarkIndex: Math.round(row.benchmarkIndex),
    'missed target': missed(row),
  })),
);
const out = path.join(root, 'var', 'bench', 'lighthouse.json');
fs.mkdirSync(path.dirname(out), { recursive: true });
fs.writeFileSync(out, JSON.stringify({ at: new Date().toISOString(), runs, targets: TARGETS, results }, null, 2));
console.log(`Written ${path.relative(root, out)}`);
