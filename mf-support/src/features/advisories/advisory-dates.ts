/** An ISO date-time in UTC as the advisory pages show it: the day, as the advisory's revision history dates it. */
export function advisoryDay(isoDateTime: string): string {
  return isoDateTime.slice(0, 10);
}
