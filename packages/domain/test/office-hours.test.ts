import { describe, expect, it } from 'vitest';
import {
  DEFAULT_OFFICE_HOURS,
  describeOfficeHours,
  isOpenAt,
  nextOpening,
  officeTimeBetween,
  parseOfficeHours,
  type OfficeCalendar,
} from '../src/office-hours.ts';

const minutes = (ms: number) => ms / 60_000;
/** England and Wales bank holidays of Christmas 2026 (Boxing Day falls on a Saturday: Monday the 28th instead). */
const christmas2026 = new Set(['2026-12-25', '2026-12-26', '2026-12-28']);
const calendar = (setting = DEFAULT_OFFICE_HOURS, holidays = christmas2026): OfficeCalendar => ({
  week: parseOfficeHours(setting),
  isHoliday: (day) => holidays.has(day),
});

describe('OFFICE_HOURS', () => {
  it('defaults to the hours the site shows, in the spec’s words', () => {
    const week = parseOfficeHours(DEFAULT_OFFICE_HOURS);
    expect(week).toEqual([null, ...Array.from({ length: 5 }, () => ({ opens: 9 * 60, closes: 18 * 60 })), null]);
    expect(describeOfficeHours(week)).toBe('Monday to Friday 09:00 to 18:00');
  });

  it('reads several entries, full or short day names, in any case', () => {
    const week = parseOfficeHours('mon-Friday 08:00-18:00, Sat 09:00-13:00');
    expect(describeOfficeHours(week)).toBe('Monday to Friday 08:00 to 18:00, Saturday 09:00 to 13:00');
    expect(describeOfficeHours(parseOfficeHours('Mon-Sun 08:00-20:00'))).toBe('Monday to Sunday 08:00 to 20:00');
  });

  it.each([
    ['', 'names no day'],
    ['Mon-Fri 9-5', '"9" in "Mon-Fri 9-5" is not a time'],
    ['Funday 09:00-10:00', '"Funday" in "Funday 09:00-10:00" is not a day'],
    ['Mon 18:00-09:00', '"Mon 18:00-09:00" closes before it opens'],
    ['Fri-Mon 09:00-18:00', 'runs backwards'],
    ['Mon-Fri 09:00-18:00, Mon 10:00-11:00', 'Monday is named twice'],
    ['Mon-Fri 09:00-25:00', 'is not a time'],
  ])('refuses %j, saying why', (setting, reason) => {
    expect(() => parseOfficeHours(setting)).toThrow(reason);
  });
});

describe('office time', () => {
  it('counts only open hours across closing time: 17:58 to 09:01 the next morning is 3 minutes', () => {
    // Wednesday 25 and Thursday 26 November 2026: UK time is UTC in winter.
    const waited = officeTimeBetween(calendar(), new Date('2026-11-25T17:58:00Z'), new Date('2026-11-26T09:01:00Z'));
    expect(minutes(waited)).toBe(3);
  });

  it('skips a weekend: Friday 17:55 to Monday 09:05 is 10 minutes', () => {
    const waited = officeTimeBetween(calendar(), new Date('2026-11-27T17:55:00Z'), new Date('2026-11-30T09:05:00Z'));
    expect(minutes(waited)).toBe(10);
  });

  it('skips bank holidays: Christmas Eve 17:50 to Tuesday 29 December 09:10 is 20 minutes', () => {
    const waited = officeTimeBetween(calendar(), new Date('2026-12-24T17:50:00Z'), new Date('2026-12-29T09:10:00Z'));
    expect(minutes(waited)).toBe(20);
  });

  it('is nothing outside hours, and the whole span inside them', () => {
    expect(officeTimeBetween(calendar(), new Date('2026-11-28T10:00:00Z'), new Date('2026-11-28T12:00:00Z'))).toBe(0);
    expect(
      minutes(officeTimeBetween(calendar(), new Date('2026-11-26T10:00:00Z'), new Date('2026-11-26T10:07:30Z'))),
    ).toBe(7.5);
  });

  it('reads hours in UK time, summer time included', () => {
    // 09:00 in London is 08:00 UTC in July and 09:00 UTC in January.
    expect(isOpenAt(calendar(), new Date('2026-07-01T08:30:00Z'))).toBe(true);
    expect(isOpenAt(calendar(), new Date('2026-01-07T08:30:00Z'))).toBe(false);
    expect(isOpenAt(calendar(), new Date('2026-07-01T17:30:00Z'))).toBe(false);
  });

  it('keeps a day of 25 hours to its clock: the Monday after the clocks go back opens at 09:00', () => {
    // The clocks went back on Sunday 25 October 2026.
    expect(nextOpening(calendar(), new Date('2026-10-24T12:00:00Z'))).toEqual(new Date('2026-10-26T09:00:00Z'));
    expect(
      minutes(officeTimeBetween(calendar(), new Date('2026-10-23T16:00:00Z'), new Date('2026-10-26T10:00:00Z'))),
    ).toBe(120);
  });
});

describe('the next opening', () => {
  it('is now when open, the next morning late at night, Monday after Friday evening', () => {
    const open = new Date('2026-11-25T11:00:00Z');
    expect(nextOpening(calendar(), open)).toEqual(open);
    // 23:10 on a Wednesday.
    expect(nextOpening(calendar(), new Date('2026-11-25T23:10:00Z'))).toEqual(new Date('2026-11-26T09:00:00Z'));
    expect(nextOpening(calendar(), new Date('2026-11-27T18:30:00Z'))).toEqual(new Date('2026-11-30T09:00:00Z'));
  });

  it('passes over bank holidays, and opens on Saturday when Saturday has hours', () => {
    expect(nextOpening(calendar(), new Date('2026-12-24T19:00:00Z'))).toEqual(new Date('2026-12-29T09:00:00Z'));
    const withSaturday = calendar('Mon-Fri 08:00-18:00, Sat 09:00-13:00', new Set());
    expect(nextOpening(withSaturday, new Date('2026-11-27T18:30:00Z'))).toEqual(new Date('2026-11-28T09:00:00Z'));
  });
});
