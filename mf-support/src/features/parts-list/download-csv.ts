import { partsListCsv, type PartsListResult } from '@ferrolink/shared';

/** The downloaded file's name: the day of the check, so two checks of one audit stay apart in a folder. */
export function csvFileName(checkedAt: Date): string {
  return `parts-list-check-${checkedAt.toISOString().slice(0, 10)}.csv`;
}

/** Offers the results as a CSV file, written in the browser from the answer on screen (nothing is sent again). */
export function downloadResultsCsv(results: readonly PartsListResult[], checkedAt: Date): void {
  const url = URL.createObjectURL(new Blob([partsListCsv(results)], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = csvFileName(checkedAt);
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file once the click's task is over.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
