import type { SearchContentType } from '@ferrolink/shared';
import { CONTENT_TYPES } from './search-types';
import styles from './search.module.css';

interface TypeFilterProps {
  value: SearchContentType;
  counts: Record<SearchContentType, number> | undefined;
  disabled?: boolean;
  onChange: (type: SearchContentType) => void;
}

/** The CONTENT TYPE radio list (Products, Solutions, Support, news) with the count on the active type; the other types show theirs too, so a visitor sees where the results are. */
export function TypeFilter({ value, counts, disabled = false, onChange }: TypeFilterProps) {
  return (
    <fieldset className={styles.types} disabled={disabled}>
      <legend className={styles.typesTitle}>CONTENT TYPE</legend>
      {CONTENT_TYPES.map(({ type, label }) => (
        <label key={type} className={styles.type} data-active={type === value || undefined}>
          <input type="radio" name="search-type" value={type} checked={type === value} onChange={() => onChange(type)} />
          <span className={styles.typeLabel}>{label}</span>
          {counts ? <span className={styles.count}>{counts[type]}</span> : null}
        </label>
      ))}
    </fieldset>
  );
}
