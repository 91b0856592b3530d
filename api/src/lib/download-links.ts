import { safeEqual, sign } from './crypto';

/** A document's link lives five minutes: long enough to open it, too short to pass around. */
export const DOWNLOAD_LINK_LIFETIME_SECONDS = 5 * 60;

function payload(attachmentId: number, expires: number): string {
  return `download:${attachmentId}:${expires}`;
}

/** The query of a signed link to one attachment, expiring `lifetime` seconds after `now`. */
export function signDownload(attachmentId: number, now: Date, secret: string, lifetime = DOWNLOAD_LINK_LIFETIME_SECONDS) {
  const expires = Math.floor(now.getTime() / 1000) + lifetime;
  return { fid: attachmentId, expires, signature: sign(payload(attachmentId, expires), secret) };
}

export type DownloadCheck = 'valid' | 'invalid' | 'expired';

/** Checks the signature first (so a forged link never learns whether it expired), then the expiry. */
export function checkDownload(attachmentId: number, expires: number, signature: string, now: Date, secret: string): DownloadCheck {
  if (!safeEqual(sign(payload(attachmentId, expires), secret), signature)) return 'invalid';
  return expires * 1000 > now.getTime() ? 'valid' : 'expired';
}

/** The path of the file route for a signed link. */
export function downloadPath(link: { fid: number; expires: number; signature: string }): string {
  const query = new URLSearchParams({ fid: String(link.fid), expires: String(link.expires), signature: link.signature });
  return `/api/Files/Download?${query.toString()}`;
}
