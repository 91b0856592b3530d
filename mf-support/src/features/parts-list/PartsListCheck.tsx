import { useEffect, useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import {
  Breadcrumbs,
  isApiError,
  links,
  MAX_PARTS_LIST_BYTES,
  MAX_PARTS_LIST_LINES,
  MESSAGES,
  PARTS_LIST_MESSAGES,
  PARTS_LIST_PAGE,
  useIsMobile,
  type PartsListReply,
} from '@ferrolink/shared';
import { checkPartsList, type PartsListBody } from './check-parts-list';
import { downloadResultsCsv } from './download-csv';
import { PartsListResults, resultsSummary } from './PartsListResults';
import styles from './parts-list.module.css';

type CheckState =
  | { status: 'idle' }
  | { status: 'checking'; source: string }
  | { status: 'done'; source: string; reply: PartsListReply; checkedAt: Date }
  | { status: 'failed'; source: string; message: string };

const EXAMPLE = 'FL-MS5008G, 3.1.0\nFL-US1005\nfl ms5010g 2s; 3.4';

/** A file's bytes, as they are on the disk: the API, not the page, tells a CSV from a binary file. */
function readFileBytes(file: File): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read.'));
    reader.readAsArrayBuffer(file);
  });
}

/** The message for a failed check: the API's own sentence for a list it refused, the connection sentence otherwise. */
function failureMessage(error: unknown): string {
  if (isApiError(error) && error.kind === 'status' && error.message) return error.message;
  return `The list could not be checked: ${MESSAGES.cannotConnect}. Please try again.`;
}

/**
 * /partsListCheck: a list typed or pasted into the text box, or a CSV or text file, checked on the server in one
 * request. The file is read here and sent as it is; the answer stays on this page and can be downloaded as CSV.
 */
export function PartsListCheck() {
  const isMobile = useIsMobile();
  const [text, setText] = useState('');
  const [state, setState] = useState<CheckState>({ status: 'idle' });
  const pending = useRef<AbortController | null>(null);
  const resultsHeading = useRef<HTMLHeadingElement>(null);
  const ids = { text: useId(), hint: useId(), file: useId(), fileHint: useId() };

  useEffect(() => () => pending.current?.abort(), []);

  useEffect(() => {
    // A finished check moves the keyboard to its answer, which screen readers then read from its heading.
    if (state.status === 'done') resultsHeading.current?.focus();
  }, [state]);

  async function run(body: PartsListBody, source: string) {
    pending.current?.abort();
    const controller = new AbortController();
    pending.current = controller;
    setState({ status: 'checking', source });
    try {
      const reply = await checkPartsList(body, controller.signal);
      if (!controller.signal.aborted) setState({ status: 'done', source, reply, checkedAt: new Date() });
    } catch (error) {
      if (!controller.signal.aborted) setState({ status: 'failed', source, message: failureMessage(error) });
    }
  }

  function submitText(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (text.trim() === '') {
      setState({ status: 'failed', source: 'the list', message: PARTS_LIST_MESSAGES.empty });
      return;
    }
    void run({ kind: 'text', text }, 'the list in the text box');
  }

  async function chooseFile(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const file = input.files?.[0];
    // The same file may be chosen again after it is corrected: the input forgets it once it is read.
    input.value = '';
    if (!file) return;
    if (file.size > MAX_PARTS_LIST_BYTES) {
      setState({ status: 'failed', source: file.name, message: PARTS_LIST_MESSAGES.tooLarge });
      return;
    }
    let bytes: Uint8Array;
    try {
      bytes = await readFileBytes(file);
    } catch {
      setState({ status: 'failed', source: file.name, message: `${file.name} could not be read. Choose the file again.` });
      return;
    }
    void run({ kind: 'file', bytes }, file.name);
  }

  const checking = state.status === 'checking';
  return (
    <div className={`fl-page ${styles.page}`}>
      <Breadcrumbs items={[{ label: 'Home', to: links.index() }, { label: 'Support', to: links.support() }, { label: PARTS_LIST_PAGE.title }]} />
      <h1 className={styles.heading}>{PARTS_LIST_PAGE.title}</h1>
      <p className={styles.intro}>
        Check up to {MAX_PARTS_LIST_LINES} parts at once before an audit or a re-order: each line gets its product, whether it is still sold and what
        replaces it, and the security advisories for the firmware you give. The list is checked on our server and not stored.
      </p>

      <div className={styles.inputs}>
        <form className={styles.form} onSubmit={submitText} aria-label="Check a typed or pasted list">
          <label htmlFor={ids.text} className={styles.label}>
            Part numbers or model names, one a line
          </label>
          <p id={ids.hint} className={styles.hint}>
            A firmware version may follow after a comma, semicolon or tab, as cells copied from a spreadsheet do. For example:
            <span className={styles.example}>{EXAMPLE}</span>
          </p>
          <textarea
            id={ids.text}
            className={styles.textarea}
            value={text}
            onChange={(event) => setText(event.target.value)}
            aria-describedby={ids.hint}
            rows={isMobile ? 8 : 12}
            spellCheck={false}
            autoCapitalize="characters"
            autoComplete="off"
          />
          <button type="submit" className="fl-button" disabled={checking}>
            Check parts list
          </button>
        </form>

        <div className={styles.fileBox}>
          <label htmlFor={ids.file} className={styles.label}>
            Or upload a CSV or text file
          </label>
          <p id={ids.fileHint} className={styles.hint}>
            Comma or semicolon separated, at most {MAX_PARTS_LIST_LINES} lines and {MAX_PARTS_LIST_BYTES / 1024} KB. A header row may name the part
            column (Part number, Model, Order code) and a Firmware column. Choosing a file checks it at once.
          </p>
          <input
            id={ids.file}
            type="file"
            accept=".csv,.txt,text/csv,text/plain"
            className={styles.file}
            onChange={(event) => void chooseFile(event)}
            aria-describedby={ids.fileHint}
            disabled={checking}
          />
        </div>
      </div>

      <div aria-live="polite" className={styles.status}>
        {checking ? <p>Checking {state.source}...</p> : null}
        {state.status === 'failed' ? (
          <p className={styles.failure} role="alert">
            {state.message}
          </p>
        ) : null}
      </div>

      {state.status === 'done' ? (
        <section className={styles.results} aria-labelledby={`${ids.text}-results`}>
          <div className={styles.resultsHead}>
            <h2 id={`${ids.text}-results`} ref={resultsHeading} tabIndex={-1} className={styles.resultsHeading}>
              Results for {state.source}
            </h2>
            <button type="button" className="fl-button fl-button--outline" onClick={() => downloadResultsCsv(state.reply.Results, state.checkedAt)}>
              Download CSV
            </button>
          </div>
          <p className={styles.summary}>{resultsSummary(state.reply)}</p>
          <PartsListResults reply={state.reply} isMobile={isMobile} />
        </section>
      ) : null}
    </div>
  );
}
