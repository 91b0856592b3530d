import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { ConfirmDialog } from './ConfirmDialog';
import { ConsoleApiError, consoleApi, type HistoryEntry, type RolloutSeries, type SeriesRange, type StatusRow } from './console-api';
import { Plot } from './Plot';
import { hasValues, loadsPlot, plotMarkers, plotSummary, vitalPlot } from './plot-data';
import { SectionCard, type PendingCommand } from './SectionCard';
import { SignInForm } from './SignInForm';
import { Timeline } from './Timeline';
import styles from './console.module.css';

/**
 * How often the console reads the rollout again while it is open: three calls (status, history, series) each time,
 * well inside the 60 calls a minute one token may make, with room for the team's CI on the same token.
 */
const REFRESH_MS = 20_000;

type Session = { state: 'checking' } | { state: 'signed-out'; notice?: string } | { state: 'signed-in'; name: string };

/** The section shown first: the one with a canary running, else the first. */
function firstSelection(rows: readonly StatusRow[]): string | undefined {
  return (rows.find((row) => row.canary !== '') ?? rows[0])?.remote;
}

/** The rollout console: sign-in, then every section's rollout, its commands, plots and history. */
export function RolloutConsole() {
  const [session, setSession] = useState<Session>({ state: 'checking' });
  const [rows, setRows] = useState<StatusRow[] | undefined>(undefined);
  const [selected, setSelected] = useState<string | undefined>(undefined);
  const [range, setRange] = useState<SeriesRange>('1h');
  const [series, setSeries] = useState<RolloutSeries | undefined>(undefined);
  const [history, setHistory] = useState<HistoryEntry[] | undefined>(undefined);
  const [problem, setProblem] = useState('');
  const [message, setMessage] = useState('');
  const [pending, setPending] = useState<PendingCommand | undefined>(undefined);
  const [busy, setBusy] = useState(false);
  const selectedRef = useRef(selected);
  selectedRef.current = selected;

  /** Any call's failure: a 401 ends the session on this page, anything else is shown above the sections. */
  const failed = useCallback((error: unknown) => {
    if (error instanceof ConsoleApiError && error.code === 401) {
      setSession({ state: 'signed-out', notice: error.message });
      setRows(undefined);
      return;
    }
    setProblem(error instanceof Error ? error.message : 'Something went wrong.');
  }, []);

  useEffect(() => {
    consoleApi.session().then(
      (answer) => setSession(answer.signedIn && answer.name ? { state: 'signed-in', name: answer.name } : { state: 'signed-out' }),
      (error: unknown) => {
        setSession({ state: 'signed-out' });
        failed(error);
      },
    );
  }, [failed]);

  const readStatus = useCallback(async () => {
    try {
      const status = await consoleApi.status();
      setRows(status);
      setSelected((current) => current ?? firstSelection(status));
      setProblem('');
    } catch (error) {
      failed(error);
    }
  }, [failed]);

  const readSelected = useCallback(async () => {
    const remote = selectedRef.current;
    if (!remote) return;
    try {
      const [nextSeries, nextHistory] = await Promise.all([consoleApi.series(remote, range), consoleApi.history(remote)]);
      // A slow answer for a section no longer shown is dropped.
      if (selectedRef.current !== remote) return;
      setSeries(nextSeries);
      setHistory(nextHistory);
    } catch (error) {
      failed(error);
    }
  }, [range, failed]);

  const signedIn = session.state === 'signed-in';
  useEffect(() => {
    if (!signedIn) return undefined;
    void readStatus();
    const timer = setInterval(() => {
      if (document.visibilityState === 'visible') {
        void readStatus();
        void readSelected();
      }
    }, REFRESH_MS);
    return () => clearInterval(timer);
  }, [signedIn, readStatus, readSelected]);

  useEffect(() => {
    if (!signedIn || !selected) return;
    setSeries(undefined);
    setHistory(undefined);
    void readSelected();
  }, [signedIn, selected, range, readSelected]);

  const signIn = async (token: string) => {
    try {
      const answer = await consoleApi.signIn(token);
      setSession({ state: 'signed-in', name: answer.name ?? '' });
      setMessage('');
    } catch (error) {
      throw error instanceof Error ? error : new Error('The sign-in failed.');
    }
  };

  const signOut = async () => {
    try {
      await consoleApi.signOut();
    } catch (error) {
      failed(error);
    }
    setSession({ state: 'signed-out' });
    setRows(undefined);
    setSeries(undefined);
    setHistory(undefined);
    setSelected(undefined);
  };

  const confirm = async () => {
    if (!pending) return;
    setBusy(true);
    try {
      const answer = await consoleApi.command(pending.verb, pending.input);
      setMessage(answer.summary.split('\n').slice(0, 3).join(' '));
      setProblem('');
      setSelected(pending.input.remote);
      setPending(undefined);
      await readStatus();
      await readSelected();
    } catch (error) {
      setPending(undefined);
      failed(error);
    } finally {
      setBusy(false);
    }
  };

  const plots = useMemo(() => {
    if (!series) return undefined;
    const markers = plotMarkers(series);
    const last = series.times[series.times.length - 1] ?? 0;
    const span: [number, number] = [series.times[0] ?? 0, last + series.stepSeconds];
    return { markers, span, loads: loadsPlot(series), LCP: vitalPlot(series, 'LCP'), INP: vitalPlot(series, 'INP'), CLS: vitalPlot(series, 'CLS') };
  }, [series]);

  if (session.state === 'checking') {
    return (
      <div className={styles.page}>
        <h1 className={styles.title}>Rollout console</h1>
        <p className={styles.hint}>Checking the session…</p>
      </div>
    );
  }

  if (session.state === 'signed-out') {
    return (
      <div className={styles.page}>
        <h1 className={styles.title}>Rollout console</h1>
        <SignInForm onSignIn={signIn} notice={session.notice} />
      </div>
    );
  }

  const remoteShown = selected ?? '';
  return (
    <div className={styles.page}>
      <div className={styles.header}>
        <h1 className={styles.title}>Rollout console</h1>
        <p className={styles.who}>
          Signed in as <strong>{session.name}</strong>
          <button type="button" className={styles.button} onClick={signOut}>
            Sign out
          </button>
        </p>
      </div>
      <p role="status" className={styles.message}>
        {message}
      </p>
      {problem ? (
        <p role="alert" className={styles.error}>
          {problem}
        </p>
      ) : null}

      {rows === undefined ? (
        <p className={styles.hint}>Reading the rollout…</p>
      ) : (
        <div className={styles.cards}>
          {rows.map((row) => (
            <SectionCard
              key={row.remote}
              row={row}
              selected={row.remote === selected}
              onSelect={() => setSelected(row.remote)}
              loadReleases={consoleApi.releases}
              onCommand={setPending}
            />
          ))}
        </div>
      )}

      {remoteShown ? (
        <section className={styles.detail} aria-labelledby="ops-detail-title">
          <div className={styles.header}>
            <h2 id="ops-detail-title" className={styles.sectionTitle}>
              {remoteShown}: plots and history
            </h2>
            <div role="group" aria-label="Time range" className={styles.actions}>
              {(['1h', '1d'] as const).map((choice) => (
                <button key={choice} type="button" className={styles.button} aria-pressed={range === choice} onClick={() => setRange(choice)}>
                  {choice === '1h' ? 'Last hour' : 'Last day'}
                </button>
              ))}
            </div>
          </div>
          {plots ? (
            <>
              <p className={styles.hint}>
                Stable solid, canary dashed; vertical lines mark the history (start, steps, pause, promote, abort, rollback). Points every{' '}
                {series?.stepSeconds === 60 ? 'minute' : '15 minutes'}, times in your browser&apos;s zone.
              </p>
              <div className={styles.plots}>
                <Plot title="Section loads and failure rate per channel" plot={plots.loads} markers={plots.markers} unit="" range={plots.span} />
                <p className={styles.visuallyHidden}>{plotSummary(plots.loads, ' loads')}</p>
                {(['LCP', 'INP', 'CLS'] as const).map((metric) => (
                  <div key={metric}>
                    <Plot
                      title={`p75 ${metric} per channel and device${metric === 'CLS' ? '' : ' (ms)'}`}
                      plot={plots[metric]}
                      markers={plots.markers}
                      unit={metric === 'CLS' ? '' : ' ms'}
                      range={plots.span}
                    />
                    <p className={hasValues(plots[metric]) ? styles.visuallyHidden : styles.hint}>
                      {hasValues(plots[metric])
                        ? plotSummary(plots[metric], metric === 'CLS' ? '' : ' ms')
                        : `No ${metric} reported in this range yet.`}
                    </p>
                  </div>
                ))}
              </div>
            </>
          ) : (
            <p className={styles.hint}>Reading the plots…</p>
          )}
          <h3 className={styles.subTitle}>History</h3>
          {history ? <Timeline remote={remoteShown} entries={history} /> : <p className={styles.hint}>Reading the history…</p>}
        </section>
      ) : null}

      {pending ? (
        <ConfirmDialog
          title={pending.title}
          confirmLabel={pending.confirmLabel}
          danger={pending.danger}
          busy={busy}
          onConfirm={confirm}
          onCancel={() => setPending(undefined)}
        >
          <p>{pending.description}</p>
        </ConfirmDialog>
      ) : null}
    </div>
  );
}
