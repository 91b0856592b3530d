// Who moves the page after a navigation. The shell scrolls every new page to the top; a page
// that has a place of its own to show (About's Contact Us for ?type=1, a solution sector for ?type=) or a
// change that is not a new page (a product filter, a tab) says so here. Shared is one instance per page,
// so the shell and every remote see the same listeners.

type Listener = () => void;
const claimListeners = new Set<Listener>();

/** Called by a page just before it scrolls to a place of its own: the shell's way to the top stops, so the two never fight. */
export function claimScroll(): void {
  for (const listener of claimListeners) listener();
}

/** The shell listens here while it scrolls to the top. Returns the unsubscribe. */
export function onScrollClaimed(listener: Listener): () => void {
  claimListeners.add(listener);
  return () => claimListeners.delete(listener);
}

/**
 * Navigation state for a URL change that keeps the visitor on the same page (a filter, a tab): the shell keeps the
 * scroll position. Use as `setParams(next, { state: KEEP_SCROLL })`.
 */
export const KEEP_SCROLL = { keepScroll: true } as const;

export function keepsScroll(state: unknown): boolean {
  return typeof state === 'object' && state !== null && (state as { keepScroll?: unknown }).keepScroll === true;
}
