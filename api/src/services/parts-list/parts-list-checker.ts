import type { Kysely } from 'kysely';
import { normaliseFirmwareVersion } from '../../contracts/firmware-versions';
import {
  matchKey,
  MAX_NEAREST_NAMES,
  type PartsListLine,
  type PartsListMatchKind,
  type PartsListProduct,
  type PartsListReply,
  type PartsListResult,
} from '../../contracts/parts-list';
import type { Database } from '../../db/schema';
import { boundedEditDistance } from './edit-distance';

/** A product and the part numbers it is ordered by, as the check reads them. */
interface CatalogueEntry {
  product: PartsListProduct;
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

async function readCatalogueIndex(db: Kysely<Database>): Promise<CatalogueIndex> {
  const [products, partNumbers] = await Promise.all([
    db.selectFrom('products').select(['id', 'name', 'short_name']).orderBy('sort').orderBy('id').execute(),
    db.selectFrom('product_part_numbers').select(['part_number', 'product_id', 'description']).orderBy('product_id').orderBy('sort').execute(),
  ]);
  const entries = new Map<number, CatalogueEntry>(
    products.map((row) => [row.id, { product: { Id: row.id, Name: row.name, ShortName: row.short_name } }]),
  );
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

export type PartsListChecker = ReturnType<typeof createPartsListChecker>;

/** The parts-list check: each line's product by model name or ordering part number, as written or spelled alike. */
export function createPartsListChecker(db: Kysely<Database>) {
  return {
    async check(lines: readonly PartsListLine[]): Promise<PartsListReply> {
      // The catalogue is a few hundred names: read whole for each list, so a re-import shows at once.
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
        const namesVariant = partNumber !== null && partNumber !== undefined && partNumber.number !== found.target?.entry.product.Name;
        return {
          Line: line.line,
          Input: line.part,
          Firmware: line.firmware,
          FirmwareRecognised: normaliseFirmwareVersion(line.firmware) !== null,
          Match: found.match,
          Product: found.target?.entry.product ?? null,
          PartNumber: namesVariant ? partNumber.number : '',
          PartDescription: partNumber?.description ?? '',
          Nearest: found.nearest,
        };
      });
      const notFound = results.filter((result) => result.Product === null).length;
      return { Results: results, Found: results.length - notFound, NotFound: notFound };
    },
  };
}
