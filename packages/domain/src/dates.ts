import { format } from 'date-fns';

/** Blog dates read 'dd MMM yyyy', e.g. 05 Mar 2026. */
export function formatBlogDate(date: Date | string): string {
  return format(typeof date === 'string' ? new Date(date) : date, 'dd MMM yyyy');
}
