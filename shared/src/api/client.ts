import axios, { AxiosError, type AxiosRequestConfig } from 'axios';
import { CLIENT_TIMEOUT_MS, MESSAGES } from '../constants';
import type { Envelope } from '../types';
import { getRuntimeConfig, onRuntimeConfigChange } from '../runtime-config';
import { ApiError } from './api-error';
import { toast } from '../ui/toast-store';
import { takePageData } from './page-data';

type QueryValue = string | number | boolean | undefined | null;
export type QueryParams = Record<string, QueryValue>;

/** The one axios instance of the page (shared is a federated singleton, so shell and remotes hold the same object). */
export const httpClient = axios.create({
  baseURL: getRuntimeConfig().apiBaseUrl,
  timeout: CLIENT_TIMEOUT_MS,
  // The session is an httpOnly cookie; remotes served from another origin still send it.
  withCredentials: true,
  // Every reply is an envelope, whatever its HTTP status: read the code from the body.
  validateStatus: () => true,
  headers: { Accept: 'application/json' },
});

onRuntimeConfigChange((config) => {
  httpClient.defaults.baseURL = config.apiBaseUrl;
});

type UnauthorizedHandler = () => void;
let onUnauthorized: UnauthorizedHandler = () => undefined;

/** The auth module registers what a 401 means (the session has ended). */
export function setUnauthorizedHandler(handler: UnauthorizedHandler): void {
  onUnauthorized = handler;
}

function isEnvelope(body: unknown): body is Envelope<unknown> {
  return typeof body === 'object' && body !== null && 'code' in body && typeof (body as { code: unknown }).code === 'number';
}

function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (error instanceof AxiosError && error.code === AxiosError.ECONNABORTED) {
    return new ApiError('timeout', MESSAGES.cannotConnect);
  }
  if (error instanceof AxiosError && error.code === AxiosError.ETIMEDOUT) {
    return new ApiError('timeout', MESSAGES.cannotConnect);
  }
  return new ApiError('network', MESSAGES.cannotConnect);
}

async function send<T>(config: AxiosRequestConfig): Promise<T> {
  let body: unknown;
  try {
    const reply = await httpClient.request<unknown>(config);
    body = reply.data;
  } catch (error) {
    throw toApiError(error);
  }
  if (!isEnvelope(body)) throw new ApiError('network', MESSAGES.cannotConnect);
  if (body.code === 200) return body.response as T;
  if (body.code === 401) onUnauthorized();
  throw new ApiError('status', body.message || MESSAGES.cannotConnect, body.code);
}

function cleanParams(params: QueryParams | undefined): Record<string, string | number | boolean> | undefined {
  if (!params) return undefined;
  const clean: Record<string, string | number | boolean> = {};
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== null) clean[key] = value;
  }
  return clean;
}

/**
 * GET `path` (relative to the API base, e.g. 'WebSite/CopyRight') and resolve to the envelope's `response` when its
 * code is 200. `headers` are sent besides the client's own (an Idempotency-Key, see idempotent-submission.ts).
 */
export function apiGet<T>(path: string, params?: QueryParams, signal?: AbortSignal, headers?: Record<string, string>): Promise<T> {
  const clean = cleanParams(params);
  // The page's first reads may have come with the page itself (see page-data.ts): those are not asked for again.
  const fromPage = takePageData(path, clean);
  if (fromPage.found) return Promise.resolve(fromPage.response as T);
  return send<T>({ method: 'GET', url: path, params: clean, signal, headers });
}

/** POST a JSON body, with `headers` besides the client's own; resolves to the envelope's `response` when its code is 200. */
export function apiPost<T>(path: string, body?: unknown, signal?: AbortSignal, headers?: Record<string, string>): Promise<T> {
  return send<T>({ method: 'POST', url: path, data: body ?? {}, signal, headers });
}

/** The toast "cannot connect to the service". */
export function showConnectionError(): void {
  toast.warning(MESSAGES.cannotConnect);
}

/** Shows the connection toast for a failure of the service (network, time-out or a non-200 code) of detail, list, filter, search and download data. A 401 shows nothing here: the auth store handles it. */
export function reportServiceFailure(error: unknown): void {
  if (error instanceof ApiError && error.code === 401) return;
  showConnectionError();
}
