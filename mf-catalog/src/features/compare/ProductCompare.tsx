import { useId } from 'react';
import {
  Breadcrumbs,
  type ComparedProduct,
  Link,
  links,
  MAX_COMPARED_PRODUCTS,
  productCompareHead,
  RetryState,
  Skeleton,
  useFailureToast,
  useNavigate,
  usePageHead,
} from '@ferrolink/shared';
import { AddProduct } from './AddProduct';
import { alignSpecs, type CompareSection, differencesOnly } from './compare-rows';
import { CompareTray } from './CompareTray';
import { useProductCompare } from './get-product-compare';
import styles from './compare.module.css';

interface ProductCompareProps {
  /** The products of the address, in its order (none: the page explains how to pick). */
  ids: readonly number[];
  /** Why the address's ids could not be read, or undefined. */
  problem?: string;
  /** Only the rows where the products differ (the address's diff=1). */
  onlyDifferences: boolean;
}

/** /productCompare: the products of the address side by side, the address being the whole state of the page. */
export function ProductCompare({ ids, problem, onlyDifferences }: ProductCompareProps) {
  const compare = useProductCompare(ids);
  useFailureToast(compare.error);
  const navigate = useNavigate();
  const products = ids.length > 0 ? (compare.data?.Products ?? []) : [];
  usePageHead(ids.length === 0 || compare.data ? productCompareHead(products.map((product) => product.Name)) : undefined);

  // Adding and removing make a new address (Back returns to the comparison before); the switch replaces it.
  const show = (nextIds: readonly number[]) => navigate(links.productCompare(nextIds, onlyDifferences));
  const setOnlyDifferences = (on: boolean) => navigate(links.productCompare(ids, on), { replace: true });

  return (
    <div className={`fl-page ${styles.page}`} data-compare-page="">
      <Breadcrumbs items={[{ label: 'Home', to: links.index() }, { label: 'Compare Products' }]} />
      <h1 className={styles.title}>Compare Products</h1>
      {problem ? (
        <div className={styles.problem} role="alert">
          <p>{problem}</p>
          <p>
            <Link to={links.productCompare([])}>Start a new comparison</Link>
          </p>
        </div>
      ) : null}
      {ids.length === 0 ? (
        <>
          {problem ? null : (
            <p className={styles.intro}>
              Put up to {MAX_COMPARED_PRODUCTS} products side by side: choose Compare on a product in the{' '}
              <Link to={links.productCenter(1)}>product centre</Link>, a product list or a product page, then open the comparison from the tray at the
              bottom of the screen. Or add products here by their model or name.
            </p>
          )}
          <AddProduct comparedIds={ids} onAdd={(id) => show([...ids, id])} />
          <CompareTray />
        </>
      ) : compare.isPending ? (
        <Skeleton lines={12} label="Loading the comparison" />
      ) : compare.isError ? (
        <RetryState message="The comparison could not be loaded. Please try again." onRetry={() => void compare.refetch()} />
      ) : (
        <>
          {compare.data.UnknownIds.length > 0 ? (
            <div className={styles.problem} role="alert">
              <p>
                {compare.data.UnknownIds.length === 1
                  ? `No product has the id ${compare.data.UnknownIds[0]}: it is left out of this comparison.`
                  : `No products have the ids ${compare.data.UnknownIds.join(', ')}: they are left out of this comparison.`}
              </p>
              <button
                type="button"
                className="fl-button fl-button--outline"
                onClick={() => show(ids.filter((id) => !compare.data.UnknownIds.includes(id)))}
              >
                Take {compare.data.UnknownIds.length === 1 ? 'it' : 'them'} out of the address
              </button>
            </div>
          ) : null}
          <CompareTable
            products={products}
            onlyDifferences={onlyDifferences}
            onOnlyDifferences={setOnlyDifferences}
            onRemove={(id) => show(ids.filter((other) => other !== id))}
          />
          <AddProduct comparedIds={ids} onAdd={(id) => show([...ids, id])} />
        </>
      )}
    </div>
  );
}

interface CompareTableProps {
  products: readonly ComparedProduct[];
  onlyDifferences: boolean;
  onOnlyDifferences: (on: boolean) => void;
  onRemove: (id: number) => void;
}

