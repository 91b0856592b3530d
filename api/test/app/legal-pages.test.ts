import { RETENTION } from '../../src/contracts/legal-pages';
import { DEFAULT_ROLLOUT_GUARD } from '../../src/config';
import { SESSION_LIFETIME_MS } from '../../src/plugins/app/sessions';
import { DEVICE_LIFETIME_MS } from '../../src/services/accounts/known-devices';
import { CODE_LIFETIME_MS, RESET_LIFETIME_MS } from '../../src/services/accounts/rules';
import { IDEMPOTENCY_KEY_LIFETIME_MS } from '../../src/services/idempotency/idempotency-store';
import { LOAD_COUNTS_KEPT_DAYS } from '../../src/services/rollouts/load-reports';
import { VISITOR_COOKIE_MAX_AGE_S } from '../../src/plugins/app/visitor';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe('privacy notice', () => {
  it('states the durations the server keeps things by', () => {
    expect(RETENTION.sessionDays * DAY).toBe(SESSION_LIFETIME_MS);
    expect(RETENTION.deviceCookieDays * DAY).toBe(DEVICE_LIFETIME_MS);
    expect(RETENTION.visitorCookieDays * DAY).toBe(VISITOR_COOKIE_MAX_AGE_S * 1000);
    expect(RETENTION.idempotencyHours * HOUR).toBe(IDEMPOTENCY_KEY_LIFETIME_MS);
    expect(RETENTION.verificationCodeMinutes * MINUTE).toBe(CODE_LIFETIME_MS);
    expect(RETENTION.resetLinkMinutes * MINUTE).toBe(RESET_LIFETIME_MS);
    expect(RETENTION.loadCountDays).toBe(LOAD_COUNTS_KEPT_DAYS);
    expect(RETENTION.loadSourceMinutes * MINUTE).toBe(DEFAULT_ROLLOUT_GUARD.windowMs);
  });
});
