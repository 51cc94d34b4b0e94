import timekeeper from 'timekeeper';
import { afterAll, beforeAll } from 'vitest';

// A test whose outcome depends on the day or the hour (office hours, weekends, bank holidays, "today" in a filter,
// the clocks changing) states the moment it is about, instead of reading the moment it happens to run: CI runs at
// weekends and at midnight too (npm run test:clock runs the suite at such moments).

/**
 * The suite's clock starts at `at` and runs on at the real clock's pace until its last test ends, so records made one
 * after another still get later times. Only `Date` moves: the database drivers and the server keep their timers.
 * Register it before the hooks that open the suite's database or sign staff in, so their records and sessions are
 * made at that moment too. (Vitest's fake Date freezes the clock, or ticks it by a timer that falls behind under
 * load: leads made in the same frozen millisecond have no "newest first".)
 */
export function clockFromForSuite(at: Date | string): void {
  beforeAll(() => {
    timekeeper.travel(new Date(at));
  });
  afterAll(() => {
    timekeeper.reset();
  });
}
