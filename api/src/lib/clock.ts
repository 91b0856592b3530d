/** The current time. Tests replace it (`app.clock.now = ...`) to check expiry without waiting. */
export interface Clock {
  now: () => Date;
}

export const systemClock: Clock = { now: () => new Date() };

export function isoPlus(clock: Clock, milliseconds: number): string {
  return new Date(clock.now().getTime() + milliseconds).toISOString();
}
