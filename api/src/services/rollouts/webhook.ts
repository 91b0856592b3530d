import type { AbortNotice } from './controller';

/** Tries per notice, and the waits between them: a receiver that is down for a minute still hears of it. */
const RETRY_DELAYS_MS = [5_000, 30_000];
const ATTEMPT_TIMEOUT_MS = 5_000;

/**
 * Posts a notice as JSON to ROLLOUT_WEBHOOK_URL: up to three tries (the receiver answered 2xx, or the last one
 * failed), each limited to 5 s, a failure logged and then dropped: an abort has happened either way, and the
 * history keeps it. `sleep` is given by tests.
 */
export async function postWebhook(
  url: string,
  notice: AbortNotice,
  log: { warn: (message: string) => void },
  sleep: (ms: number) => Promise<void> = (ms) => new Promise((resolve) => setTimeout(resolve, ms).unref()),
): Promise<boolean> {
  const body = JSON.stringify({ ...notice, text: `Rollout of ${notice.remote}: canary ${notice.canaryVersion} ${notice.reason}` });
  for (let attempt = 0; attempt <= RETRY_DELAYS_MS.length; attempt += 1) {
    let problem: string;
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
        redirect: 'error',
        signal: AbortSignal.timeout(ATTEMPT_TIMEOUT_MS),
      });
      await response.body?.cancel();
      if (response.ok) return true;
      problem = `answered ${response.status}`;
    } catch (error) {
      problem = error instanceof Error ? error.message : String(error);
    }
    const delay = RETRY_DELAYS_MS[attempt];
    if (delay === undefined) {
      log.warn(`ROLLOUT_WEBHOOK_URL ${problem}; the notice of ${notice.remote}'s abort is dropped (the rollout history has it)`);
      return false;
    }
    log.warn(`ROLLOUT_WEBHOOK_URL ${problem}; trying again in ${delay / 1000} s`);
    await sleep(delay);
  }
  return false;
}