function CompareTable({ products, onlyDifferences, onOnlyDifferences, onRemove }: CompareTableProps) {
  const captionId = useId();
  const switchId = useId();
  const all = alignSpecs(products);
  const sections: CompareSection[] = onlyDifferences ? differencesOnly(all) : all;
  const names = productCompareHead(products.map((product) => product.Name)).title.replace(/^Compare /, '');

  if (products.length === 0) {
    return (
      <p className={styles.intro}>
        None of these products is in the catalogue any more. Add products by their model or name, or pick them with Compare in the{' '}
        <Link to={links.productCenter(1)}>product centre</Link>.
      </p>
    );
  }

  return (
    <>
      <div className={styles.controls}>
        <div className={styles.switchRow}>
          <input
            id={switchId}
            type="checkbox"
            role="switch"
            className={styles.switch}
            checked={onlyDifferences}
            onChange={(event) => onOnlyDifferences(event.target.checked)}
          />
          <label htmlFor={switchId}>Show differences only</label>
        </div>
        <button type="button" className={`fl-button fl-button--outline ${styles.print}`} onClick={() => window.print()}>
          Print
        </button>
      </div>
      <p className={styles.legend}>
        Rows where the products differ are marked{' '}
        <span className={styles.differsMark} aria-hidden="true">
          ≠
        </span>
        <span className="fl-visually-hidden">differs</span>. A dash (—) means the product&apos;s datasheet does not specify that value.
      </p>
      {/* Scrolls sideways on a narrow screen with the field names held at the left; focusable so the keyboard can scroll it. */}
      <div className={styles.scroller} role="region" aria-labelledby={captionId} tabIndex={0}>
        <table className={styles.table} style={{ ['--compare-columns' as string]: products.length }}>
          <caption id={captionId} className="fl-visually-hidden">
            Specifications of {names} side by side{onlyDifferences ? ', only the rows where they differ' : ''}
          </caption>
          <thead>
            <tr>
              <th scope="col" className={styles.corner}>
                <span className="fl-visually-hidden">Specification</span>
              </th>
              {products.map((product) => (
                <th key={product.Id} scope="col" className={styles.productHead}>
                  <div className={styles.productImage}>
                    {product.ImageUrl ? <img src={product.ImageUrl} alt="" width={160} height={120} /> : null}
                  </div>
                  <Link to={links.productDetails(product.Id)} className={styles.productName}>
                    {product.Name}
                  </Link>
                  <span className={styles.productShortName}>{product.ShortName}</span>
                  <button
                    type="button"
                    className={styles.remove}
                    aria-label={`Remove ${product.Name} from the comparison`}
                    onClick={() => onRemove(product.Id)}
                  >
                    Remove
                  </button>
                </th>
              ))}
            </tr>
          </thead>
          {sections.map((section) => (
            <tbody key={section.section}>
              <tr className={styles.sectionRow}>
                <th scope="colgroup" colSpan={products.length + 1}>
                  <span>{section.section}</span>
                </th>
              </tr>
              {section.rows.map((row) => (
                <tr key={row.key} className={row.differs ? styles.differs : undefined}>
                  <th scope="row">
                    {row.field}
                    {row.differs ? (
                      <>
                        {' '}
                        <span className={styles.differsMark} aria-hidden="true">
                          ≠
                        </span>
                        <span className="fl-visually-hidden">(differs)</span>
                      </>
                    ) : null}
                  </th>
                  {row.values.map((value, column) =>
                    value === null ? (
                      <td key={column} className={styles.missing}>
                        <span aria-hidden="true">—</span>
                        <span className="fl-visually-hidden">not specified</span>
                      </td>
                    ) : (
                      <td key={column}>{value}</td>
                    ),
                  )}
                </tr>
              ))}
            </tbody>
          ))}
        </table>
      </div>
      {sections.length === 0 ? (
        <p className={styles.intro} role="status">
          {products.length === 1
            ? 'Add another product to see where they differ.'
            : 'These products agree on every specification listed: no row differs.'}
        </p>
      ) : null}
    </>
  );
}
