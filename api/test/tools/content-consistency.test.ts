import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { COMPANY, COMPANY_STATISTICS } from '../../src/contracts/company';

// The content checks (api/scripts/content-checks.mjs) through their command, on the committed content and on copies
// of it with one contradiction put back.
const script = path.resolve(__dirname, '../../scripts/check-content.mjs');
const contentDir = path.resolve(__dirname, '../../content');
const CHECKED_FILES = ['catalog/products.json', 'news/about.json', 'news/articles.json', 'solutions/solutions.json', 'site/site.json'];

function check(dir?: string): { status: number | null; problems: string[]; output: string } {
  const result = spawnSync(process.execPath, [script, '--json', ...(dir ? ['--content', dir] : [])], { encoding: 'utf8' });
  let problems: string[] = [];
  try {
    problems = JSON.parse(result.stdout) as string[];
  } catch {
    // Not JSON: the command failed before it checked anything; the status and output say why.
  }
  return { status: result.status, problems, output: result.stdout + result.stderr };
}

/** A copy of the checked content with `edit` applied to one file's text. */
function contentWith(file: string, edit: (text: string) => string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'content-check-'));
  for (const name of CHECKED_FILES) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    const text = fs.readFileSync(path.join(contentDir, name), 'utf8');
    fs.writeFileSync(path.join(dir, name), name === file ? edit(text) : text);
  }
  return dir;
}

const replaced = (text: string, from: string | RegExp, to: string) => {
  const next = text.replace(from, to);
  if (next === text) throw new Error(`the content no longer contains ${String(from)}: update this test`);
  return next;
};

