import { safeEqual, sign } from '../../lib/crypto';

/** A preview link works for 24 hours after it is made. */
export const PREVIEW_LIFETIME_MS = 24 * 60 * 60 * 1000;

export interface PreviewGrant {
  remote: string;
  version: string;
  /** Milliseconds since the epoch. */
  expiresAt: number;
}

function signature(secret: string, remote: string, version: string, expiresAt: number): string {
  return sign(`release-preview\n${remote}\n${version}\n${expiresAt}`, secret);
}

/** "mf-catalog~1.1.0+ab12cd34~1767225600000~<hmac>": what a preview link and the preview cookie carry. */
export function previewToken(secret: string, grant: PreviewGrant): string {
  return [grant.remote, grant.version, grant.expiresAt, signature(secret, grant.remote, grant.version, grant.expiresAt)].join('~');
}

/** The grant of a token signed with `secret` that has not expired; undefined for anything else. */
export function readPreviewToken(secret: string, token: string, now: number): PreviewGrant | undefined {
  if (token.length > 300) return undefined;
  const [remote = '', version = '', expires = '', mac = '', ...rest] = token.split('~');
  const expiresAt = Number(expires);
  if (rest.length > 0 || !remote || !version || !mac || !Number.isSafeInteger(expiresAt) || expiresAt <= now) return undefined;
  return safeEqual(mac, signature(secret, remote, version, expiresAt)) ? { remote, version, expiresAt } : undefined;
}
