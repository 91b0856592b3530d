const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** Dates are shown as month name, day, year: "March 4, 2024". Reads the calendar date of an ISO string so time zones never move the day. */
export function formatArticleDate(iso: string | null | undefined): string {
  if (!iso) return '';
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso);
  if (!match) return '';
  const [, year, month, day] = match;
  const monthName = MONTHS[Number(month) - 1];
  if (!monthName) return '';
  return `${monthName} ${Number(day)}, ${year}`;
}
