const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

/**
 * Blog dates read 'dd MMM yyyy', e.g. 05 Mar 2026, in local time (as date-fns' format would). Written out so the
 * public pages do not carry a date library for one pattern.
 */
export function formatBlogDate(date: Date | string): string {
  const value = typeof date === 'string' ? new Date(date) : date;
  return `${String(value.getDate()).padStart(2, '0')} ${months[value.getMonth()]} ${value.getFullYear()}`;
}
