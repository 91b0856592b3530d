import type { PartsListReply, PartsListResult } from '@ferrolink/shared';
import type { ComponentType } from 'react';
import { AdvisoriesCell, FirmwareText, LifecycleCell, ProductCell } from './ResultParts';
import styles from './parts-list.module.css';

/** How many lines need a look: not found, not sold any more (or soon), or open to an advisory. */
export function resultsSummary(reply: PartsListReply): string {
  const ending = reply.Results.filter((result) => result.Lifecycle && result.Lifecycle.State !== 'active').length;
  const advised = reply.Results.filter((result) => result.Advisories.length > 0).length;
  const lines = reply.Results.length === 1 ? '1 line' : `${reply.Results.length} lines`;
  return `${lines} checked: ${reply.Found} found, ${reply.NotFound} not found, ${ending} discontinued or in phase-out, ${advised} with security advisories.`;
}

/**
 * What each line's answer shows after the line itself, in order: the card's terms (a phone) and the table's columns
 * (a desktop) come from this one list, so the two forms never disagree.
 */
const RESULT_FIELDS: readonly { cardTerm: string; columnTitle: string; Value: ComponentType<{ result: PartsListResult }> }[] = [
  { cardTerm: 'Firmware', columnTitle: 'Firmware', Value: FirmwareText },
  { cardTerm: 'Product', columnTitle: 'Product', Value: ProductCell },
  { cardTerm: 'Lifecycle', columnTitle: 'Lifecycle', Value: LifecycleCell },
  { cardTerm: 'Advisories', columnTitle: 'Security advisories', Value: AdvisoriesCell },
];

/**
 * The answer, one entry per line in the list's order: a table on a desktop, one column of cards on a phone (six
 * columns do not fit 390 pixels, and a card reads top to bottom without scrolling sideways).
 */
export function PartsListResults({ reply, isMobile }: { reply: PartsListReply; isMobile: boolean }) {
  if (isMobile) {
    return (
      <ol className={styles.cards} aria-label="Results by line">
        {reply.Results.map((result) => (
          <li key={result.Line} className={styles.card} data-match={result.Match}>
            <p className={styles.cardHead}>
              <span className={styles.muted}>Line {result.Line}</span> <span className={styles.input}>{result.Input}</span>
            </p>
            <dl className={styles.cardFields}>
              {RESULT_FIELDS.map(({ cardTerm, Value }) => (
                <div key={cardTerm}>
                  <dt>{cardTerm}</dt>
                  <dd>
                    <Value result={result} />
                  </dd>
                </div>
              ))}
            </dl>
          </li>
        ))}
      </ol>
    );
  }
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table}>
        <caption className="fl-visually-hidden">Results by line</caption>
        <thead>
          <tr>
            <th scope="col">Line</th>
            <th scope="col">Part as written</th>
            {RESULT_FIELDS.map(({ columnTitle }) => (
              <th key={columnTitle} scope="col">
                {columnTitle}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {reply.Results.map((result) => (
            <tr key={result.Line} data-match={result.Match}>
              <td>{result.Line}</td>
              <td className={styles.input}>{result.Input}</td>
              {RESULT_FIELDS.map(({ columnTitle, Value }) => (
                <td key={columnTitle}>
                  <Value result={result} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
