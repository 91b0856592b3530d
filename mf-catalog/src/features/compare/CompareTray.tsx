import { useEffect, useRef } from 'react';
import { Link, links, MAX_COMPARED_PRODUCTS } from '@ferrolink/shared';
import { clearCompared, removeCompared, setTrayFolded, useCompareSelection, useTrayNotice } from './compare-selection';
import styles from './compare.module.css';

/**
 * The products picked for comparison, fixed at the bottom of the catalogue's pages with "Compare (n)" to open them
 * side by side. It can be folded to a small tab, and while it is shown the page gets room below its end as tall as
 * the tray, so the tray never covers anything that scrolling cannot bring above it. Shown only once something is
 * picked (never on the server, which has no localStorage).
 */
export function CompareTray() {
  const { products, folded } = useCompareSelection();
  const notice = useTrayNotice();
  const trayRef = useRef<HTMLElement>(null);
  const shown = products.length > 0;

  useEffect(() => {
    const tray = trayRef.current;
    if (!shown || !tray) return undefined;
    const body = document.body;
    const before = body.style.paddingBottom;
    // Room at the end of the page only: what is above it does not move.
    const makeRoom = () => body.style.setProperty('padding-bottom', `${tray.offsetHeight + 16}px`);
    makeRoom();
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(makeRoom);
    observer?.observe(tray);
    return () => {
      observer?.disconnect();
      body.style.paddingBottom = before;
    };
  }, [shown, folded]);

  if (!shown) return null;
  const ids = products.map((product) => product.id);
  const count = `${products.length} of ${MAX_COMPARED_PRODUCTS}`;

  if (folded) {
    return (
      <aside ref={trayRef} className={`${styles.tray} ${styles.trayFolded}`} aria-label="Products to compare" data-compare-tray="">
        <button type="button" className={styles.trayTab} aria-expanded={false} onClick={() => setTrayFolded(false)}>
          {/* Its state (folded) is aria-expanded's to say; the name is the words shown. */}
          Compare ({products.length})
        </button>
      </aside>
    );
  }

  return (
    <aside ref={trayRef} className={styles.tray} aria-label="Products to compare" data-compare-tray="">
      <div className={styles.trayHead}>
        <h2 className={styles.trayTitle}>Compare products ({count})</h2>
        <button type="button" className={styles.trayFold} aria-expanded={true} onClick={() => setTrayFolded(true)}>
          Hide<span className="fl-visually-hidden"> the products to compare</span>
        </button>
      </div>
      <ul className={styles.trayList}>
        {products.map((product) => (
          <li key={product.id}>
            <Link to={links.productDetails(product.id)} className={styles.trayName}>
              {product.name}
            </Link>
            <button
              type="button"
              className={styles.trayRemove}
              aria-label={`Remove ${product.name} from the comparison`}
              onClick={() => removeCompared(product.id)}
            >
              ×
            </button>
          </li>
        ))}
      </ul>
      <p className={styles.trayNotice} role="status">
        {notice}
      </p>
      <div className={styles.trayActions}>
        <Link to={links.productCompare(ids)} className="fl-button">
          Compare ({products.length})
        </Link>
        <button type="button" className={styles.trayClear} onClick={clearCompared}>
          Clear all
        </button>
      </div>
    </aside>
  );
}
