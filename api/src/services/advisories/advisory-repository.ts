import type { Kysely } from 'kysely';
import type { Database, SecurityAdvisoriesTable } from '../../db/schema';
import {
  csafDocumentAddress,
  type AdvisoryDetail,
  type AdvisoryProduct,
  type AdvisoryRevision,
  type AdvisorySummary,
} from '../../contracts/security-advisories';

/** An advisory's row as the repository reads it: every column but its place in the list. */
type AdvisoryRow = Omit<SecurityAdvisoriesTable, 'sort'>;

interface ProductRow extends AdvisoryProduct {
  AdvisoryId: string;
}

function summaryOf(row: AdvisoryRow, products: AdvisoryProduct[]): AdvisorySummary {
  return {
    Id: row.id,
    Title: row.title,
    Summary: row.summary,
    PublishedAt: row.published_at,
    UpdatedAt: row.updated_at,
    CvssScore: row.cvss_score,
    CvssVector: row.cvss_vector,
    Severity: row.severity,
    Fixed: products.length > 0 && products.every((product) => product.FixedIn !== ''),
    Products: products,
  };
}

function detailOf(row: AdvisoryRow, products: AdvisoryProduct[], revisions: AdvisoryRevision[]): AdvisoryDetail {
  return {
    ...summaryOf(row, products),
    Description: row.description,
    CweId: row.cwe_id,
    CweName: row.cwe_name,
    Mitigations: JSON.parse(row.mitigations) as string[],
    Acknowledgments: row.acknowledgments,
    Revisions: revisions,
    CsafUrl: csafDocumentAddress(row.id),
  };
}

function groupBy<Item, Key>(items: Item[], keyOf: (item: Item) => Key): Map<Key, Item[]> {
  const groups = new Map<Key, Item[]>();
  for (const item of items) {
    const key = keyOf(item);
    const group = groups.get(key);
    if (group) group.push(item);
    else groups.set(key, [item]);
  }
  return groups;
}

function withoutAdvisoryId({ AdvisoryId: _advisoryId, ...product }: ProductRow): AdvisoryProduct {
  return product;
}

/** The advisories as the API, the CSAF documents, the feed and the site search read them. */
export function createAdvisoryRepository(db: Kysely<Database>) {
  const advisoryColumns = [
    'id',
    'title',
    'summary',
    'description',
    'published_at',
    'updated_at',
    'cvss_score',
    'cvss_vector',
    'severity',
    'cwe_id',
    'cwe_name',
    'mitigations',
    'acknowledgments',
  ] as const;

  /** The products of the advisories (all when `advisoryIds` is undefined), in each advisory's order. */
  async function productRows(advisoryIds?: string[], productId?: number): Promise<ProductRow[]> {
    let query = db
      .selectFrom('advisory_products')
      .innerJoin('products', 'products.id', 'advisory_products.product_id')
      .select([
        'advisory_products.advisory_id as AdvisoryId',
        'advisory_products.product_id as ProductId',
        'products.name as Name',
        'products.short_name as ShortName',
        'advisory_products.affected_from as AffectedFrom',
        'advisory_products.fixed_in as FixedIn',
      ])
      .orderBy('advisory_products.advisory_id')
      .orderBy('advisory_products.sort');
    if (advisoryIds !== undefined) query = query.where('advisory_products.advisory_id', 'in', advisoryIds);
    if (productId !== undefined) query = query.where('advisory_products.product_id', '=', productId);
    return query.execute();
  }

  async function revisionRows(advisoryIds?: string[]) {
    let query = db
      .selectFrom('advisory_revisions')
      .select(['advisory_id', 'number as Number', 'date as Date', 'summary as Summary'])
      .orderBy('advisory_id')
      .orderBy('sort');
    if (advisoryIds !== undefined) query = query.where('advisory_id', 'in', advisoryIds);
    return query.execute();
  }

  async function details(rows: AdvisoryRow[]): Promise<AdvisoryDetail[]> {
    if (rows.length === 0) return [];
    const ids = rows.map((row) => row.id);
    const products = groupBy(await productRows(ids), (product) => product.AdvisoryId);
    const revisions = groupBy(await revisionRows(ids), (revision) => revision.advisory_id);
    return rows.map((row) =>
      detailOf(
        row,
        (products.get(row.id) ?? []).map(withoutAdvisoryId),
        (revisions.get(row.id) ?? []).map(({ Number, Date, Summary }) => ({ Number, Date, Summary })),
      ),
    );
  }

  return {
    /** Every advisory, newest first, with the products it concerns. */
    async list(): Promise<AdvisorySummary[]> {
      const rows = await db.selectFrom('security_advisories').select(advisoryColumns).orderBy('sort').execute();
      const products = groupBy(await productRows(), (product) => product.AdvisoryId);
      return rows.map((row) => summaryOf(row, (products.get(row.id) ?? []).map(withoutAdvisoryId)));
    },

    /** Every advisory with all it says, newest first: the CSAF documents, the feed and the search index. */
    async listDetails(): Promise<AdvisoryDetail[]> {
      return details(await db.selectFrom('security_advisories').select(advisoryColumns).orderBy('sort').execute());
    },

    /** One advisory by its canonical id, or null. */
    async byId(id: string): Promise<AdvisoryDetail | null> {
      const row = await db.selectFrom('security_advisories').select(advisoryColumns).where('id', '=', id).executeTakeFirst();
      return row ? ((await details([row]))[0] ?? null) : null;
    },

    /**
     * The advisories that concern one product, newest first, each with only that product's range; null when the
     * catalogue has no such product (an empty list means a known product with no advisory).
     */
    async byProduct(productId: number): Promise<AdvisorySummary[] | null> {
      const product = await db.selectFrom('products').select('id').where('id', '=', productId).executeTakeFirst();
      if (!product) return null;
      const ranges = await productRows(undefined, productId);
      if (ranges.length === 0) return [];
      const rangeOf = new Map(ranges.map((range) => [range.AdvisoryId, withoutAdvisoryId(range)]));
      const rows = await db
        .selectFrom('security_advisories')
        .select(advisoryColumns)
        .where('id', 'in', [...rangeOf.keys()])
        .orderBy('sort')
        .execute();
      return rows.map((row) => {
        const range = rangeOf.get(row.id);
        return summaryOf(row, range ? [range] : []);
      });
    },
  };
}

export type AdvisoryRepository = ReturnType<typeof createAdvisoryRepository>;
