// The content's consistency checks: what a careful reader would catch by comparing one page with another.
// - Products: each product's standards, accessories and figures against its own specifications (a switch that gives
//   90 W per port but does not list 802.3bt; a 24 VDC supply offered for a 48-57 VDC switch; SFP modules for a switch
//   without SFP slots; a switching capacity below what its ports carry).
// - Lifecycles: each product's state and date, and that a successor exists, is another product of the same sub
//   category, and is not discontinued itself.
// - Company facts: the years, countries, devices and R&D share the news, About, solutions and site texts state,
//   against the one set of facts (api/src/contracts/company-facts.json) the pages read.
// make-catalog-content.mjs refuses to write products that fail; check-content.mjs runs every check on the committed
// content, and the API tests run it, so a contradiction fails the tests.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const scriptsDir = path.dirname(fileURLToPath(import.meta.url));
export const CONTENT_DIR = path.join(scriptsDir, '..', 'content');
export const FACTS_FILE = path.join(scriptsDir, '..', 'src', 'contracts', 'company-facts.json');

export function readCompanyFacts(file = FACTS_FILE) {
  return JSON.parse(fs.readFileSync(file, 'utf8'));
}

// ---------------------------------------------------------------------------------------------------------------
// Reading the generated HTML.

const decode = (html) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();

/** Every two-cell row of the tables in `html` (a label and its value), as label -> value. */
function rowsOf(html) {
  const rows = new Map();
  for (const [, row] of (html ?? '').matchAll(/<tr>(.*?)<\/tr>/g)) {
    const cells = [...row.matchAll(/<t[hd][^>]*>(.*?)<\/t[hd]>/g)].map(([, cell]) => decode(cell));
    if (cells.length === 2 && !rows.has(cells[0])) rows.set(cells[0], cells[1]);
  }
  return rows;
}

/** The rows of the "Optional accessories" table of an ordering section: { code, description }. */
function accessoriesOf(orderingHtml) {
  const start = (orderingHtml ?? '').indexOf('Optional accessories');
  if (start < 0) return [];
  return [...rowsOf(orderingHtml.slice(start))].map(([code, description]) => ({ code, description }));
}

/** A voltage range in an input description: "12-48 VDC" -> { min: 12, max: 48 }; a single "24 VDC" -> { 24, 24 }. */
function rangeOf(text, unit) {
  const match = new RegExp(`(\\d+(?:\\.\\d+)?)(?:-(\\d+(?:\\.\\d+)?))? ${unit}\\b`).exec(text);
  if (!match) return undefined;
  const min = Number(match[1]);
  return { min, max: match[2] === undefined ? min : Number(match[2]) };
}

const wattsIn = (text) => {
  const match = /(\d+(?:\.\d+)?) W\b/.exec(text ?? '');
  return match ? Number(match[1]) : undefined;
};

/** Port speeds in Gbps from a port row: "16 x 10/100/1000BASE-T(X)" -> [16, 1]; "4 x 1/10G SFP+" -> [4, 10]. */
function portsOf(row) {
  if (!row) return { count: 0, gbps: 0 };
  const count = Number(/^(\d+) x /.exec(row)?.[1] ?? 0);
  const gbps = /10G|10GBASE/.test(row) ? 10 : /1000/.test(row) ? 1 : 0.1;
  return { count, gbps };
}

/** The highest PoE standard a per-port power needs: 15.4 W 802.3af, 30 W 802.3at, above that 802.3bt. */
function poeStandardFor(watts) {
  return watts <= 15.4 ? 'af' : watts <= 30 ? 'at' : 'bt';
}

/** What an accessory is and offers, read from its description (and from the catalogue when it is a product there). */
function accessoryKind(accessory, catalogue) {
  const text = accessory.description;
  const product = catalogue.get(accessory.code);
  if (/power supply/i.test(text)) {
    // A catalogue supply is judged by its own output table: volts times continuous amps.
    const own = product ? rowsOf(product.outputCapability) : undefined;
    const volts = rangeOf(own?.get('Output voltage') ?? text, 'VDC')?.min;
    const amps = Number.parseFloat(own?.get('Continuous current') ?? '');
    return {
      kind: 'supply',
      volts,
      watts: own && volts !== undefined && Number.isFinite(amps) ? Math.round(volts * amps) : wattsIn(text),
      describedWatts: wattsIn(text),
      describedVolts: rangeOf(text, 'VDC')?.min,
    };
  }
  if (/power module/i.test(text)) return { kind: 'module', watts: wattsIn(text), ac: rangeOf(text, 'VAC'), dc: rangeOf(text, 'VDC') };
  if (/\bSFP\+?\b/.test(text) || /^FL-SFP-/.test(accessory.code)) {
    return { kind: 'optic', gbps: /\b10G\b/.test(text) ? 10 : /1\.25G/.test(text) ? 1 : /155M|100M/.test(text) ? 0.1 : undefined, product };
  }
  return { kind: 'other' };
}

