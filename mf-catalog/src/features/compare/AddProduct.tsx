import { useId, useState, type FormEvent } from 'react';
import { MAX_COMPARED_PRODUCTS, SITE_SEARCH_KEY_MAX_LENGTH } from '@ferrolink/shared';
import { useProductSearch } from './get-product-compare';
import styles from './compare.module.css';

interface AddProductProps {
  /** The products compared now: not offered again. */
  comparedIds: readonly number[];
  onAdd: (id: number) => void;
}

/** "Add a product": a search of the catalogue by name or model, each product found with a button that adds it. */
export function AddProduct({ comparedIds, onAdd }: AddProductProps) {
  const [text, setText] = useState('');
  const [key, setKey] = useState('');
  const search = useProductSearch(key);
  const inputId = useId();
  const full = comparedIds.length >= MAX_COMPARED_PRODUCTS;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setKey(text.trim());
  };
  const found = (search.data?.Data.data ?? []).filter((result) => result.DataType === 'product' && !comparedIds.includes(result.Id));

  return (
    <section className={styles.add} aria-labelledby={`${inputId}-title`}>
      <h2 id={`${inputId}-title`} className={styles.addTitle}>
        Add a product
      </h2>
      {full ? (
        <p className={styles.addFull}>The comparison holds {MAX_COMPARED_PRODUCTS} products, the most it can show. Remove one to add another.</p>
      ) : (
        <>
          <form className={styles.addForm} role="search" aria-label="Find a product to add" onSubmit={submit}>
            <label htmlFor={inputId}>Model or name</label>
            <input
              id={inputId}
              type="search"
              value={text}
              maxLength={SITE_SEARCH_KEY_MAX_LENGTH}
              placeholder="e.g. FL-MS5008G"
              onChange={(event) => setText(event.target.value)}
            />
            <button type="submit" className="fl-button fl-button--outline">
              Find products
            </button>
          </form>
          <div role="status" className={styles.addStatus}>
            {key === ''
              ? null
              : search.isPending
                ? 'Searching…'
                : search.isError
                  ? 'The catalogue could not be searched. Please try again.'
                  : found.length === 0
                    ? `No other product matches "${key}".`
                    : `${found.length} ${found.length === 1 ? 'product matches' : 'products match'} "${key}".`}
          </div>
          {found.length > 0 ? (
            <ul className={styles.addResults}>
              {found.map((result) => (
                <li key={result.Id}>
                  <span>{result.Title}</span>
                  <button type="button" className="fl-button fl-button--outline" onClick={() => onAdd(result.Id)} aria-label={`Add ${result.Title}`}>
                    Add
                  </button>
                </li>
              ))}
            </ul>
          ) : null}
        </>
      )}
    </section>
  );
}
