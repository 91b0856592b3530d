import { useState, type FormEvent } from 'react';
import { links, useNavigate } from '@ferrolink/shared';
import styles from './layout.module.css';

/**
 * The header's search box: goes to `/searchList?search=...`. Screen readers name it by its label; the placeholder
 * is a hint kept short enough to show whole in the header and in the phone's menu instead of cut mid-word.
 */
export function SearchBox({ onSearch }: { onSearch?: () => void }) {
  const [term, setTerm] = useState('');
  const navigate = useNavigate();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = term.trim();
    if (!trimmed) return;
    navigate(links.searchList(trimmed.slice(0, 200)));
    onSearch?.();
  };
  return (
    <form role="search" className={styles.searchBox} onSubmit={submit}>
      <input
        type="search"
        aria-label="Search the site"
        placeholder="Search products, manuals..."
        value={term}
        maxLength={200}
        onChange={(event) => setTerm(event.target.value)}
      />
      <button type="submit" aria-label="Search">
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
          <path d="M10 3a7 7 0 015.6 11.2l4.6 4.6-1.4 1.4-4.6-4.6A7 7 0 1110 3zm0 2a5 5 0 100 10 5 5 0 000-10z" fill="currentColor" />
        </svg>
      </button>
    </form>
  );
}