// ---------------------------------------------------------------------------------------------------------------
// Products.

/**
 * The contradictions between each product's texts and its own specifications, one sentence each, naming the
 * product. An empty list: every product agrees with itself.
 */
export function productContradictions(products) {
  const problems = [];
  const catalogue = new Map(products.map((product) => [product.name, product]));
  for (const product of products) {
    const say = (text) => problems.push(`${product.name}: ${text}`);
    const specs = rowsOf(product.specifications);
    const allText = decode([product.summary, product.introduce, product.specifications, product.description].join(' '));
    const standards = specs.get('Standards') ?? '';
    const input = specs.get('Input voltage') ?? specs.get('Input') ?? '';

    // PoE: the standards the per-port power needs, and the budget the texts state.
    const poe = specs.get('PoE budget');
    if (poe) {
      const budget = wattsIn(poe);
      const perPort = Number(/up to (\d+(?:\.\d+)?) W per port/.exec(poe)?.[1]);
      const needed = poeStandardFor(perPort);
      const listed = /802\.3(af|at|bt)(?:\/(af|at|bt))?(?:\/(af|at|bt))?/.exec(standards);
      const listedSet = new Set(listed ? listed.slice(1).filter(Boolean) : []);
      if (!listedSet.has(needed))
        say(
          `gives up to ${perPort} W per PoE port, which needs IEEE 802.3${needed}, but its standards list ${listed ? listed[0] : 'no PoE standard'}`,
        );
      if (listedSet.has('bt') && needed !== 'bt') say(`lists IEEE 802.3bt but gives at most ${perPort} W per port (802.3bt is above 30 W)`);
      if (/802\.3bt|PoE\+\+/.test(allText) && !listedSet.has('bt'))
        say('its texts promise 802.3bt (PoE++) power, but its standards do not list 802.3bt');
      for (const [, statedBefore, statedAfter] of allText.matchAll(/(\d+) W budget|PoE budget (\d+) W/g)) {
        const watts = Number(statedBefore ?? statedAfter);
        if (watts !== budget) say(`states a ${watts} W PoE budget where its specifications give ${budget} W`);
      }
      for (const [, stated] of `${product.name} ${product.shortName}`.matchAll(/, (\d+) W$/g)) {
        if (Number(stated) !== budget) say(`its name states ${stated} W where its PoE budget is ${budget} W`);
      }
      // The ports that source PoE: "PoE on ports 1-8", or every copper port; the texts' "eight PoE ports", "16 PoE++".
      const copperRow = specs.get('Copper ports') ?? '';
      const poePorts = Number(/PoE on ports 1-(\d+)/.exec(copperRow)?.[1] ?? (/, PoE\b/.test(copperRow) ? portsOf(copperRow).count : 0));
      if (budget > poePorts * perPort) say(`a ${budget} W PoE budget is more than its ${poePorts} PoE ports can draw at ${perPort} W each`);
      const poePortPattern = new RegExp(`\\b${NUMBER} (?:\\d+ W |Gigabit )?PoE\\+{0,2}(?= |$)`, 'gi');
      for (const [phrase, word] of `${product.shortName}. ${allText}`.matchAll(poePortPattern))
        if (numberOf(word) !== poePorts) say(`says "${phrase}" but ${poePorts} of its ports source PoE`);
    } else if (/802\.3(af|at|bt)/.test(standards)) {
      say('lists a PoE standard but gives no PoE budget');
    }

    // Wi-Fi: the amendments the datasheet lists, the bands and the generation the texts name are the radio's own.
    const radio = product.tags ?? {};
    if (typeof radio.wifi === 'string') {
      const listedStandard = specs.get('Standard') ?? '';
      const bands = Array.isArray(radio.bands) ? radio.bands : [];
      const wifi6 = radio.wifi.includes('802.11ax');
      const wigig = radio.wifi.includes('802.11ad');
      if (/\bax\b/.test(listedStandard) !== wifi6) say(`is ${radio.wifi} but its standards read "${listedStandard}"`);
      if (/802\.11ad/.test(listedStandard) !== wigig) say(`is ${radio.wifi} but its standards read "${listedStandard}"`);
      if (/\bb\/g\b/.test(listedStandard) !== bands.includes('2.4 GHz'))
        say(`runs on ${bands.join(' and ')} but its standards read "${listedStandard}" (802.11b/g exist only at 2.4 GHz)`);
      const listedBands = specs.get('Frequency bands');
      if (listedBands !== undefined && listedBands !== bands.join(', ')) say(`runs on ${bands.join(', ')} but its datasheet lists ${listedBands}`);
      for (const [phrase, generation] of `${product.shortName}. ${allText}`.matchAll(/\bWi-Fi ([4-7])\b/g))
        if (!radio.wifi.startsWith(`Wi-Fi ${generation}`)) say(`says "${phrase}" but its radio is ${radio.wifi}`);
    }

    // Switching capacity: at least every port at full speed in both directions.
    const capacity = specs.get('Switching capacity');
    if (capacity) {
      const copper = portsOf(specs.get('Copper ports'));
      const fibre = portsOf(specs.get('Fibre ports'));
      const needed = 2 * (copper.count * copper.gbps + fibre.count * fibre.gbps);
      const stated = Number.parseFloat(capacity);
      if (stated + 1e-9 < needed)
        say(`a switching capacity of ${capacity} is below its ports' ${+needed.toFixed(1)} Gbps (every port at full speed, both ways)`);
      if (copper.count + fibre.count !== product.ports) say(`lists ${copper.count + fibre.count} ports but is catalogued with ${product.ports}`);
    }

    // Accessories: what the product can take.
    const fibreRow = specs.get('Fibre ports') ?? '';
    const slots = /SFP\+/.test(fibreRow) ? 'SFP+' : /SFP/.test(fibreRow) ? 'SFP' : undefined;
    const draw = (wattsIn(specs.get('Power consumption')) ?? 0) + (poe ? (wattsIn(poe) ?? 0) : 0);
    const dc = rangeOf(input, 'VDC');
    for (const accessory of accessoriesOf(product.orderingInformation)) {
      const about = accessoryKind(accessory, catalogue);
      const name = `${accessory.code} (${accessory.description})`;
      if (about.kind === 'optic') {
        if (!slots) say(`suggests ${name}, but it has no SFP slot`);
        else if (about.gbps === 10 && slots !== 'SFP+') say(`suggests the 10G module ${name} for its 1G SFP slots`);
        else if (about.gbps === 0.1 && slots === 'SFP+') say(`suggests the 100M module ${name}, which its SFP+ slots do not run`);
        if (about.product) {
          const catalogued = about.product.shortName;
          const reach = (text) => /(\d+(?:\.\d+)?) (km|m)\b/.exec(text)?.slice(1).join(' ');
          if (reach(catalogued) !== reach(accessory.description))
            say(`describes ${name} with another reach than its catalogue entry (${catalogued})`);
        }
      } else if (about.kind === 'supply') {
        if (!dc) say(`suggests the DC power supply ${name}, but it takes no DC input (${input})`);
        else if (about.volts === undefined || about.volts < dc.min || about.volts > dc.max)
          say(`suggests ${name}, whose ${about.volts} VDC output is outside its ${dc.min}-${dc.max} VDC input`);
        if (about.watts !== undefined && about.watts < draw)
          say(`suggests ${name}, whose ${about.watts} W cannot supply its ${draw} W (consumption and PoE budget)`);
        if (about.describedWatts !== undefined && about.watts !== undefined && about.describedWatts !== about.watts)
          say(`describes ${name} as ${about.describedWatts} W where the catalogue's supply gives ${about.watts} W`);
        if (about.describedVolts !== undefined && about.volts !== undefined && about.describedVolts !== about.volts)
          say(`describes ${name} as ${about.describedVolts} VDC where the catalogue's supply gives ${about.volts} VDC`);
      } else if (about.kind === 'module') {
        if (!/hot-swap/.test(input)) say(`suggests the spare power module ${name}, but its power input is not hot-swap (${input})`);
        const ac = rangeOf(input, 'VAC');
        if (about.ac && !(ac && ac.min === about.ac.min && ac.max === about.ac.max))
          say(`suggests ${name}, whose AC input differs from its own (${input})`);
        if (about.dc && !(dc && dc.min === about.dc.min && dc.max === about.dc.max))
          say(`suggests ${name}, whose DC input differs from its own (${input})`);
        if (!about.dc && dc) say(`suggests ${name}, which takes no DC input, for a product fed with ${input}`);
        if (about.watts !== undefined && about.watts < draw) say(`suggests ${name}, whose ${about.watts} W cannot supply its ${draw} W`);
      }
    }
  }
  problems.push(...lifecycleContradictions(products));
  // A sentence repeated in the summary and the overview is one contradiction.
  return [...new Set(problems)];
}

