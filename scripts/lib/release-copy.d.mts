/** A copy of the checkout's committed source, changed by `edit`, in a new temporary folder (see release-copy.mjs). */
export function makeSourceCopy(root: string, edit: (copy: string) => void): string;
export function removeSourceCopy(copy: string): void;
/** The block the shifting change adds above the news page, and the delay after which it arrives. */
export const LATE_NOTICE: { testId: string; heightPx: number; afterMs: number };
/** The change of a shifting canary: mf-news's news page gets a notice that arrives after it is shown. */
export function addLateNotice(copy: string): void;
