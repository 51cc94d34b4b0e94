const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

/**
 * Blog dates read 'dd MMM yyyy', e.g. 05 Mar 2026, in local time (as date-fns' format would). Written out so the
 * public pages do not carry a date library for one pattern.
 */
export function formatBlogDate(date: Date | string): string {
  const value = typeof date === 'string' ? new Date(date) : date;
  return `${String(value.getDate()).padStart(2, '0')} ${months[value.getMonth()]} ${value.getFullYear()}`;
}

/** A day as the wire, the console and the inbox filters write it: yyyy-mm-dd, read in UTC (a date column's day). */
export function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** yyyy-mm-dd as a date column value (midnight UTC, so the day never shifts). */
export function dayFromIso(day: string): Date {
  return new Date(`${day}T00:00:00.000Z`);
}

/** The months as people write them in full. */
export const monthNames = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** A date column's day as people in the UK write it: "31 March 2027" (read in UTC, as isoDay reads it). */
export function formatUkLongDate(date: Date): string {
  return `${date.getUTCDate()} ${monthNames[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
}
