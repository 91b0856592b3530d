/**
 * Resolves in a later task of the browser's event loop, so that what comes after it runs in a task of its own: the
 * browser may paint and answer a tap in between. A phone notices a task longer than 50 ms (a "long task"); the start
 * of the page is a chain of steps each well under that, which only stays so if they are not run back to back in one
 * task. `scheduler.yield()` (Chromium 129+) puts the continuation ahead of other queued work; elsewhere a zero timeout.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
