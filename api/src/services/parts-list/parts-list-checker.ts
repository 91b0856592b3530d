import type { Kysely } from 'kysely';
import { isFirmwareAffected, normaliseFirmwareVersion } from '../../contracts/firmware-versions';
import {
  matchKey,
  MAX_NEAREST_NAMES,
  type PartsListAdvisory,
  type PartsListLifecycle,
  type PartsListLine,
  type PartsListMatchKind,
  type PartsListProduct,
  type PartsListReply,
  type PartsListResult,
} from '../../contracts/parts-list';
import { isProductLifecycleState } from '../../contracts/product-lifecycle';
import { SEVERITIES, type Severity } from '../../contracts/security-advisories';
import type { Database } from '../../db/schema';
import { boundedEditDistance } from './edit-distance';

/** A product as the check reads it: its names, its lifecycle and the advisories that concern it. */
interface CatalogueEntry {
  product: PartsListProduct;
  lifecycle: PartsListLifecycle;
  advisories: PartsListAdvisory[];
}

/** A name a line may be matched against: a product's model name, or one of its ordering part numbers. */
interface MatchTarget {
  text: string;
  key: string;
  entry: CatalogueEntry;
  /** The part number and its description; null for the model name itself. */
  partNumber: { number: string; description: string } | null;
}

/** What a line found, before the parts that depend on its firmware. */
interface LineMatch {
  match: PartsListMatchKind;
  target: MatchTarget | null;
  nearest: PartsListProduct[];
}

/**
 * How far a spelling may be from a name to be offered as a nearest name: a third of its length (a typo or two in a
 * short model, a missing prefix "FL-" in a long one), at least 2, at most 5. Further than that, a name is not "near".
 */
function nearestLimit(key: string): number {
  return Math.min(5, Math.max(2, Math.ceil(key.length / 3)));
}

/** The catalogue's names and part numbers, indexed every way a line is matched. */
class CatalogueIndex {
  private readonly byText = new Map<string, MatchTarget>();
  private readonly byKey = new Map<string, MatchTarget>();

  constructor(private readonly targets: readonly MatchTarget[]) {
    // Model names come first in `targets`: where a model name and a part number are written alike, the model wins.
    for (const target of targets) {
      if (!this.byText.has(target.text)) this.byText.set(target.text, target);
      if (!this.byKey.has(target.key)) this.byKey.set(target.key, target);
    }
  }

  match(part: string): LineMatch {
    const exact = this.byText.get(part);
    if (exact)
      return {
        match: exact.partNumber && exact.partNumber.number !== exact.entry.product.Name ? 'part-number' : 'model',
        target: exact,
        nearest: [],
      };
    const key = matchKey(part);
    const similar = key === '' ? undefined : this.byKey.get(key);
    if (similar) return { match: 'similar-spelling', target: similar, nearest: [] };
    return { match: 'not-found', target: null, nearest: this.nearest(key) };
  }

  /** The products whose names or part numbers are within nearestLimit of `key`, nearest first, then by name. */
  private nearest(key: string): PartsListProduct[] {
    if (key === '') return [];
    const limit = nearestLimit(key);
    const best = new Map<number, { product: PartsListProduct; distance: number }>();
    for (const target of this.targets) {
      const distance = boundedEditDistance(key, target.key, limit);
      if (distance > limit) continue;
      const known = best.get(target.entry.product.Id);
      if (!known || distance < known.distance) best.set(target.entry.product.Id, { product: target.entry.product, distance });
    }
    return [...best.values()]
      .sort((a, b) => a.distance - b.distance || a.product.Name.localeCompare(b.product.Name))
      .slice(0, MAX_NEAREST_NAMES)
      .map((candidate) => candidate.product);
  }
}

const severityRank = (severity: Severity): number => SEVERITIES.indexOf(severity);

