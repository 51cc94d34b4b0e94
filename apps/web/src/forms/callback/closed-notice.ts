import { calendarWithHolidays, closedNowNotice } from '@sme/domain';

// Loaded by use-closed-notice.ts once a page has hydrated: the wording and its calendar sums are needed only in the
// browser, after the first paint, so they stay out of the first load of every page with a booking screen or the
// callback form.
export { calendarWithHolidays, closedNowNotice };
