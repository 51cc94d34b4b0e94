import type { Page } from '@playwright/test';

/**
 * The booking screen's heading, whatever the hour: it makes the callback promise ("in 60 seconds") only while the
 * office is open, which booking.spec.ts and callback-timing.spec.ts check at set times. Flow specs only need to
 * know they reached the screen.
 */
export const bookingHeading = (page: Page) =>
  page.getByRole('heading', { level: 1, name: /^Get a quick call from us/ });
