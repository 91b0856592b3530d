import { AxiosError, AxiosHeaders, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import { type Envelope, httpClient } from '@ferrolink/shared';

// The one stand-in for the API in component tests. It replaces only the transport of the page's one axios
// instance, so the real fetchers, client, envelope handling, error type and toasts run as in a browser.

/** A request the component sent, as the fake server saw it. */
export interface SentRequest {
  /** 'GET' or 'POST'. */
  method: string;
  /** The API path without a leading slash, e.g. 'Product/GetPage'. */
  path: string;
  /** The query parameters, with the values the fetcher passed (numbers stay numbers). */
  params: Record<string, unknown>;
  /** The JSON body of a POST, parsed back into an object. */
  body: Record<string, unknown> | undefined;
}

/**
 * The headers each request was sent with, by name in lower case. Kept beside the request rather than in it, so the
 * tests that compare whole requests go on comparing method, path, parameters and body.
 */
const sentHeaders = new WeakMap<SentRequest, Record<string, string>>();

/** A header the request was sent with (any case of the name), or undefined. */
export function sentHeader(request: SentRequest | undefined, name: string): string | undefined {
  return request ? sentHeaders.get(request)?.[name.toLowerCase()] : undefined;
}

/** The reply that makes the request fail the way a dropped connection does. */
export const NETWORK_ERROR = 'network-error';

export type FakeReply = Envelope<unknown> | typeof NETWORK_ERROR;

/** Answers one request; a promise that never settles keeps the request pending for the whole test. */
export type FakeServer = (request: SentRequest) => FakeReply | Promise<FakeReply>;

/** The envelope of a successful call. */
export function ok<T>(response: T, message = 'OK'): Envelope<T> {
  return { code: 200, success: true, message, response };
}

/** The envelope of a refused call (the server answers HTTP 200 with this code in the body). */
export function fail(code: number, message: string): Envelope<null> {
  return { code, success: false, message, response: null };
}

/** A server that answers each path with its own handler and refuses any other path, as the API does, with a 404. */
export function byPath(handlers: Record<string, FakeServer>): FakeServer {
  return (request) => {
    const handler = handlers[request.path];
    return handler ? handler(request) : fail(404, `There is no fake for ${request.path}.`);
  };
}

function readBody(data: unknown): Record<string, unknown> | undefined {
  if (typeof data !== 'string' || data === '') return undefined;
  return JSON.parse(data) as Record<string, unknown>;
}

/**
 * Routes every request of the page's HTTP client to `server` until the test file ends (each test file has its own
 * module registry, so its own client). Returns the list of requests sent, in order, which grows as the page asks.
 */
export function fakeApi(server: FakeServer): SentRequest[] {
  const sent: SentRequest[] = [];
  const adapter: AxiosAdapter = async (config: InternalAxiosRequestConfig) => {
    const request: SentRequest = {
      method: (config.method ?? 'get').toUpperCase(),
      path: (config.url ?? '').replace(/^\//, ''),
      params: (config.params ?? {}) as Record<string, unknown>,
      body: readBody(config.data),
    };
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(AxiosHeaders.from(config.headers).toJSON())) {
      if (typeof value === 'string') headers[name.toLowerCase()] = value;
    }
    sentHeaders.set(request, headers);
    sent.push(request);
    const reply = await server(request);
    if (reply === NETWORK_ERROR) throw new AxiosError('Network Error', AxiosError.ERR_NETWORK, config);
    return { data: reply, status: 200, statusText: 'OK', headers: {}, config };
  };
  httpClient.defaults.adapter = adapter;
  return sent;
}

/** A promise the test settles when it wants: shows what the page does while a request runs. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}