/** The lifecycle states a product may be in (api/src/contracts/product-lifecycle.ts). */
const LIFECYCLE_STATES = ['active', 'phase-out', 'discontinued'];
const ISO_DATE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

/**
 * The contradictions in the products' lifecycles: a state the site does not know, a date missing where the state
 * needs one (the last order date of a phase-out, the day of a discontinuation) or given to an active product, and a
 * successor that does not exist, is the product itself, is discontinued too (a buyer sent on to a product that
 * cannot be ordered either) or belongs to another sub category (a switch replaced by a router).
 */
export function lifecycleContradictions(products) {
  const problems = [];
  const byId = new Map(products.map((product) => [product.id, product]));
  for (const product of products) {
    const say = (text) => problems.push(`${product.name}: ${text}`);
    const lifecycle = product.lifecycle;
    if (!lifecycle) {
      say('has no lifecycle');
      continue;
    }
    const { state, date, successorId } = lifecycle;
    if (!LIFECYCLE_STATES.includes(state)) {
      say(`has the lifecycle state "${state}", which is none of ${LIFECYCLE_STATES.join(', ')}`);
      continue;
    }
    if (state === 'active') {
      if (date !== '') say(`is active but has the lifecycle date ${date}`);
      if (successorId !== null) say(`is active but names a successor (${successorId})`);
      continue;
    }
    if (!ISO_DATE.test(date)) say(`is ${state} without a valid ISO date (${JSON.stringify(date)})`);
    if (successorId === null) continue;
    const successor = byId.get(successorId);
    if (!successor) say(`names the successor ${successorId}, which is not a product of the catalogue`);
    else if (successor.id === product.id) say('names itself as its successor');
    else if (successor.lifecycle?.state === 'discontinued') say(`names the successor ${successor.name}, which is discontinued too`);
    else if (successor.subCategoryId !== product.subCategoryId)
      say(`names the successor ${successor.name}, which is of another sub category (${successor.subCategoryId}, not ${product.subCategoryId})`);
  }
  return problems;
}

