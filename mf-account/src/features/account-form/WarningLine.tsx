import styles from './inputs.module.css';

/** On login and password update the server's message appears in a warning line above the button. */
export function WarningLine({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <div role="alert" className={styles.warning}>
      <svg className={styles.warningIcon} width="16" height="16" viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" focusable="false">
        <path d="M12 2 1 21h22L12 2zm1 15h-2v-2h2v2zm0-4h-2V9h2v4z" />
      </svg>
      <span>{message}</span>
    </div>
  );
}
