import { DEFAULT_OFFICE_HOURS, nextOpening, officeTimeBetween, parseOfficeHours } from '@sme/domain';
import { describe, expect, it } from 'vitest';
import { bankHolidaysFrom, isBankHoliday, officeCalendar } from '../src/services/office-hours/office-calendar.ts';

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

  it('counts a holiday that falls at a weekend on its substitute day only, as the law does', () => {
    // Boxing Day 2026 is a Saturday (substitute Monday 28); Christmas and Boxing Day 2027 a Saturday and a Sunday
    // (Monday 27 and Tuesday 28); New Year's Day 2028 a Saturday (Monday 3 January). An office open on Saturdays opens.
    for (const day of ['2026-12-26', '2027-12-25', '2027-12-26', '2028-01-01']) {
      expect(isBankHoliday(day), day).toBe(false);
    }
    for (const day of ['2026-12-28', '2027-12-27', '2027-12-28', '2028-01-03'])
      expect(isBankHoliday(day), day).toBe(true);
    const saturdays = officeCalendar(parseOfficeHours('Mon-Sat 09:00-18:00'));
    // Friday 24 December 2027 at 18:00: open again on Saturday the 25th? No, the law's holiday is the 27th: Saturday
    // is an ordinary Saturday for the office.
    expect(nextOpening(saturdays, new Date('2027-12-24T18:00:00Z'))).toEqual(new Date('2027-12-25T09:00:00Z'));
  });

  it('knows any year, not only the years around the day the server started', () => {
    expect(isBankHoliday('2031-12-25')).toBe(true);
    expect(bankHolidaysFrom(2030, 1)).toContain('2030-08-26');
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
