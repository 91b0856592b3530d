import { COMPARE_DIFFERENCES_PARAM, COMPARE_IDS_PARAM, parseCompareIds, useSearchParams } from '@ferrolink/shared';
import { ProductCompare } from '../features/compare/ProductCompare';

/** The product comparison, `/productCompare?ids=501,502&diff=1`: everything it shows is read from the address. */
export default function ProductComparePage() {
  const [params] = useSearchParams();
  const raw = params.get(COMPARE_IDS_PARAM);
  // No ids at all is the page that explains how to pick, not a mistake.
  const parsed = raw === null || raw.trim() === '' ? ({ ok: true, ids: [] } as const) : parseCompareIds(raw);
  return (
    <ProductCompare
      ids={parsed.ok ? parsed.ids : []}
      problem={parsed.ok ? undefined : parsed.message}
      onlyDifferences={params.get(COMPARE_DIFFERENCES_PARAM) === '1'}
    />
  );
}
