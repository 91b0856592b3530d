import { useId, useState, type FormEvent } from 'react';
import styles from './console.module.css';

export interface SignInFormProps {
  /** Signs in with the token; rejects with the sentence to show. */
  onSignIn: (token: string) => Promise<void>;
  /** Why the person has to sign in (an expired session), shown above the form. */
  notice?: string;
}

/**
 * The console's sign-in: the full secret of a named rollout token. The field is a password field the browser is
 * asked not to fill or keep, and it is emptied once sent, whatever the answer: the token lives in this component's
 * state only while it is being typed, and the server answers with a session cookie the page's scripts cannot read.
 */
export function SignInForm({ onSignIn, notice }: SignInFormProps) {
  const [token, setToken] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const fieldId = useId();
  const hintId = useId();
  const errorId = useId();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const typed = token.trim();
    if (typed === '') {
      setError('Enter a rollout token.');
      return;
    }
    setBusy(true);
    setError('');
    setToken('');
    try {
      await onSignIn(typed);
    } catch (problem) {
      setError(problem instanceof Error ? problem.message : 'The sign-in failed.');
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className={styles.signIn} onSubmit={submit} noValidate aria-labelledby={`${fieldId}-title`}>
      <h2 id={`${fieldId}-title`} className={styles.sectionTitle}>
        Sign in
      </h2>
      {notice ? <p className={styles.notice}>{notice}</p> : null}
      <label htmlFor={fieldId} className={styles.label}>
        Rollout token
      </label>
      <p id={hintId} className={styles.hint}>
        The full secret of a named token of ROLLOUT_TOKEN. It is sent once; the browser keeps only a session for 8 hours.
      </p>
      <input
        id={fieldId}
        className={styles.input}
        type="password"
        name="rollout-token"
        autoComplete="off"
        spellCheck={false}
        value={token}
        onChange={(event) => setToken(event.target.value)}
        aria-describedby={error ? `${hintId} ${errorId}` : hintId}
        aria-invalid={error ? true : undefined}
        disabled={busy}
      />
      {error ? (
        <p id={errorId} role="alert" className={styles.error}>
          {error}
        </p>
      ) : null}
      <button type="submit" className={styles.primaryButton} disabled={busy}>
        {busy ? 'Signing in…' : 'Sign in'}
      </button>
    </form>
  );
}
