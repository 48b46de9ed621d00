/** `yyyy-MM` of a date, in UTC: a report's month is the month of its createdDateTime. */
export const utcMonth = (date: Date = new Date()): string => date.toISOString().slice(0, 7);

/** The createdDateTime range of a month: `[from, to)`, compared as the stored ISO text. */
export function monthRange(month: string): { from: string; to: string } {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  const next = new Date(Date.UTC(year, monthNumber, 1)).toISOString().slice(0, 10);
  return { from: `${month}-01`, to: next };
}