async function readCatalogueIndex(db: Kysely<Database>): Promise<CatalogueIndex> {
  const [products, partNumbers, advisories] = await Promise.all([
    db
      .selectFrom('products')
      .select(['id', 'name', 'short_name', 'lifecycle_state', 'lifecycle_date', 'successor_id'])
      .orderBy('sort')
      .orderBy('id')
      .execute(),
    db.selectFrom('product_part_numbers').select(['part_number', 'product_id', 'description']).orderBy('product_id').orderBy('sort').execute(),
    db
      .selectFrom('advisory_products as concerned')
      .innerJoin('security_advisories as advisory', 'advisory.id', 'concerned.advisory_id')
      .select([
        'concerned.product_id',
        'concerned.affected_from',
        'concerned.fixed_in',
        'advisory.id',
        'advisory.title',
        'advisory.severity',
        'advisory.cvss_score',
      ])
      // Most severe first, then newest: the order a person reads a line's advisories in.
      .orderBy('advisory.cvss_score', 'desc')
      .orderBy('advisory.published_at', 'desc')
      .orderBy('advisory.id')
      .execute(),
  ]);
  const names = new Map<number, PartsListProduct>(products.map((row) => [row.id, { Id: row.id, Name: row.name, ShortName: row.short_name }]));
  const entries = new Map<number, CatalogueEntry>();
  for (const row of products) {
    // The seeder writes only the contract's states; anything else would be read as sold, the state without a warning.
    const state = isProductLifecycleState(row.lifecycle_state) ? row.lifecycle_state : 'active';
    const successor = row.successor_id === null ? null : (names.get(row.successor_id) ?? null);
    entries.set(row.id, {
      product: names.get(row.id) as PartsListProduct,
      lifecycle: { State: state, Date: row.lifecycle_date, Successor: successor },
      advisories: [],
    });
  }
  for (const row of advisories) {
    entries.get(row.product_id)?.advisories.push({
      Id: row.id,
      Title: row.title,
      Severity: row.severity,
      CvssScore: row.cvss_score,
      AffectedFrom: row.affected_from,
      FixedIn: row.fixed_in,
    });
  }
  const targets: MatchTarget[] = [];
  for (const entry of entries.values()) {
    targets.push({ text: entry.product.Name, key: matchKey(entry.product.Name), entry, partNumber: null });
  }
  for (const row of partNumbers) {
    const entry = entries.get(row.product_id);
    if (!entry) continue;
    targets.push({
      text: row.part_number,
      key: matchKey(row.part_number),
      entry,
      partNumber: { number: row.part_number, description: row.description },
    });
  }
  return new CatalogueIndex(targets);
}

/**
 * The advisories of `entry` that apply to a line: with a firmware version, those whose affected range holds it (an
 * advisory fixed in that version or before no longer applies); without one, every advisory concerning the product,
 * since any of them may apply to the version the device runs.
 */
function applicableAdvisories(entry: CatalogueEntry | undefined, firmware: string | null): PartsListAdvisory[] {
  if (!entry) return [];
  if (firmware === null) return entry.advisories;
  return entry.advisories.filter((advisory) => isFirmwareAffected(firmware, { affectedFrom: advisory.AffectedFrom, fixedIn: advisory.FixedIn }));
}

function highestSeverity(advisories: readonly PartsListAdvisory[]): Severity | null {
  let highest: Severity | null = null;
  for (const advisory of advisories) {
    if (highest === null || severityRank(advisory.Severity) > severityRank(highest)) highest = advisory.Severity;
  }
  return highest;
}

export type PartsListChecker = ReturnType<typeof createPartsListChecker>;

/**
 * The parts-list check: each line's product by model name or ordering part number, as written or spelled alike, with
 * its lifecycle and the security advisories that apply to the firmware the line gives.
 */
export function createPartsListChecker(db: Kysely<Database>) {
  return {
    async check(lines: readonly PartsListLine[]): Promise<PartsListReply> {
      // The catalogue is a few hundred names and a few dozen advisory rows: read whole for each list, so a re-import
      // shows at once.
      const index = await readCatalogueIndex(db);
      // A list often repeats a part (one line per cabinet): each spelling is matched once.
      const matches = new Map<string, LineMatch>();
      const results: PartsListResult[] = lines.map((line) => {
        let found = matches.get(line.part);
        if (!found) {
          found = index.match(line.part);
          matches.set(line.part, found);
        }
        const partNumber = found.target?.partNumber;
        const entry = found.target?.entry;
        const firmware = normaliseFirmwareVersion(line.firmware);
        const advisories = applicableAdvisories(entry, firmware);
        const namesVariant = partNumber !== null && partNumber !== undefined && partNumber.number !== found.target?.entry.product.Name;
        return {
          Line: line.line,
          Input: line.part,
          Firmware: line.firmware,
          FirmwareRecognised: firmware !== null,
          Match: found.match,
          Product: found.target?.entry.product ?? null,
          PartNumber: namesVariant ? partNumber.number : '',
          PartDescription: partNumber?.description ?? '',
          Nearest: found.nearest,
          Lifecycle: entry?.lifecycle ?? null,
          AdvisoryScope: firmware === null ? 'product' : 'firmware',
          Advisories: advisories,
          HighestSeverity: highestSeverity(advisories),
        };
      });
      const notFound = results.filter((result) => result.Product === null).length;
      return { Results: results, Found: results.length - notFound, NotFound: notFound };
    },
  };
}
