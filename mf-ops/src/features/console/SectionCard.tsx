import { useId, useState } from 'react';
import type { CommandInput, CommandVerb, ReleaseListing, StatusRow } from './console-api';
import styles from './console.module.css';

/** A command the person picked, waiting for the confirmation dialog. */
export interface PendingCommand {
  verb: CommandVerb;
  input: CommandInput;
  title: string;
  /** What will happen, in one or two sentences. */
  description: string;
  confirmLabel: string;
  danger: boolean;
}

export interface SectionCardProps {
  row: StatusRow;
  /** Whether this section's plots and history are the ones shown below. */
  selected: boolean;
  onSelect: () => void;
  /** The section's releases, newest first (GET /rollout/releases), read when a release is to be picked. */
  loadReleases: (remote: string) => Promise<ReleaseListing[]>;
  /** Asks to confirm a command. */
  onCommand: (command: PendingCommand) => void;
}

type Picking = 'start' | 'rollback' | undefined;

/** One section's rollout: where it stands, what the guard says, and its commands. */
export function SectionCard({ row, selected, onSelect, loadReleases, onCommand }: SectionCardProps) {
  const [picking, setPicking] = useState<Picking>(undefined);
  const [releases, setReleases] = useState<ReleaseListing[] | undefined>(undefined);
  const [choice, setChoice] = useState('');
  const [problem, setProblem] = useState('');
  const headingId = useId();
  const pickId = useId();
  const running = row.canary !== '';
  const paused = row.next === 'paused';
  const noRelease = row.revision === 0;

  const pick = async (what: Picking) => {
    setPicking(what);
    setChoice('');
    setProblem('');
    if (what === undefined) return;
    try {
      setReleases(await loadReleases(row.remote));
    } catch (error) {
      setProblem(error instanceof Error ? error.message : 'The releases could not be read.');
    }
  };

  const simple = (verb: CommandVerb, label: string, description: string, danger = false) =>
    onCommand({
      verb,
      input: { remote: row.remote, revision: row.revision },
      title: `${label} ${row.remote}?`,
      description,
      confirmLabel: label,
      danger,
    });

  const choices = releases?.filter((release) => (picking === 'start' ? release.use === '' : release.rollbackTarget)) ?? [];

  const confirmPick = () => {
    if (!choice) {
      setProblem('Pick a release first.');
      return;
    }
    if (picking === 'start') {
      onCommand({
        verb: 'start',
        input: { remote: row.remote, version: choice },
        title: `Start a canary of ${row.remote}?`,
        description: `${choice} goes to the first step of the default plan; everyone else keeps ${row.stable}. The guard watches it from now on.`,
        confirmLabel: 'Start canary',
        danger: false,
      });
    } else {
      onCommand({
        verb: 'rollback',
        input: { remote: row.remote, to: choice, revision: row.revision },
        title: `Roll ${row.remote} back?`,
        description: `Every visitor gets ${choice} instead of ${row.stable}${running ? `, and the canary ${row.canary} ends` : ''}.`,
        confirmLabel: 'Roll back',
        danger: true,
      });
    }
    setPicking(undefined);
  };

  return (
    <section className={selected ? styles.cardSelected : styles.card} aria-labelledby={headingId} data-remote={row.remote}>
      <h2 id={headingId} className={styles.cardTitle}>
        {row.remote}
      </h2>
      <dl className={styles.facts}>
        <dt>Stable</dt>
        <dd>{row.stable}</dd>
        <dt>Canary</dt>
        <dd>{running ? row.canary : 'none'}</dd>
        <dt>Visitors on canary</dt>
        <dd>{running ? `${row.percent}%` : '0%'}</dd>
        <dt>Step</dt>
        <dd>{row.step || '–'}</dd>
        <dt>Next step</dt>
        <dd>{row.next || '–'}</dd>
      </dl>
      <p className={styles.guard}>
        <span className={styles.guardLabel}>Guard: </span>
        {row.guard || 'nothing to judge'}
      </p>
      {/* The guard's other two rules: what visitors measured (p75 per device class) and errors after the section was shown. */}
      {row.vitalsGuard ? (
        <p className={styles.guard}>
          <span className={styles.guardLabel}>What visitors feel: </span>
          {row.vitalsGuard}
        </p>
      ) : null}
      {row.runtimeGuard ? (
        <p className={styles.guard}>
          <span className={styles.guardLabel}>Errors after shown: </span>
          {row.runtimeGuard}
        </p>
      ) : null}
      {row.rejected ? <p className={styles.hint}>Reports not counted: {row.rejected}</p> : null}

      <div className={styles.actions}>
        {running ? (
          <>
            <button
              type="button"
              className={styles.button}
              onClick={() => simple('advance', 'Advance', `The canary ${row.canary} goes to its next step now.`)}
            >
              Advance
            </button>
            {paused ? (
              <button type="button" className={styles.button} onClick={() => simple('resume', 'Resume', 'Automatic steps start again from now.')}>
                Resume
              </button>
            ) : (
              <button
                type="button"
                className={styles.button}
                onClick={() => simple('pause', 'Pause', `Automatic steps stop; ${row.percent}% of visitors keep the canary.`)}
              >
                Pause
              </button>
            )}
            <button
              type="button"
              className={styles.button}
              onClick={() => simple('promote', 'Promote', `${row.canary} becomes the stable release: every visitor gets it.`)}
            >
              Promote
            </button>
            <button
              type="button"
              className={styles.dangerButton}
              onClick={() => simple('abort', 'Abort', `Every visitor goes back to ${row.stable} at once; ${row.canary} stays available.`, true)}
            >
              Abort
            </button>
          </>
        ) : (
          <button
            type="button"
            className={styles.button}
            aria-expanded={picking === 'start'}
            disabled={noRelease}
            onClick={() => pick(picking === 'start' ? undefined : 'start')}
          >
            Start a canary…
          </button>
        )}
        <button
          type="button"
          className={styles.button}
          aria-expanded={picking === 'rollback'}
          disabled={noRelease}
          onClick={() => pick(picking === 'rollback' ? undefined : 'rollback')}
        >
          Roll back…
        </button>
        <button type="button" className={styles.button} aria-pressed={selected} onClick={onSelect}>
          Plots and history
        </button>
      </div>

      {picking ? (
        <div className={styles.picker}>
          <label htmlFor={pickId} className={styles.label}>
            {picking === 'start' ? 'Release to start as a canary' : 'Release to roll back to (one of the last 20)'}
          </label>
          <select
            id={pickId}
            className={styles.input}
            value={choice}
            onChange={(event) => setChoice(event.target.value)}
            disabled={releases === undefined}
          >
            <option value="">
              {releases === undefined ? 'Reading the releases…' : choices.length === 0 ? 'No release to pick' : 'Pick a release'}
            </option>
            {choices.map((release) => (
              <option key={release.version} value={release.version}>
                {release.version} ({release.createdAt.slice(0, 16).replace('T', ' ')} UTC)
              </option>
            ))}
          </select>
          <div className={styles.actions}>
            <button type="button" className={styles.primaryButton} onClick={confirmPick}>
              {picking === 'start' ? 'Start…' : 'Roll back…'}
            </button>
            <button type="button" className={styles.button} onClick={() => pick(undefined)}>
              Close
            </button>
          </div>
        </div>
      ) : null}
      {problem ? (
        <p role="alert" className={styles.error}>
          {problem}
        </p>
      ) : null}
    </section>
  );
}
