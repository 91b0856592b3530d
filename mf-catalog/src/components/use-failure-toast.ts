import { useEffect } from 'react';
import { reportServiceFailure } from '@ferrolink/shared';

/** SPEC.md §8: a failed detail, list or filter read shows "cannot connect to the service" once per failure. */
export function useFailureToast(error: unknown): void {
  useEffect(() => {
    if (error) reportServiceFailure(error);
  }, [error]);
}
