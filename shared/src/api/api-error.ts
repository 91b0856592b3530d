/** Why a call failed: the service could not be reached or timed out, or it answered with a non-200 envelope code. */
export type ApiErrorKind = 'network' | 'timeout' | 'status';

/** The one error type every API call rejects with. */
export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  /** The envelope code for 'status' errors (400, 401, 404, 429...), 0 otherwise. */
  readonly code: number;

  constructor(kind: ApiErrorKind, message: string, code = 0) {
    super(message);
    this.name = 'ApiError';
    this.kind = kind;
    this.code = code;
  }

  /** True when the service was not reached at all (network down, time-out, garbage reply). */
  get isConnectionFailure(): boolean {
    return this.kind !== 'status';
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
