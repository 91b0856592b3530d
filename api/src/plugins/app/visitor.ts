import fp from 'fastify-plugin';
import { frequentRandomToken } from '../../lib/crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { isRemoteDir, REMOTES } from '../../lib/remotes';
import { releaseKey } from '../../services/releases/version';
import { readPreviewToken } from '../../services/rollouts/preview-token';
import type { RolloutSnapshot, VisitorContext } from '../../services/rollouts/snapshot';

/** The first-party cookie with the visitor's random id: the server decides each visitor's releases from it. */
export const VISITOR_COOKIE = 'fl_visitor';
/** The cookie with the release previews this browser opened (signed tokens joined by `|`). */
export const PREVIEW_COOKIE = 'fl_preview';
/** The query parameter of a preview link: a signed token, or `clear` to end every preview of this browser. */
export const PREVIEW_PARAMETER = 'release-preview';
/** The fl_visitor cookie lives a year: long enough that a visitor stays on one release of a section (the privacy notice says so). */
export const VISITOR_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

/** 16 random bytes in base64url: what the server writes, and the only thing it accepts back as a visitor id. */
const VISITOR_ID = /^[A-Za-z0-9_-]{22}$/;
const VISITOR_ID_BYTES = 16;
/** A new visitor id: 16 bytes from the cryptographic generator, in base64url. */
function newVisitorId(): string {
  return frequentRandomToken(VISITOR_ID_BYTES);
}

/** One preview per remote is all a browser keeps; more tokens than this in the cookie are not read. */
const MAX_PREVIEW_TOKENS = REMOTES.length * 2;

function safeDecode(text: string): string | undefined {
  try {
    return decodeURIComponent(text);
  } catch {
    return undefined;
  }
}

/**
 * The values of `release-preview` in a request's query and the query without them, segment by segment, so the
 * other parameters reach the redirect exactly as they were sent. A value is percent-decoded without reading `+` as
 * a space: a version's build metadata (`1.1.0+ab12cd34`) arrives whole however the link was written.
 */
export function takePreviewParameter(url: string): { values: string[]; rest: string } | undefined {
  const queryAt = url.indexOf('?');
  if (queryAt === -1) return undefined;
  const values: string[] = [];
  const kept: string[] = [];
  for (const segment of url.slice(queryAt + 1).split('&')) {
    const equals = segment.indexOf('=');
    const key = equals === -1 ? segment : segment.slice(0, equals);
    if (safeDecode(key) === PREVIEW_PARAMETER) values.push(safeDecode(equals === -1 ? '' : segment.slice(equals + 1)) ?? '');
    else if (segment !== '') kept.push(segment);
  }
  return values.length > 0 ? { values, rest: kept.join('&') } : undefined;
}

/** A preview token of the cookie that still holds: its text, and the release and expiry it signs. */
interface HeldPreview {
  token: string;
  version: string;
  expiresAt: number;
}

/** The tokens of a preview cookie whose signature holds and which have not expired, by remote folder name (the last one of each). */
function readPreviewCookie(secret: string, raw: string | undefined, now: number): Map<string, HeldPreview> {
  const held = new Map<string, HeldPreview>();
  if (!raw) return held;
  for (const token of raw.split('|').slice(0, MAX_PREVIEW_TOKENS)) {
    const grant = readPreviewToken(secret, token, now);
    if (grant && isRemoteDir(grant.remote)) held.set(grant.remote, { token, version: grant.version, expiresAt: grant.expiresAt });
  }
  return held;
}

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Who a request is for: its visitor id (a new one, and its cookie on the reply, when the request has none or a
     * malformed one), and the previews of its cookie that still count (valid, and naming a release the snapshot
     * knows; a token for a release this process has not read yet counts a second later).
     */
    visitorContext: (request: FastifyRequest, reply: FastifyReply, snapshot: RolloutSnapshot) => VisitorContext;
    /**
     * A preview link on a page address: `clear` ends every preview of this browser, a valid token adds (or replaces)
     * the preview of its remote. Either way the cookie is written and the browser sent to `route` with the rest of
     * the query (the link is not left in its history or bookmarks): true, the reply is sent. Nothing valid: false,
     * and the page is served as usual.
     */
    applyPreviewLink: (request: FastifyRequest, reply: FastifyReply, route: string) => boolean;
  }
}

/** The visitor's cookies: the visitor id every release choice is made from, and the release previews of a browser. */
export default fp(
  async function visitorPlugin(app) {
    const secureCookies = app.config.siteUrl.startsWith('https://');
    const cookieOptions = { path: '/', sameSite: 'lax', httpOnly: true, secure: secureCookies } as const;
    // The visitor cookie's attributes, written once: a first visit costs a string join, not a cookie serialisation.
    const visitorCookieAttributes = `; Max-Age=${VISITOR_COOKIE_MAX_AGE_S}; Path=/; HttpOnly; SameSite=Lax${secureCookies ? '; Secure' : ''}`;

    const visitorId = (request: FastifyRequest, reply: FastifyReply): string => {
      const current = request.cookies[VISITOR_COOKIE];
      if (current !== undefined && VISITOR_ID.test(current)) return current;
      const id = newVisitorId();
      // The id is base64url, which a cookie value may hold as it is. Nothing else on these replies sets a cookie.
      reply.header('Set-Cookie', `${VISITOR_COOKIE}=${id}${visitorCookieAttributes}`);
      return id;
    };

    app.decorate('visitorContext', (request: FastifyRequest, reply: FastifyReply, snapshot: RolloutSnapshot): VisitorContext => {
      const previews = new Map<string, string>();
      const held = readPreviewCookie(app.config.sessionSecret, request.cookies[PREVIEW_COOKIE], app.clock.now().getTime());
      for (const [remote, { version }] of held) {
        if (snapshot.releases.has(releaseKey(remote, version))) previews.set(remote, version);
      }
      return { visitorId: visitorId(request, reply), previews };
    });

    app.decorate('applyPreviewLink', (request: FastifyRequest, reply: FastifyReply, route: string): boolean => {
      const parameter = takePreviewParameter(request.url);
      if (!parameter) return false;
      const now = app.clock.now().getTime();
      let tokens = readPreviewCookie(app.config.sessionSecret, request.cookies[PREVIEW_COOKIE], now);
      let applied = false;
      for (const value of parameter.values) {
        if (value === 'clear') {
          tokens = new Map();
          applied = true;
          continue;
        }
        const grant = readPreviewToken(app.config.sessionSecret, value, now);
        if (!grant || !isRemoteDir(grant.remote)) continue;
        tokens.set(grant.remote, { token: value, version: grant.version, expiresAt: grant.expiresAt });
        applied = true;
      }
      if (!applied) return false;
      if (tokens.size === 0) reply.clearCookie(PREVIEW_COOKIE, cookieOptions);
      else {
        const lastExpiry = Math.max(...[...tokens.values()].map((entry) => entry.expiresAt));
        const value = [...tokens.values()].map((entry) => entry.token).join('|');
        reply.setCookie(PREVIEW_COOKIE, value, { ...cookieOptions, maxAge: Math.max(1, Math.ceil((lastExpiry - now) / 1000)) });
      }
      void reply.header('Cache-Control', 'private, no-store').redirect(parameter.rest ? `${route}?${parameter.rest}` : route, 302);
      return true;
    });
  },
  // The cookie plugin is among the external plugins.
  { name: 'visitor', dependencies: ['config', 'external-plugins'] },
);
