import { useEffect } from 'react';
import { isApiError } from './api-error';
import { reportServiceFailure } from './client';

export interface FailureToastOptions {
  /**
   * No toast when the server answered that the thing asked for does not exist (see isNotFoundAnswer): a detail page
   * shows the site's not-found page for that, and the service did answer. Failures (no answer, time-out, 5xx) still toast.
   */
  quietWhenNotFound?: boolean;
}

/**
 * True when the server answered a read by id with "there is no such thing": 404, or 400 for an id it cannot name
 * anything with (out of range). Both are answers, not failures: the server's own page for that address is a 404.
 */
export function isNotFoundAnswer(error: unknown): boolean {
  return isApiError(error) && error.kind === 'status' && (error.code === 404 || error.code === 400);
}

/** Shows the "cannot connect to the service" toast once for each new failure of a read the page depends on. */
export function useFailureToast(error: unknown, { quietWhenNotFound = false }: FailureToastOptions = {}): void {
  useEffect(() => {
    if (!error) return;
    if (quietWhenNotFound && isNotFoundAnswer(error)) return;
    reportServiceFailure(error);
  }, [error, quietWhenNotFound]);
}