// ---------------------------------------------------------------------------------------------------------------
// Company facts in texts.

const NUMBER_WORDS = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
  twenty: 20,
  thirty: 30,
  forty: 40,
  fifty: 50,
  sixty: 60,
  seventy: 70,
  eighty: 80,
  ninety: 90,
};
const NUMBER = `(\\d+|${Object.keys(NUMBER_WORDS).join('|')})`;
const numberOf = (word) => (/^\d+$/.test(word) ? Number(word) : NUMBER_WORDS[word.toLowerCase()]);

/**
 * The texts that state company facts, each with the year it speaks from: an article its publication year, a
 * milestone its own year, a page that is not dated (profile, solutions, site) the facts' year.
 */
export function companyTextsOf(contentDir = CONTENT_DIR) {
  const read = (file) => JSON.parse(fs.readFileSync(path.join(contentDir, file), 'utf8'));
  const texts = [];
  const about = read('news/about.json');
  texts.push({ where: 'About: company profile', text: decode(`${about.profile.lead} ${about.profile.content}`) });
  for (const fact of about.profile.facts ?? []) texts.push({ where: 'About: company profile facts', text: `${fact.value} ${fact.label}` });
  for (const milestone of about.milestones ?? [])
    texts.push({ where: `About: milestone ${milestone.year}`, year: milestone.year, text: decode(`${milestone.title}. ${milestone.summary}`) });
  for (const article of read('news/articles.json').articles)
    texts.push({
      where: `News ${article.id} (${article.publishTime})`,
      year: Number(article.publishTime.slice(0, 4)),
      text: decode(`${article.title}. ${article.summary} ${article.content}`),
    });
  const strings = (value) => (typeof value === 'string' ? [value] : value && typeof value === 'object' ? Object.values(value).flatMap(strings) : []);
  for (const solution of read('solutions/solutions.json').solutions)
    texts.push({ where: `Solution ${solution.id ?? solution.name}`, text: decode(strings(solution).join(' ')) });
  texts.push({ where: 'Site copyright', text: decode(read('site/site.json').copyright) });
  return texts;
}

