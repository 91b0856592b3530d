// Checks that run on what a client sent before anything else looks at it. None of them recurses: a body
// nested thousands of levels deep must cost one linear pass, never a stack frame per level.

/**
 * The deepest nesting of arrays and objects a JSON body may have. Every body the site sends is flat (an
 * object of strings and numbers); 32 leaves room for any client of the API and stops a 16 KB body of
 * 8,000 brackets from reaching the parser, the schema validator or the checks below.
 */
export const MAX_JSON_DEPTH = 32;

/** True when the JSON text opens more than `limit` arrays or objects inside one another (strings are skipped). */
export function jsonNestedDeeperThan(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (inString) {
      if (code === 0x5c)
        index += 1; // a backslash escapes the next character, a quote included
      else if (code === 0x22) inString = false;
    } else if (code === 0x22) inString = true;
    else if (code === 0x5b || code === 0x7b) {
      depth += 1;
      if (depth > limit) return true;
    } else if (code === 0x5d || code === 0x7d) depth -= 1;
  }
  return false;
}

/**
 * The first number in a validated query, body or path that is not finite ("page=Infinity", "1e999"), as a
 * dotted path such as "items.1.count", or undefined. Ajv 8, coercing a query string, checks `minimum` and
 * `maximum` against the string it started from, so "Infinity" passes a range of 1 to 100,000 and would reach
 * SQL. Walks with its own stack, in document order.
 */
export function nonFiniteField(value: unknown): string | undefined {
  const pending: [item: unknown, path: string][] = [[value, '']];
  while (pending.length > 0) {
    const [item, path] = pending.pop() as [unknown, string];
    if (typeof item === 'number') {
      if (!Number.isFinite(item)) return path || 'the request';
      continue;
    }
    if (typeof item !== 'object' || item === null) continue;
    const entries = Object.entries(item);
    for (let index = entries.length - 1; index >= 0; index -= 1) {
      const [key, child] = entries[index] as [string, unknown];
      pending.push([child, path ? `${path}.${key}` : key]);
    }
  }
  return undefined;
}

type Headers = Record<string, string | string[] | undefined>;

function firstHeader(headers: Headers, name: string): string | undefined {
  const value = headers[name];
  return Array.isArray(value) ? value[0] : value;
}

export interface CrossSiteRefusal {
  status: 403 | 415;
  message: string;
}

export const CROSS_SITE_MESSAGES = {
  otherSite: 'Requests from other websites are not accepted.',
  jsonOnly: 'Send the request as JSON.',
  jsonOrForm: 'Send the request as JSON or as a form.',
} as const;

/**
 * Why a state-changing request (any method but GET, HEAD and OPTIONS) must be refused, or undefined.
 *
 * A page on another site can make a visitor's browser post a form or `text/plain` to us with the visitor's
 * cookies (cross-site request forgery: sign the visitor into the attacker's account, store an enquiry in
 * their name). Browsers name the page that started a request: `Origin` on every POST, `Sec-Fetch-Site`
 * since 2020. So:
 * - an `Origin` must be this site: the address the request was sent to (`host`) or `siteOrigin` (SITE_URL);
 *   `Origin: null` (sandboxed frames, local files) is another site;
 * - without `Origin`, `Sec-Fetch-Site: cross-site` or `same-site` is another site;
 * - a request from a browser (either header present) must carry JSON, as the site's own client sends: a
 *   cross-site page cannot send JSON without a CORS preflight, which this server never grants. A request
 *   without a body (sign-out) needs no type.
 * - a client that is not a browser (neither header: curl, a script) may also send a form, as the API
 *   always allowed.
 * - a route that reads a text body (`textBodyTypes`) may be sent that text by the site's own pages.
 */
export function crossSiteRefusal(
  request: { headers: Headers; host: string },
  siteOrigin: string,
  /** Text media types the route takes as its body besides JSON (the parts-list check's text/plain and text/csv). */
  textBodyTypes: readonly string[] = [],
): CrossSiteRefusal | undefined {
  const origin = firstHeader(request.headers, 'origin');
  const fetchSite = firstHeader(request.headers, 'sec-fetch-site');
  if (origin !== undefined) {
    if (!isThisSite(origin, request.host, siteOrigin)) return { status: 403, message: CROSS_SITE_MESSAGES.otherSite };
  } else if (fetchSite === 'cross-site' || fetchSite === 'same-site') {
    return { status: 403, message: CROSS_SITE_MESSAGES.otherSite };
  }

  const fromBrowser = origin !== undefined || fetchSite !== undefined;
  const mediaType = (firstHeader(request.headers, 'content-type') ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  const length = firstHeader(request.headers, 'content-length');
  const hasBody = firstHeader(request.headers, 'transfer-encoding') !== undefined || (length !== undefined && length !== '0');
  if (mediaType === '' && !hasBody) return undefined;
  if (mediaType === 'application/json') return undefined;
  // Such a route stores nothing and answers only the caller (a page on another site was refused above by its Origin).
  if (textBodyTypes.includes(mediaType)) return undefined;
  if (textBodyTypes.length > 0) return { status: 415, message: `Send the request as ${textBodyTypes.join(' or ')}.` };
  if (mediaType === 'application/x-www-form-urlencoded' && !fromBrowser) return undefined;
  return { status: 415, message: fromBrowser ? CROSS_SITE_MESSAGES.jsonOnly : CROSS_SITE_MESSAGES.jsonOrForm };
}

function isThisSite(origin: string, host: string, siteOrigin: string): boolean {
  if (origin === 'null') return false;
  try {
    const url = new URL(origin);
    return url.origin === siteOrigin || url.host === host.toLowerCase();
  } catch {
    return false;
  }
}
