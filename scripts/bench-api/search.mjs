// bench:api scenario: site search over the real content plus 10,000 generated
// documents (5,000 products, 5,000 news articles), so WebSite/Search is measured at
// a size well past the site's own. Needs the API built (api/dist).
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', 'api', 'dist');

export const GENERATED_DOCUMENTS = 10_000;
/** Generated ids start here, far above any content id. */
const FIRST_ID = 5_000_000;

const WORDS = {
  adjectives: [
    'industrial',
    'managed',
    'unmanaged',
    'rugged',
    'compact',
    'redundant',
    'fanless',
    'wide-temperature',
    'layer 3',
    'gigabit',
    'fibre',
    'PoE+',
  ],
  nouns: [
    'switch',
    'router',
    'gateway',
    'access point',
    'media converter',
    'serial server',
    'cellular modem',
    'power supply',
    'SFP module',
    'antenna',
  ],
  places: [
    'substation',
    'wind farm',
    'metro line',
    'water works',
    'steel mill',
    'container port',
    'tunnel',
    'car plant',
    'solar park',
    'smart building',
  ],
  verbs: ['connects', 'monitors', 'protects', 'synchronises', 'extends', 'secures', 'aggregates', 'isolates'],
  extras: ['IEC 61850', 'Modbus TCP', 'PROFINET', 'EtherNet/IP', 'IEEE 1588 PTP', 'ERPS ring', 'VLAN', 'SNMPv3', 'TSN', 'LTE Cat 4'],
};

/** A small deterministic generator: the same documents on every run, so runs compare. */
function random(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

function sentence(next) {
  const pick = (list) => list[Math.floor(next() * list.length)];
  return `The ${pick(WORDS.adjectives)} ${pick(WORDS.nouns)} ${pick(WORDS.verbs)} the ${pick(WORDS.places)} network over ${pick(WORDS.extras)}.`;
}

function paragraph(next, sentences) {
  return Array.from({ length: sentences }, () => sentence(next)).join(' ');
}

/** Adds the generated documents to the temporary database (migrated and seeded first, so the server's own seed keeps them) and rebuilds the index. */
export async function prepare(databaseUrl) {
  const { openDatabase } = require(path.join(dist, 'db/connect.js'));
  const { migrateToLatest } = require(path.join(dist, 'db/migrate.js'));
  const { seedContent } = require(path.join(dist, 'seed/run-seed.js'));
  const { rebuildSearchIndex } = require(path.join(dist, 'search/rebuild.js'));

  const handle = openDatabase(databaseUrl);
  await migrateToLatest(handle);
  await seedContent(handle);
  const { db } = handle;
  const next = random(42);
  const category = await db.selectFrom('categories').select(['id', 'pid']).where('pid', '>', 0).orderBy('id').executeTakeFirstOrThrow();
  const half = GENERATED_DOCUMENTS / 2;

  const products = Array.from({ length: half }, (_, index) => {
    const model = `GX${1000 + index}`;
    return {
      id: FIRST_ID + index,
      name: `FL-${model}-${index % 7}S ${index % 3 === 0 ? 'Managed Switch' : index % 3 === 1 ? 'Cellular Router' : 'Serial Gateway'}`,
      short_name: `${8 + (index % 40)}-port ${WORDS.adjectives[index % WORDS.adjectives.length]} ${WORDS.nouns[index % WORDS.nouns.length]}`,
      summary: `<p>${paragraph(next, 3)}</p>`,
      category_id: category.pid,
      sub_category_id: category.id,
      sort: 100_000 + index,
    };
  });
  const articles = Array.from({ length: half }, (_, index) => ({
    id: FIRST_ID + index,
    category_id: category.id,
    title: `${WORDS.places[index % WORDS.places.length]} project ${index}: ${sentence(next).slice(4, 60)}`,
    summary: paragraph(next, 2),
    author: 'Bench',
    publish_time: '2025-01-01T00:00:00.000Z',
    create_time: '2025-01-01T00:00:00.000Z',
    // One article in a thousand mentions the rare word the bench looks for.
    content: `<p>${paragraph(next, 12)}</p>${index % 1000 === 7 ? '<p>Shown at the Quillfeather summit.</p>' : ''}<p>${paragraph(next, 12)}</p>`,
    level: 1,
  }));

  await db.transaction().execute(async (trx) => {
    for (let start = 0; start < half; start += 200) {
      await trx
        .insertInto('products')
        .values(products.slice(start, start + 200))
        .execute();
      await trx
        .insertInto('articles')
        .values(articles.slice(start, start + 200))
        .execute();
    }
    await rebuildSearchIndex(trx);
  });
  await handle.db.destroy();
}

const search = (key, type = 'products', page = 1) => `/api/WebSite/Search?key=${encodeURIComponent(key)}&page=${page}&pageSize=10&type=${type}`;

export const scenario = {
  name: 'Site search (10,000 extra documents)',
  prepare,
  requests: [
    { name: 'search: common word "switch"', path: search('switch') },
    { name: 'search: prefix "swi"', path: search('swi') },
    { name: 'search: two words "managed switch", page 20', path: search('managed switch', 'products', 20) },
    { name: 'search: model number "FL-GX1234"', path: search('FL-GX1234') },
    { name: 'search: news "substation"', path: search('substation', 'news') },
    { name: 'search: rare word "quillfeather"', path: search('quillfeather', 'news') },
    { name: 'search: no match "xylophone"', path: search('xylophone') },
  ],
};

export const { name, requests } = scenario;
export default scenario;
