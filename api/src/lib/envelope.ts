import type { Envelope } from '../contracts/envelope';

export type { Envelope };

export function ok<T>(response: T, message = 'OK'): Envelope<T> {
  return { code: 200, success: true, message, response };
}

export function failure(code: number, message: string): Envelope<null> {
  return { code, success: false, message, response: null };
}

/** An error a route throws on purpose: its status becomes the envelope code and its message is shown to the visitor. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string) => new HttpError(400, message);
export const unauthorized = (message = 'Please sign in to continue.') => new HttpError(401, message);
export const notFound = (message: string) => new HttpError(404, message);
export const tooManyRequests = (message: string) => new HttpError(429, message);

/** JSON schema of an envelope whose response matches `response` (used for fast serialisation and documentation). */
export function envelopeSchema(response: object) {
  return {
    type: 'object',
    properties: {
      code: { type: 'integer' },
      success: { type: 'boolean' },
      message: { type: 'string' },
      response,
    },
    required: ['code', 'success', 'message', 'response'],
  } as const;
}
