import { ApiError } from './api-error';

/** The request header the API reads a submission's key from (api/src/plugins/app/idempotency.ts). */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

function hex(bytes: Uint8Array): string {
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * A new key, unguessable and unique: a UUID where the browser has crypto.randomUUID (only on HTTPS and localhost),
 * else 16 random bytes in hex (getRandomValues works on plain HTTP too). Either fits the API's 8 to 200 characters
 * of letters, digits, "-" and "_".
 */
export function newIdempotencyKey(): string {
  if (typeof globalThis.crypto.randomUUID === 'function') return globalThis.crypto.randomUUID();
  return hex(globalThis.crypto.getRandomValues(new Uint8Array(16)));
}

/** Sends one submission with the headers it must carry. */
export type SubmissionSender<TPayload, TResult> = (payload: TPayload, headers: Record<string, string>) => Promise<TResult>;

/**
 * One form's submissions, each sent with an Idempotency-Key, so the API stores and mails a submission once however
 * often it arrives. A submission keeps its key while it gets no answer (the connection dropped or timed out, so it
 * may have arrived) and is sent again unchanged: the API then answers it from the first attempt. Any answer ends
 * the submission, success or refusal (a refusal did nothing, and the API does not keep it); a changed payload is a
 * new submission. Either way the next send gets a new key, so a deliberate second send ("resend the code") is
 * never mistaken for a retry.
 */
export function idempotentSubmissions<TPayload, TResult>(send: SubmissionSender<TPayload, TResult>): (payload: TPayload) => Promise<TResult> {
  let unanswered: { payload: string; key: string } | undefined;
  return async (payload) => {
    // Each form builds its payload the same way each time, so the same fields give the same text.
    const text = JSON.stringify(payload) ?? '';
    const submission = unanswered?.payload === text ? unanswered : { payload: text, key: newIdempotencyKey() };
    unanswered = submission;
    const answered = () => {
      // Only the latest submission: an older one settling late must not end the one sent after it.
      if (unanswered === submission) unanswered = undefined;
    };
    try {
      const result = await send(payload, { [IDEMPOTENCY_KEY_HEADER]: submission.key });
      answered();
      return result;
    } catch (error) {
      if (!(error instanceof ApiError && error.isConnectionFailure)) answered();
      throw error;
    }
  };
}
