// The rules of the visit record: what we keep, and when we keep nothing.

import { badRequest } from '../../lib/envelope';
import type { VisitRepository } from './visit-repository';

export type VisitDevice = 'mobile' | 'tablet' | 'desktop';

type Headers = Record<string, string | string[] | undefined>;

function header(headers: Headers, name: string): string {
  const value = headers[name];
  return (Array.isArray(value) ? value[0] : value)?.trim() ?? '';
}

/** Do Not Track or Global Privacy Control: the visitor asked not to be recorded. */
export function optedOut(headers: Headers): 'dnt' | 'gpc' | undefined {
  if (header(headers, 'dnt') === '1') return 'dnt';
  if (header(headers, 'sec-gpc') === '1') return 'gpc';
  return undefined;
}

const BOT = /bot|crawl|spider|slurp|facebookexternalhit|preview|monitor|curl|wget|python-requests|httpclient/i;
const TABLET = /iPad|Tablet|PlayBook|Silk|Kindle|(Android(?!.*Mobile))/i;
const MOBILE = /Mobile|iPhone|iPod|Android|BlackBerry|IEMobile|Opera Mini|Windows Phone|webOS/i;

/** The device class of a User-Agent, or undefined for crawlers and scripts (they are not visits). */
export function deviceClass(userAgent: string): VisitDevice | undefined {
  if (!userAgent || BOT.test(userAgent)) return undefined;
  if (TABLET.test(userAgent)) return 'tablet';
  if (MOBILE.test(userAgent)) return 'mobile';
  return 'desktop';
}

/** Country headers set by common proxies and CDNs; only their two-letter code is kept, never the address. */
const COUNTRY_HEADERS = ['cf-ipcountry', 'x-country-code', 'cloudfront-viewer-country', 'x-vercel-ip-country', 'x-appengine-country'];

/** A coarse country (ISO 3166 alpha-2) when a proxy in front says it; '' otherwise. "XX" and "T1" (Tor) are the proxies' "unknown". */
export function countryFromHeaders(headers: Headers): string {
  for (const name of COUNTRY_HEADERS) {
    const value = header(headers, name).toUpperCase();
    if (/^[A-Z]{2}$/.test(value) && value !== 'XX') return value;
  }
  return '';
}

/** The page's path without query or fragment (they can carry tokens such as a reset hash), or undefined when it is not a site path. */
export function visitPath(raw: string): string | undefined {
  const trimmed = raw.trim();
  if (!trimmed.startsWith('/') || trimmed.startsWith('//')) return undefined;
  const pathname = trimmed.split(/[?#]/)[0] ?? '';
  return /^\/[\w\-./~%]*$/.test(pathname) ? pathname.slice(0, 200) : undefined;
}

/** Only the host of the referring page, lower case; '' for none or nonsense. */
export function referrerHost(raw: string | undefined): string {
  if (!raw) return '';
  try {
    const url = new URL(raw);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.hostname.toLowerCase().slice(0, 253) : '';
  } catch {
    return '';
  }
}

/** What the home page's beacon sends, with the request's headers and the time it arrived. */
export interface VisitReport {
  path: string;
  referrer?: string;
  headers: Headers;
  at: Date;
}

export interface VisitOutcome {
  recorded: boolean;
  /** The sentence the reply carries. */
  message: string;
}

/**
 * Records a page view when the rules allow: never when the visitor opted out (DNT or GPC) or the client is a crawler
 * or a script; then only the path, the referrer's host, the device class and a proxy's country are kept. A path
 * that is not on this site is a 400.
 */
export async function recordVisit(visits: Pick<VisitRepository, 'record'>, report: VisitReport): Promise<VisitOutcome> {
  const path = visitPath(report.path);
  if (!path) throw badRequest('path must be a path on this site, such as /index.');
  const optOut = optedOut(report.headers);
  if (optOut)
    return { recorded: false, message: optOut === 'dnt' ? 'Not recorded: Do Not Track is on.' : 'Not recorded: Global Privacy Control is on.' };
  const userAgent = report.headers['user-agent'];
  const device = deviceClass(typeof userAgent === 'string' ? userAgent : '');
  if (!device) return { recorded: false, message: 'Not recorded: automated clients are not visits.' };
  await visits.record({
    path,
    referrerHost: referrerHost(report.referrer),
    device,
    country: countryFromHeaders(report.headers),
    createdAt: report.at.toISOString(),
  });
  return { recorded: true, message: 'Recorded.' };
}
