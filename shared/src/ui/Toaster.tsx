import { useToastStore } from './toast-store';
import './primitives.css';

/** Renders the page's toasts; mounted once, by the shell (or a remote's standalone harness). */
export function Toaster() {
  const toasts = useToastStore((state) => state.toasts);
  const dismiss = useToastStore((state) => state.dismiss);
  return (
    <div className="fl-toaster" role="status" aria-live="polite">
      {toasts.map((message) => (
        <div key={message.id} className={`fl-toast fl-toast--${message.level}`} role={message.level === 'warning' ? 'alert' : undefined}>
          <span>{message.text}</span>
          <button type="button" aria-label="Dismiss" className="fl-toast__close" onClick={() => dismiss(message.id)}>
            ×
          </button>
        </div>
      ))}
    </div>
  );
}