describe('content consistency', () => {
  const copies: string[] = [];
  afterAll(() => copies.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));
  const copy = (file: string, edit: (text: string) => string) => {
    const dir = contentWith(file, edit);
    copies.push(dir);
    return dir;
  };

  it('finds no contradiction in the committed content', () => {
    const result = check();
    expect(result.problems).toEqual([]);
    expect(result.status).toBe(0);
  });

  it('reports a PoE++ switch whose standards leave out 802.3bt, and a 24 VDC supply offered for its 48-57 VDC input', () => {
    const dir = copy('catalog/products.json', (text) => {
      const products = JSON.parse(text) as { products: Array<{ name: string; specifications: string; orderingInformation: string }> };
      const switch6020 = products.products.find((product) => product.name === 'FL-PS6020BT')!;
      switch6020.specifications = replaced(switch6020.specifications, '802.3af/at/bt', '802.3af/at');
      switch6020.orderingInformation = replaced(
        switch6020.orderingInformation,
        /<td>FL-PWR-960W48<\/td><td>[^<]*<\/td>/,
        '<td>FL-PWR-120W24</td><td>120 W 24 VDC DIN-rail power supply</td>',
      );
      return JSON.stringify(products);
    });
    const result = check(dir);
    expect(result.status).toBe(1);
    expect(result.problems).toEqual([
      'FL-PS6020BT: gives up to 90 W per PoE port, which needs IEEE 802.3bt, but its standards list 802.3af/at',
      'FL-PS6020BT: its texts promise 802.3bt (PoE++) power, but its standards do not list 802.3bt',
      'FL-PS6020BT: suggests FL-PWR-120W24 (120 W 24 VDC DIN-rail power supply), whose 24 VDC output is outside its 48-57 VDC input',
      'FL-PS6020BT: suggests FL-PWR-120W24 (120 W 24 VDC DIN-rail power supply), whose 120 W cannot supply its 750 W (consumption and PoE budget)',
    ]);
  });

  it("reports a radio whose datasheet lists another Wi-Fi generation or bands than the radio's own", () => {
    const dir = copy('catalog/products.json', (text) => {
      const products = JSON.parse(text) as { products: Array<{ name: string; specifications: string }> };
      // What every Wi-Fi datasheet said before the radios were written from one table.
      const bridge = products.products.find((product) => product.name === 'FL-WB5800')!;
      bridge.specifications = replaced(bridge.specifications, 'IEEE 802.11a/n/ac (Wi-Fi 5)', 'IEEE 802.11a/b/g/n/ac/ax');
      const accessPoint = products.products.find((product) => product.name === 'FL-AP5300-IP67')!;
      accessPoint.specifications = replaced(accessPoint.specifications, '<td>2.4 GHz, 5 GHz</td>', '<td>5 GHz</td>');
      return JSON.stringify(products);
    });
    const result = check(dir);
    expect(result.status).toBe(1);
    expect(result.problems).toEqual([
      'FL-AP5300-IP67: runs on 2.4 GHz, 5 GHz but its datasheet lists 5 GHz',
      'FL-WB5800: is Wi-Fi 5 (802.11ac) but its standards read "IEEE 802.11a/b/g/n/ac/ax"',
      'FL-WB5800: runs on 5 GHz but its standards read "IEEE 802.11a/b/g/n/ac/ax" (802.11b/g exist only at 2.4 GHz)',
    ]);
  });

  it('reports SFP modules offered for a switch without SFP slots, and a switching capacity its ports exceed', () => {
    const dir = copy('catalog/products.json', (text) => {
      const products = JSON.parse(text) as { products: Array<{ name: string; specifications: string; orderingInformation: string }> };
      const copperOnly = products.products.find((product) => product.name === 'FL-MS5008G')!;
      copperOnly.orderingInformation = replaced(
        copperOnly.orderingInformation,
        '<tbody><tr><td>FL-WM-46',
        '<tbody><tr><td>FL-SFP-1G-SX</td><td>1.25G multimode SFP, 850 nm, 550 m, LC</td></tr><tr><td>FL-WM-46',
      );
      const aggregation = products.products.find((product) => product.name === 'FL-RS7012-10G')!;
      aggregation.specifications = replaced(aggregation.specifications, '<td>240 Gbps</td>', '<td>104 Gbps</td>');
      return JSON.stringify(products);
    });
    expect(check(dir).problems).toEqual([
      'FL-MS5008G: suggests FL-SFP-1G-SX (1.25G multimode SFP, 850 nm, 550 m, LC), but it has no SFP slot',
      "FL-RS7012-10G: a switching capacity of 104 Gbps is below its ports' 240 Gbps (every port at full speed, both ways)",
    ]);
  });

  it('reports a switch whose texts count other PoE ports than its specifications', () => {
    const dir = copy('catalog/products.json', (text) => {
      const products = JSON.parse(text) as { products: Array<{ name: string; specifications: string }> };
      const railway = products.products.find((product) => product.name === 'FL-TS9010-PoE')!;
      railway.specifications = replaced(railway.specifications, 'PoE on ports 1-8', 'PoE');
      return JSON.stringify(products);
    });
    expect(check(dir).problems).toEqual([
      'FL-TS9010-PoE: says "8 PoE" but 10 of its ports source PoE',
      'FL-TS9010-PoE: says "eight PoE" but 10 of its ports source PoE',
    ]);
  });

  it('reports a successor that is missing, the product itself, discontinued too or of another sub category, and a state without its date', () => {
    type Lifecycle = { state: string; date: string; successorId: number | null };
    const dir = copy('catalog/products.json', (text) => {
      const products = JSON.parse(text) as { products: Array<{ id: number; name: string; lifecycle: Lifecycle }> };
      const named = (name: string) => products.products.find((product) => product.name === name)!;
      named('FL-US1005').lifecycle = { state: 'discontinued', date: '2025-06-30', successorId: 9999 };
      named('FL-MC110').lifecycle = { state: 'discontinued', date: '2024-06-30', successorId: named('FL-MC110').id };
      named('FL-MS5008G').lifecycle = { state: 'phase-out', date: '2027-03-31', successorId: named('FL-US1005').id };
      named('FL-SD2004').lifecycle = { state: 'phase-out', date: '2027-03-31', successorId: named('FL-GW3101').id };
      named('FL-CR4G20').lifecycle = { state: 'phase-out', date: 'next spring', successorId: null };
      return JSON.stringify(products);
    });
    const result = check(dir);
    expect(result.status).toBe(1);
    expect(result.problems).toEqual(
      expect.arrayContaining([
        'FL-US1005: names the successor 9999, which is not a product of the catalogue',
        'FL-MC110: names itself as its successor',
        'FL-MS5008G: names the successor FL-US1005, which is discontinued too',
        expect.stringMatching(/^FL-SD2004: names the successor FL-GW3101, which is of another sub category/),
        'FL-CR4G20: is phase-out without a valid ISO date ("next spring")',
      ]),
    );
  });

  it('reports years and countries that disagree with the company facts, in the profile, its facts and a dated article', () => {
    const about = copy('news/about.json', (text) =>
      replaced(
        replaced(text, 'Twenty years later', 'Eighteen years later'),
        '"value": "40+", "label": "countries',
        '"value": "30+", "label": "countries',
      ),
    );
    expect(check(about).problems).toEqual([
      'About: company profile: "Eighteen years later" in 2026: the company was founded in 2006, 20 years before',
      'About: company profile facts: "30+ countries": Ferrolink networks run in more than 40 countries',
    ]);
    const articles = copy('news/articles.json', (text) =>
      replaced(text, 'employees in more than 40 countries', 'employees in more than 30 countries'),
    );
    expect(check(articles).problems).toEqual(['News 40 (2026-03-10): "more than 30 countries": Ferrolink networks run in more than 40 countries']);
  });

  it("keeps an older text's own figure: the 2016 milestone's 15 countries is history, not a contradiction", () => {
    const about = JSON.parse(fs.readFileSync(path.join(contentDir, 'news/about.json'), 'utf8')) as {
      milestones: Array<{ year: number; summary: string }>;
    };
    expect(about.milestones.find((milestone) => milestone.year === 2016)?.summary).toMatch(/15 countries/);
    expect(check().problems).toEqual([]);
  });

  it("derives the home page's statistics from the same facts", () => {
    expect(COMPANY_STATISTICS.map((statistic) => statistic.value)).toEqual([
      `${COMPANY.rdInvestmentPercent}%`,
      `${COMPANY.figuresYear - COMPANY.foundedYear}+`,
      `${COMPANY.countries}+`,
      `${COMPANY.devicesMillions}M+`,
    ]);
    expect(COMPANY_STATISTICS.map((statistic) => statistic.value)).toEqual(['20%', '20+', '40+', '60M+']);
  });
});
