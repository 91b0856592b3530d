import type { Clock } from '../../lib/clock';

export interface Window {
  /** How many events the window allows. */
  max: number;
  windowMs: number;
}

/**
 * Counts events per key (an action and an address) in a sliding window, on the
 * app's clock so tests can move time. It lives in the process: the per-IP limits
 * of @fastify/rate-limit do the same. Deployments with several API processes
 * would move these counters to a shared store; one process is the embedded default.
 */
export class AddressLimiter {
  private readonly events = new Map<string, number[]>();

  constructor(
    private readonly clock: Clock,
    /** Bounds the memory a flood of distinct addresses can take. */
    private readonly maxKeys = 50_000,
  ) {}

  private recent(key: string, window: Window): number[] {
    const since = this.clock.now().getTime() - window.windowMs;
    const kept = (this.events.get(key) ?? []).filter((time) => time > since);
    if (kept.length === 0) this.events.delete(key);
    else this.events.set(key, kept);
    return kept;
  }

  /** Milliseconds until another event is allowed, 0 when it is allowed now. */
  waitMs(key: string, window: Window): number {
    const kept = this.recent(key, window);
    if (kept.length < window.max) return 0;
    const oldest = kept[kept.length - window.max] ?? 0;
    return Math.max(1, oldest + window.windowMs - this.clock.now().getTime());
  }

  record(key: string): void {
    if (!this.events.has(key) && this.events.size >= this.maxKeys) {
      // Forget the oldest key rather than grow without bound.
      const first = this.events.keys().next();
      if (!first.done) this.events.delete(first.value);
    }
    const list = this.events.get(key) ?? [];
    list.push(this.clock.now().getTime());
    this.events.set(key, list);
  }

  reset(key: string): void {
    this.events.delete(key);
  }
}

/** "30 seconds", "2 minutes": how long a person has to wait, rounded up. */
export function describeWait(ms: number): string {
  const seconds = Math.ceil(ms / 1000);
  if (seconds < 90) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minutes`;
}
