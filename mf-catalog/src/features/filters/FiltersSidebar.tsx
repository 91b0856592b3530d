import { useEffect, useState } from 'react';
import { Checkbox, Select, Slider } from 'antd';
import { HIDE_DISCONTINUED_LABEL, PORTS_RANGE, type ProductTag, type ProductTagItem } from '@ferrolink/shared';
import {
  chooseOption,
  clampPorts,
  setHideDiscontinued,
  setPorts,
  toggleConnection,
  togglePoe,
  type FilterState,
  type PortsRange,
} from './filter-state';
import styles from './filters.module.css';

export const ALL_OPTION = 'All';

interface FiltersSidebarProps {
  tags: ProductTag[];
  items: ProductTagItem[];
  value: FilterState;
  /** The filters are disabled while a search loads. */
  disabled: boolean;
  onChange: (next: FilterState) => void;
  onReset: () => void;
}

/**
 * FILTERS: the selects, the ports slider, the Connections checkboxes, POE and RESET, in the order the API gives the
 * groups, then "Hide discontinued", which every family has.
 */
export function FiltersSidebar({ tags, items, value, disabled, onChange, onReset }: FiltersSidebarProps) {
  // The slider moves freely while dragged; the search starts only on release.
  const [ports, setDraftPorts] = useState<PortsRange>(value.ports);
  useEffect(() => setDraftPorts(value.ports), [value.ports]);

  const itemsOf = (pid: number) => items.filter((item) => item.Pid === pid);

  return (
    <aside className={styles.sidebar} aria-label="Product filters">
      <div className={styles.heading}>
        <h2>FILTERS</h2>
        <button type="button" className={styles.reset} onClick={onReset}>
          RESET
        </button>
      </div>
      {tags.map((tag) => {
        const id = `filter-${tag.Id}`;
        const options = itemsOf(tag.Id);
        switch (tag.Kind ?? 'select') {
          case 'range':
            return (
              <div key={tag.Id} className={styles.group}>
                <h3 id={id}>{tag.EN_Name}</h3>
                <Slider
                  range
                  min={PORTS_RANGE.min}
                  max={PORTS_RANGE.max}
                  value={[ports[0], ports[1]]}
                  disabled={disabled}
                  ariaLabelForHandle={[`${tag.EN_Name}, minimum`, `${tag.EN_Name}, maximum`]}
                  onChange={(next) => setDraftPorts(clampPorts(next))}
                  onChangeComplete={(next) => onChange(setPorts(value, next))}
                />
                <p className={styles.rangeValue} aria-live="polite">
                  {ports[0]} - {ports[1]} ports
                </p>
              </div>
            );
          case 'connections':
            return (
              <fieldset key={tag.Id} className={styles.group} disabled={disabled}>
                <legend>{tag.EN_Name}</legend>
                <div className={styles.checks}>
                  {options.map((item) => (
                    <Checkbox
                      key={item.Id}
                      checked={value.tags[tag.Id] === item.EN_Name}
                      disabled={disabled}
                      onChange={(event) => onChange(toggleConnection(value, tag.Id, item.EN_Name, event.target.checked))}
                    >
                      {item.EN_Name}
                    </Checkbox>
                  ))}
                </div>
              </fieldset>
            );
          case 'toggle':
            return (
              <div key={tag.Id} className={styles.group}>
                {options.map((item) => (
                  <Checkbox
                    key={item.Id}
                    checked={value.tags[tag.Id] === item.EN_Name}
                    disabled={disabled}
                    onChange={() => onChange(togglePoe(value, tag.Id, item.EN_Name))}
                  >
                    {item.EN_Name}
                  </Checkbox>
                ))}
              </div>
            );
          default:
            return (
              <div key={tag.Id} className={styles.group}>
                <h3 id={id}>{tag.EN_Name}</h3>
                <Select
                  className={styles.select}
                  aria-labelledby={id}
                  value={value.tags[tag.Id] ?? ''}
                  disabled={disabled}
                  options={[{ value: '', label: ALL_OPTION }, ...options.map((item) => ({ value: item.EN_Name, label: item.EN_Name }))]}
                  // onSelect (not onChange) also fires for the option already selected, which clears it.
                  onSelect={(name: string) => onChange(chooseOption(value, tag.Id, name))}
                />
              </div>
            );
        }
      })}
      <div className={styles.group}>
        <Checkbox
          checked={value.hideDiscontinued}
          disabled={disabled}
          onChange={(event) => onChange(setHideDiscontinued(value, event.target.checked))}
        >
          {HIDE_DISCONTINUED_LABEL}
        </Checkbox>
      </div>
    </aside>
  );
}
