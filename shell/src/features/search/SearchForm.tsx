import { useEffect, useState, type FormEvent } from 'react';
import styles from './search.module.css';
import { MAX_KEY_LENGTH } from './search-types';

/** The page's own search box, filled with the current key; submitting puts the new key in the URL. */
export function SearchForm({ term, onSearch }: { term: string; onSearch: (term: string) => void }) {
  const [value, setValue] = useState(term);
  // The header's box or the browser's back button can change the key under us.
  useEffect(() => setValue(term), [term]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(value.trim().slice(0, MAX_KEY_LENGTH));
  };
  return (
    <form role="search" aria-label="Search results" className={styles.form} onSubmit={submit}>
      <input
        type="search"
        aria-label="Search keywords"
        placeholder="Product name, model number, topic..."
        value={value}
        maxLength={MAX_KEY_LENGTH}
        onChange={(event) => setValue(event.target.value)}
      />
      <button type="submit" className="fl-button">
        Search
      </button>
    </form>
  );
}
