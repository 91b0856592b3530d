import { readIntParam, useSearchParams } from '@ferrolink/shared';
import { ProductDetails } from '../features/detail/ProductDetails';
import { CompareTray } from '../features/compare/CompareTray';

/** The product detail page, `/producDtetails?id=` (the path is the public URL, spelled as it is). */
export default function ProductDetailsPage() {
  const [params] = useSearchParams();
  const id = readIntParam(params.get('id'), 0);
  // Another product starts on its first image and first tab.
  return (
    <>
      <ProductDetails key={id} id={id} />
      <CompareTray />
    </>
  );
}
