// Where a product stands in its lifecycle, named once for the API, the pages and the structured data:
// - active: sold, nothing announced;
// - phase-out: its end is announced; it can still be ordered until its last order date;
// - discontinued: no longer sold since its date.
// A product in phase-out or discontinued may name a successor, the product that replaces it. The replies carry it as
// `Lifecycle: { State, Date, Successor: { Id, Name, ShortName } | null }` (productLifecycleSchema in api-shapes.ts).
// Pure: no imports, so the browser bundles it as it is.

export const PRODUCT_LIFECYCLE_STATES = ['active', 'phase-out', 'discontinued'] as const;

export type ProductLifecycleState = (typeof PRODUCT_LIFECYCLE_STATES)[number];

/**
 * The schema.org availability of a product's offer in its structured data: a product in phase-out can still be
 * ordered, but only while stock and the announced window last.
 */
export const LIFECYCLE_AVAILABILITY: Record<ProductLifecycleState, string> = {
  active: 'https://schema.org/InStock',
  'phase-out': 'https://schema.org/LimitedAvailability',
  discontinued: 'https://schema.org/Discontinued',
};

/** The query parameter of the Product Center and the product lists that leaves discontinued products out ('1'). */
export const HIDE_DISCONTINUED_PARAM = 'hideDiscontinued';

/** The name of the filter control that sets it. */
export const HIDE_DISCONTINUED_LABEL = 'Hide discontinued';

export function isProductLifecycleState(value: string): value is ProductLifecycleState {
  return (PRODUCT_LIFECYCLE_STATES as readonly string[]).includes(value);
}

/**
 * The badge of a product that is not simply active: "Phase-out: last order 2027-03-31", "Discontinued 2025-06-30".
 * null for an active product, which carries no badge (every product of the catalogue is sold unless it says otherwise).
 */
export function lifecycleBadgeText(lifecycle: { State: ProductLifecycleState; Date: string }): string | null {
  switch (lifecycle.State) {
    case 'active':
      return null;
    case 'phase-out':
      return lifecycle.Date ? `Phase-out: last order ${lifecycle.Date}` : 'Phase-out';
    case 'discontinued':
      return lifecycle.Date ? `Discontinued ${lifecycle.Date}` : 'Discontinued';
  }
}

/** The sentence that links a product's successor: "Replaced by FL-MS5010G-2S". */
export function successorText(successorName: string): string {
  return `Replaced by ${successorName}`;
}
