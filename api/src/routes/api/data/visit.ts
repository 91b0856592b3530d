// Pure rules of the visit record: what we keep, and when we keep nothing.

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
