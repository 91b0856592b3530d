import { frequentRandomToken, safeEqual, sign } from '../../lib/crypto';
import type { LoadChannel } from '../../contracts/load-report';
import { MAX_LOAD_TICKET_LENGTH } from '../../contracts/load-report';

// A load ticket ties a browser's load reports to a page load this server made. The rollout guard acts on what
// browsers report, and anyone can post a report; a ticket makes each counted record stand for a page the server
// served, with the releases the server assigned to it. It is signed with SESSION_SECRET and names:
// - when it was issued (a report is counted only while the ticket is young, see LOAD_TICKET_LIFETIME_MS);
// - a random nonce (each ticket reports each section once: load-reports.ts claims nonce and section);
// - for each remote, the release the page load was given, the stable release it may fall back to, and for a
//   canary the moment that canary run started (reports of an earlier run of the same version are not this run's).
// It names no visitor: the visitor's id stays in its cookie and is not derived from the ticket.

/** A page's reports are counted for an hour after it was served: long enough for a visitor who reads and moves on. */
export const LOAD_TICKET_LIFETIME_MS = 60 * 60 * 1000;
/** A ticket dated this far ahead of this process's clock is refused: processes' clocks differ by less. */
const CLOCK_SKEW_MS = 60 * 1000;

/** What a page load was given of one remote. */
export interface TicketRelease {
  channel: LoadChannel;
  version: string;
  /** The remote's stable release when the page was given another one: the browser falls back to it. */
  stable?: string;
  /** For a canary, the time its run started (ms since the epoch). */
  run?: number;
}

export interface LoadTicket {
  /** Milliseconds since the epoch. */
  issuedAt: number;
  /** 12 random bytes, base64url. */
  nonce: string;
  /** By remote federation name (mf_news). */
  releases: Record<string, TicketRelease>;
}

const CHANNEL_CODES: Record<LoadChannel, string> = { stable: 's', canary: 'c', preview: 'p' };
const CHANNEL_OF_CODE: Record<string, LoadChannel> = { s: 'stable', c: 'canary', p: 'preview' };
const NONCE_BYTES = 12;

function signature(secret: string, payload: string): string {
  return sign(`load-ticket\n${payload}`, secret);
}

/**
 * The ticket as text: `<payload>.<signature>`, both base64url, so it fits a header's token as it is. The payload
 * is JSON `[issuedAt, nonce, { remote: [channel code, version, stable?, run?] }]`.
 */
export function issueLoadTicket(secret: string, releases: Record<string, TicketRelease>, now: number): string {
  const compact: Record<string, (string | number)[]> = {};
  for (const [remote, release] of Object.entries(releases)) {
    const entry: (string | number)[] = [CHANNEL_CODES[release.channel], release.version];
    if (release.stable !== undefined && release.stable !== release.version) entry.push(release.stable);
    else if (release.run !== undefined) entry.push('');
    if (release.run !== undefined) entry.push(release.run);
    compact[remote] = entry;
  }
  const nonce = frequentRandomToken(NONCE_BYTES);
  const payload = Buffer.from(JSON.stringify([now, nonce, compact])).toString('base64url');
  return `${payload}.${signature(secret, payload)}`;
}

/** Why a ticket is not taken: none sent, not one of ours (or altered), or too old. */
export type TicketProblem = 'no-ticket' | 'bad-ticket' | 'expired-ticket';

/** The ticket signed with `secret` and still young at `now`, or what is wrong with it. Never throws on any input. */
export function readLoadTicket(secret: string, text: unknown, now: number): LoadTicket | TicketProblem {
  if (typeof text !== 'string' || text === '') return 'no-ticket';
  if (text.length > MAX_LOAD_TICKET_LENGTH) return 'bad-ticket';
  const dot = text.indexOf('.');
  if (dot <= 0 || text.indexOf('.', dot + 1) !== -1) return 'bad-ticket';
  const payload = text.slice(0, dot);
  if (!safeEqual(text.slice(dot + 1), signature(secret, payload))) return 'bad-ticket';
  // Signed by us: the payload is what issueLoadTicket wrote, but it is still read defensively.
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return 'bad-ticket';
  }
  if (!Array.isArray(parsed) || parsed.length !== 3) return 'bad-ticket';
  const [issuedAt, nonce, compact] = parsed as unknown[];
  if (typeof issuedAt !== 'number' || !Number.isSafeInteger(issuedAt) || typeof nonce !== 'string') return 'bad-ticket';
  if (!compact || typeof compact !== 'object' || Array.isArray(compact)) return 'bad-ticket';
  if (issuedAt > now + CLOCK_SKEW_MS) return 'bad-ticket';
  if (now - issuedAt > LOAD_TICKET_LIFETIME_MS) return 'expired-ticket';
  const releases: Record<string, TicketRelease> = {};
  for (const [remote, entry] of Object.entries(compact as Record<string, unknown>)) {
    if (!Array.isArray(entry)) return 'bad-ticket';
    const [code, version, stable, run] = entry as unknown[];
    const channel = typeof code === 'string' ? CHANNEL_OF_CODE[code] : undefined;
    if (!channel || typeof version !== 'string') return 'bad-ticket';
    releases[remote] = {
      channel,
      version,
      ...(typeof stable === 'string' && stable !== '' ? { stable } : {}),
      ...(typeof run === 'number' ? { run } : {}),
    };
  }
  return { issuedAt, nonce, releases };
}
