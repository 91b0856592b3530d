import { type ComparedProduct, lifecycleBadgeText, successorText } from '@ferrolink/shared';

/** One row of the comparison: a datasheet field and each product's value (null where its datasheet has no such row). */
export interface CompareRow {
  key: string;
  field: string;
  values: (string | null)[];
  /** Not every product has the same value; a value missing from one datasheet counts as a difference. */
  differs: boolean;
}

export interface CompareSection {
  section: string;
  rows: CompareRow[];
}

/** The section the table opens with: where each product sits in the catalogue. */
export const OVERVIEW_SECTION = 'Overview';

/** A product's lifecycle in the comparison's words: "Active", or its badge and what replaces it. */
export function lifecycleInWords(lifecycle: ComparedProduct['Lifecycle']): string {
  const badge = lifecycleBadgeText(lifecycle) ?? 'Active';
  return lifecycle.Successor ? `${badge}. ${successorText(lifecycle.Successor.Name)}` : badge;
}

/**
 * The products' datasheets lined up by (section, field): sections in the order they first appear, left to right,
 * and fields within each section likewise, so products of one family read exactly as their datasheets do and a
 * field only some of them have sits where those have it.
 */
export function alignSpecs(products: readonly ComparedProduct[]): CompareSection[] {
  const sections = new Map<string, Map<string, (string | null)[]>>();
  const valuesOf = (section: string, field: string) => {
    let fields = sections.get(section);
    if (!fields) sections.set(section, (fields = new Map()));
    let values = fields.get(field);
    if (!values) fields.set(field, (values = products.map(() => null)));
    return values;
  };
  products.forEach((product, column) => {
    valuesOf(OVERVIEW_SECTION, 'Product family')[column] = product.EN_DictionaryName;
    valuesOf(OVERVIEW_SECTION, 'Category')[column] = product.EN_DictionaryName2;
    valuesOf(OVERVIEW_SECTION, 'Lifecycle')[column] = lifecycleInWords(product.Lifecycle);
    for (const row of product.Specs) {
      const values = valuesOf(row.Section, row.Field);
      // A datasheet names a field once per section; were it named twice, the first value is the one its table shows first.
      if (values[column] === null) values[column] = row.Value;
    }
  });
  return [...sections].map(([section, fields]) => ({
    section,
    rows: [...fields].map(([field, values]) => ({
      key: `${section}\u0000${field}`,
      field,
      values,
      differs: values.some((value) => value !== values[0]),
    })),
  }));
}

/** The sections with only the rows where the products differ; a section left with none is left out. */
export function differencesOnly(sections: readonly CompareSection[]): CompareSection[] {
  return sections.map((section) => ({ ...section, rows: section.rows.filter((row) => row.differs) })).filter((section) => section.rows.length > 0);
}