/** The statements in `texts` that disagree with the company's facts, one sentence each. */
export function companyFactContradictions(texts, facts) {
  const problems = [];
  const company = `(?:Ferrolink|the company|our company|its founding|the company's founding)`;
  for (const { where, year, text } of texts) {
    const say = (sentence) => problems.push(`${where}: ${sentence}`);
    const asOf = year ?? facts.figuresYear;
    // The founding year, however it is said.
    for (const [, founded] of text.matchAll(/(?:founded in|since its founding in|(?:Ferrolink|company) since) (\d{4})/gi))
      if (Number(founded) !== facts.foundedYear) say(`says founded in ${founded}; the company was founded in ${facts.foundedYear}`);
    for (const [, founded] of text.matchAll(/\b(\d{4}) founded\b/gi))
      if (Number(founded) !== facts.foundedYear) say(`gives ${founded} as the founding year; it is ${facts.foundedYear}`);
    for (const [, first] of text.matchAll(/Copyright (?:©|&copy;)? ?(\d{4})-\d{4}/gi))
      if (Number(first) !== facts.foundedYear) say(`the copyright starts in ${first}, not in the founding year ${facts.foundedYear}`);
    // Years in business: "twenty years later", "celebrates twenty years", "twenty years since its founding", "18+ years".
    const years = asOf - facts.foundedYear;
    const yearPatterns = [
      new RegExp(`\\b${NUMBER} years (?:later|after ${company}(?: was founded)?|since ${company}|of Ferrolink)`, 'gi'),
      new RegExp(`\\b(?:celebrates|celebrating|mark|marks|marking) ${NUMBER} years`, 'gi'),
      new RegExp(`\\b${NUMBER}\\+ years\\b`, 'gi'),
    ];
    for (const pattern of yearPatterns)
      for (const [phrase, word] of text.matchAll(pattern))
        if (numberOf(word) !== years) say(`"${phrase}" in ${asOf}: the company was founded in ${facts.foundedYear}, ${years} years before`);
    // Countries, stated as of now: the facts' figure. An older text may give the figure of its own year.
    if (asOf >= facts.figuresYear) {
      const countryPatterns = [
        new RegExp(`\\b(?:more than|over) ${NUMBER} countries`, 'gi'),
        new RegExp(`\\b${NUMBER}\\+ countries`, 'gi'),
        new RegExp(`\\b(?:networks|products|deployed|run|running) (?:now )?in ${NUMBER} countries`, 'gi'),
      ];
      for (const pattern of countryPatterns)
        for (const [phrase, word] of text.matchAll(pattern))
          if (numberOf(word) !== facts.countries) say(`"${phrase}": Ferrolink networks run in more than ${facts.countries} countries`);
      for (const [phrase, share] of text.matchAll(/(\d+) ?% (?:of revenue )?(?:is )?invested in R&D|(\d+)% R&D/gi))
        if (Number(share) !== facts.rdInvestmentPercent) say(`"${phrase}": the R&D share is ${facts.rdInvestmentPercent}%`);
      for (const [phrase, millions] of text.matchAll(/\b(\d+)M\+ devices/gi))
        if (Number(millions) !== facts.devicesMillions) say(`"${phrase}": ${facts.devicesMillions}M+ devices have shipped`);
    }
  }
  return [...new Set(problems)];
}

/** Every check on the content in `contentDir`: product contradictions first, then company facts. */
export function contentContradictions(contentDir = CONTENT_DIR, facts = readCompanyFacts()) {
  const { products } = JSON.parse(fs.readFileSync(path.join(contentDir, 'catalog', 'products.json'), 'utf8'));
  return [...productContradictions(products), ...companyFactContradictions(companyTextsOf(contentDir), facts)];
}
