import { useState, type ReactNode } from 'react';
import './show-more.css';

export interface ShowMore {
  /** Whether the visitor asked for the whole text. */
  expanded: boolean;
  /** The button that shows the whole text or cuts it again; null when nothing was cut. */
  button: ReactNode;
}

/**
 * For text a page cuts to a set length: a "Read more" button that shows the rest in place, and "Show less" to cut
 * it again. A title attribute alone does not do, as a phone never shows it. `forKey` names what the text belongs
 * to (a case, a video): when it changes, the new text starts cut again.
 */
export function useShowMore(
  isCut: boolean,
  forKey: string | number = 0,
  labels: { more: string; less: string } = { more: 'Read more', less: 'Show less' },
): ShowMore {
  const [expanded, setExpanded] = useState(false);
  const [shownKey, setShownKey] = useState(forKey);
  // Another text in the same place (the next case) starts cut: the state is reset while rendering, not after.
  if (shownKey !== forKey) {
    setShownKey(forKey);
    setExpanded(false);
  }
  const button = isCut ? (
    <button type="button" className="fl-show-more" aria-expanded={expanded} onClick={() => setExpanded(!expanded)}>
      {expanded ? labels.less : labels.more}
    </button>
  ) : null;
  return { expanded: isCut && expanded, button };
}
