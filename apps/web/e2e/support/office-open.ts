import type { Page } from '@playwright/test';
import { calendarWithHolidays, DEFAULT_OFFICE_HOURS, isOpenAt, nextOpening, parseOfficeHours } from '@sme/domain';
import { bankHolidaysFrom } from '../../../../packages/api/src/services/office-hours/office-calendar.ts';

/** The offset npm run test:clock moved the clock by (support/moved-clock.ts); none in any other run. */
const offsetMs = Number(process.env.TEST_CLOCK_OFFSET_SECONDS ?? 0) * 1000;

/**
 * Sets the page's clock to a moment the office is open (the harness's default hours): now when it is open, else an
 * hour into the next opening. For specs about a screen that makes the callback promise, which is made only while
 * the office is open; what the screens say out of hours has its own spec (callback-timing.spec.ts).
 */
export async function openOffice(page: Page): Promise<void> {
  const now = new Date(Date.now() + offsetMs);
  const calendar = calendarWithHolidays(
    parseOfficeHours(DEFAULT_OFFICE_HOURS),
    bankHolidaysFrom(now.getUTCFullYear() - 1, 3),
  );
  const open = isOpenAt(calendar, now) ? now : new Date(nextOpening(calendar, now)!.getTime() + 60 * 60_000);
  await page.clock.setFixedTime(open);
}
