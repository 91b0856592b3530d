import { useEffect } from 'react';
import { isApiError } from './api-error';
import { reportServiceFailure } from './client';

export interface FailureToastOptions {
  /**
   * Toast only when the service was not reached (network, time-out). A page that explains a clear answer of the
   * server itself (a 404 shown as "not found") sets this, so the visitor is not told twice.
   */
  onlyConnectionFailures?: boolean;
}

/** Shows the "cannot connect to the service" toast once for each new failure of a read the page depends on. */
export function useFailureToast(error: unknown, { onlyConnectionFailures = false }: FailureToastOptions = {}): void {
  useEffect(() => {
    if (!error) return;
    if (onlyConnectionFailures && isApiError(error) && !error.isConnectionFailure) return;
    reportServiceFailure(error);
  }, [error, onlyConnectionFailures]);
}
