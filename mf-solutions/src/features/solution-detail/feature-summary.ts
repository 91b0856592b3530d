import { TRUNCATE, truncate } from '@ferrolink/shared';

/** A summary of 170 characters or more is cut at 430; shorter summaries are shown whole. */
export function featureSummary(summary: string): string {
  return summary.length >= TRUNCATE.solutionSummaryThreshold ? truncate(summary, TRUNCATE.solutionSummary) : summary;
}
