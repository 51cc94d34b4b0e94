import { describe, expect, it } from 'vitest';
import {
  bookedCallRowText,
  callbackRowText,
  callbackWindowOf,
  callsDueDays,
  callsDueHeading,
  leftAtText,
} from '../src/calls-due.ts';
import { calendarWithHolidays } from '../src/callback-timing.ts';
import { DEFAULT_OFFICE_HOURS, parseOfficeHours } from '../src/office-hours.ts';

const calendar = calendarWithHolidays(parseOfficeHours(DEFAULT_OFFICE_HOURS), [
  '2026-12-25',
  '2026-12-28',
  '2027-05-03',
]);

describe('who to call and when, in words', () => {
  it("gives a callback's window on its day in UK time, GMT or BST", () => {
    const winter = callbackWindowOf(calendar, {
      callDay: '2026-11-27',
      bestTime: 'Lunchtime (12pm to 2pm)',
      createdAt: new Date('2026-11-26T23:00:00Z'),
    });
    expect(winter).toEqual({
      day: '2026-11-27',
      start: new Date('2026-11-27T12:00:00Z'),
      end: new Date('2026-11-27T14:00:00Z'),
      text: '12:00–14:00',
    });
    expect(callbackRowText(winter)).toBe('Callback requested: Fri 27 Nov, 12:00–14:00');
    // May is BST: 9:00 in London is 8:00 UTC. A request stored before days were gets the day it would have had.
    const summer = callbackWindowOf(calendar, {
      callDay: null,
      bestTime: 'Morning (9am to 12pm)',
      createdAt: new Date('2027-05-01T10:00:00Z'),
    });
    expect(summer).toMatchObject({ day: '2027-05-04', start: new Date('2027-05-04T08:00:00Z'), text: '09:00–12:00' });
  });

  it("says a booked call's time and when a visitor left", () => {
    expect(bookedCallRowText(new Date('2026-12-03T14:00:00Z'))).toBe('Call booked: Thu 3 Dec, 14:00');
    const now = new Date('2026-11-26T16:00:00Z');
    expect(leftAtText(new Date('2026-11-26T14:02:00Z'), now)).toBe('at 14:02');
    expect(leftAtText(new Date('2026-11-25T14:02:00Z'), now)).toBe('at 14:02 on 25 Nov');
  });

  it('lists today and the next two open days, past weekends and bank holidays, with their headings', () => {
    // Thursday 24 December 2026: Christmas Day, the weekend and the substitute Monday are closed.
    expect(callsDueDays(calendar, new Date('2026-12-24T10:00:00Z'))).toEqual([
      '2026-12-24',
      '2026-12-29',
      '2026-12-30',
    ]);
    // A Saturday is still shown itself: a call may be booked on it.
    expect(callsDueDays(calendar, new Date('2026-11-28T10:00:00Z'))).toEqual([
      '2026-11-28',
      '2026-11-30',
      '2026-12-01',
    ]);
    expect(['2026-11-26', '2026-11-27', '2026-11-30'].map((day) => callsDueHeading(day, '2026-11-26'))).toEqual([
      'Today',
      'Tomorrow',
      'Monday 30 November',
    ]);
  });
});
