import {
  CONSOLE_HEADER,
  getRuntimeConfig,
  type ConsoleSessionReply,
  type HistoryEntry,
  type ReleaseListing,
  type RolloutSeries,
  type SeriesChannel,
  type SeriesMetric,
  type SeriesRange,
  type StatusRow,
  type VitalDevice,
} from '@ferrolink/shared';

// The rollout API as the console reads it. Plain fetch, not the site's shared client: that client treats a 401 as
// the visitor's account session ending, while here it means the console's own session did. The session is an
// httpOnly cookie set by POST /rollout/session: the token typed into the form is sent once and never kept.

export class ConsoleApiError extends Error {
  constructor(
    message: string,
    /** The envelope's code (401 signed out, 403, 409 a stale revision...), 0 when the server was not reached. */
    readonly code: number,
  ) {
    super(message);
    this.name = 'ConsoleApiError';
  }
}

export type {
  ConsoleSessionReply as ConsoleSession,
  HistoryEntry,
  ReleaseListing,
  RolloutSeries,
  SeriesChannel,
  SeriesMetric,
  SeriesRange,
  StatusRow,
};
/** The device classes the plots show, as the site chooses them. */
export type SeriesDevice = VitalDevice;

/** What a command sends: the remote, the revision it was decided on (a change meanwhile makes it a 409), and its own fields. */
export interface CommandInput {
  remote: string;
  revision?: number;
  version?: string;
  to?: string;
  steps?: string;
  reason?: string;
}

export type CommandVerb = 'start' | 'advance' | 'pause' | 'resume' | 'promote' | 'abort' | 'rollback';

interface Envelope<T> {
  code: number;
  message: string;
  response: T;
}

function rolloutUrl(path: string): string {
  return `${getRuntimeConfig().apiBaseUrl.replace(/\/+$/, '')}/rollout/${path}`;
}

async function send<T>(method: 'GET' | 'POST' | 'DELETE', path: string, body?: object): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (method !== 'GET') headers[CONSOLE_HEADER] = '1';
  if (body) headers['Content-Type'] = 'application/json';
  let envelope: Envelope<T>;
  try {
    const reply = await fetch(rolloutUrl(path), {
      method,
      headers,
      body: body ? JSON.stringify(body) : undefined,
      credentials: 'same-origin',
      cache: 'no-store',
    });
    envelope = (await reply.json()) as Envelope<T>;
  } catch {
    throw new ConsoleApiError('The server could not be reached. Check the connection and try again.', 0);
  }
  if (typeof envelope?.code !== 'number') throw new ConsoleApiError('The server gave an answer the console cannot read.', 0);
  if (envelope.code !== 200) throw new ConsoleApiError(envelope.message || `The server answered ${envelope.code}.`, envelope.code);
  return envelope.response;
}

export const consoleApi = {
  session: () => send<ConsoleSessionReply>('GET', 'session'),
  signIn: (token: string) => send<ConsoleSessionReply>('POST', 'session', { token }),
  signOut: () => send<ConsoleSessionReply>('DELETE', 'session'),
  status: () => send<StatusRow[]>('GET', 'status'),
  history: (remote: string, limit = 50) => send<HistoryEntry[]>('GET', `history?remote=${encodeURIComponent(remote)}&limit=${limit}`),
  releases: (remote: string) => send<ReleaseListing[]>('GET', `releases?remote=${encodeURIComponent(remote)}`),
  series: (remote: string, range: SeriesRange) => send<RolloutSeries>('GET', `series?remote=${encodeURIComponent(remote)}&range=${range}`),
  command: (verb: CommandVerb, input: CommandInput) => send<{ action: string; summary: string }>('POST', verb, input),
};
