import { DEFAULT_OFFICE_HOURS, nextOpening, officeTimeBetween, parseOfficeHours } from '@sme/domain';
import { describe, expect, it } from 'vitest';
import { isBankHoliday, officeCalendar } from '../src/services/office-hours/office-calendar.ts';

describe('the office calendar', () => {
  it('knows the England and Wales bank holidays, substitute days included, and no Scottish ones', () => {
    for (const day of [
      '2026-04-03',
      '2026-04-06',
      '2026-05-04',
      '2026-05-25',
      '2026-08-31',
      '2026-12-25',
      '2026-12-28',
    ]) {
      expect(isBankHoliday(day), day).toBe(true);
    }
    // 2 January and St Andrew's Day are Scotland's; 27 November is an ordinary Friday.
    for (const day of ['2026-01-02', '2026-11-30', '2026-11-27']) expect(isBankHoliday(day), day).toBe(false);
    expect(isBankHoliday('2027-03-26')).toBe(true); // Good Friday 2027
  });

  it('closes on them: a lead sent before the Summer bank holiday weekend waits from Friday evening to Tuesday', () => {
    const calendar = officeCalendar(parseOfficeHours(DEFAULT_OFFICE_HOURS));
    // Friday 28 August 2026 17:50 BST to Tuesday 1 September 09:10 BST; Monday 31 August is the bank holiday.
    const from = new Date('2026-08-28T16:50:00Z');
    const to = new Date('2026-09-01T08:10:00Z');
    expect(officeTimeBetween(calendar, from, to) / 60_000).toBe(20);
    expect(nextOpening(calendar, new Date('2026-08-28T18:00:00Z'))).toEqual(new Date('2026-09-01T08:00:00Z'));
  });
});
