import { readIntParam, useSearchParams } from '@ferrolink/shared';
import { ProductList } from '../features/product-list/ProductList';
import { CompareTray } from '../features/compare/CompareTray';

/** The product list page, `/producList?id=` (the path is the public URL, spelled as it is). */
export default function ProductListPage() {
  const [params] = useSearchParams();
  const id = readIntParam(params.get('id'), 0);
  return (
    <>
      <ProductList key={id} id={id} />
      <CompareTray />
    </>
  );
}
