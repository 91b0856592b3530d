import { useId, useState, type FormEvent, type Ref } from 'react';
import { MAX_DOCUMENT_KEYWORD_LENGTH } from './document-address';
import styles from './document-search.module.css';

interface DocumentSearchProps {
  /** The keyword the list shows now (the address's); the box follows it when Back or a link changes it. */
  keyword: string;
  /** The address named a longer keyword, of which only the first characters are searched. */
  cut: boolean;
  onSearch: (keyword: string) => void;
  /** The box, for the panel to give it focus when Clear search takes away the button that had it. */
  inputRef?: Ref<HTMLInputElement>;
}

/**
 * The Documentation Download's search box: words of a document's title, its product model (FL-MS5008G) or product name.
 * The search runs when it is sent (Enter or Search), not at each key, so each search is one step Back can undo.
 */
export function DocumentSearch({ keyword, cut, onSearch, inputRef }: DocumentSearchProps) {
  const inputId = useId();
  const noteId = useId();
  const [draft, setDraft] = useState(keyword);
  // The box shows what the visitor types until the list's keyword itself changes (a search sent, Back, Clear search):
  // then it shows that. (React's "adjust state when a prop changes": the render is redone before anything is drawn.)
  const [shownKeyword, setShownKeyword] = useState(keyword);
  if (shownKeyword !== keyword) {
    setShownKeyword(keyword);
    setDraft(keyword);
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(draft);
  };

  return (
    <form role="search" aria-label="Search documents" className={styles.form} onSubmit={submit}>
      <label htmlFor={inputId} className={styles.label}>
        Search by model, product or title
      </label>
      <div className={styles.row}>
        <input
          id={inputId}
          ref={inputRef}
          type="search"
          name="keyword"
          className={styles.input}
          value={draft}
          placeholder="e.g. FL-MS5008G"
          maxLength={MAX_DOCUMENT_KEYWORD_LENGTH}
          autoComplete="off"
          spellCheck={false}
          enterKeyHint="search"
          aria-describedby={cut ? noteId : undefined}
          onChange={(event) => setDraft(event.target.value)}
        />
        <button type="submit" className={`fl-button ${styles.submit}`}>
          Search
        </button>
      </div>
      {cut ? (
        <p id={noteId} className={styles.note}>
          Only the first {MAX_DOCUMENT_KEYWORD_LENGTH} characters of the search words are searched.
        </p>
      ) : null}
    </form>
  );
}
