import type { Category } from '@ferrolink/shared';
import styles from './filters.module.css';

interface FiltersSidebarProps {
  /** Names the group, e.g. "Type" or "Category". */
  groupLabel: string;
  options: Category[];
  selected: number[];
  onChange: (selected: number[]) => void;
  onReset: () => void;
  loading?: boolean;
}

/** FILTERS: one checkbox per dictionary entry and RESET. No box checked means every type. */
export function FiltersSidebar({ groupLabel, options, selected, onChange, onReset, loading = false }: FiltersSidebarProps) {
  const toggle = (id: number) => onChange(selected.includes(id) ? selected.filter((value) => value !== id) : [...selected, id]);
  return (
    <aside className={styles.sidebar} aria-label="Filters">
      <div className={styles.head}>
        <h2 className={styles.title}>FILTERS</h2>
        <button type="button" className={styles.reset} onClick={onReset} disabled={selected.length === 0}>
          RESET
        </button>
      </div>
      <fieldset className={styles.group} aria-busy={loading}>
        <legend className={styles.legend}>{groupLabel}</legend>
        {options.map((option) => (
          <label key={option.Id} className={styles.option}>
            <input type="checkbox" checked={selected.includes(option.Id)} onChange={() => toggle(option.Id)} />
            <span>{option.EN_Name}</span>
          </label>
        ))}
      </fieldset>
    </aside>
  );
}
