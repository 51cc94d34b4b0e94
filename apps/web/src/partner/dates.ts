const ukDate = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'Europe/London',
});

/** A moment as a UK calendar date, "27 Nov 2026" (the portal is rendered in the browser only, never on the server). */
export function formatUkDate(iso: string): string {
  return ukDate.format(new Date(iso));
}
