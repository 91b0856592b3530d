import { type ProductFamilyType, readIntParam, useSearchParams } from '@ferrolink/shared';
import { ProductCenter } from '../features/product-center/ProductCenter';
import { CompareTray } from '../features/compare/CompareTray';

/** The product category page, `/productCenter?type=1..4`. */
export default function ProductCenterPage() {
  const [params] = useSearchParams();
  const rawType = params.get('type');
  const type = readIntParam(rawType, 1, 1, 4) as ProductFamilyType;
  // An old or mistyped link (type=9, type=abc) is told which family it got instead of being shown one silently.
  const unknownType = rawType !== null && rawType.trim() !== String(type) ? rawType : undefined;
  // A new family starts over: its own start delay and its own filters.
  return (
    <>
      <ProductCenter key={type} type={type} unknownType={unknownType} />
      <CompareTray />
    </>
  );
}
