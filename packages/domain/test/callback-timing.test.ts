import { describe, expect, it } from 'vitest';
import {
  CALLBACK_REFERENCE_PATTERN,
  callDayFor,
  callbackConfirmation,
  calendarWithHolidays,
  closedNowNotice,
  formatAmPm,
  newCallbackReference,
} from '../src/callback-timing.ts';
import { DEFAULT_OFFICE_HOURS, parseOfficeHours } from '../src/office-hours.ts';

const week = parseOfficeHours(DEFAULT_OFFICE_HOURS);
/** England and Wales: the early May bank holiday of 2027 is Monday 3 May. */
const calendar = calendarWithHolidays(week, ['2026-12-25', '2026-12-28', '2027-05-03']);
const morning = 'Morning (9am to 12pm)';
const lunchtime = 'Lunchtime (12pm to 2pm)';

// November is GMT (UTC); May is BST (UTC+1).
const wednesdayNight = new Date('2026-11-25T23:10:00Z');
const fridayEvening = new Date('2026-11-27T18:30:00Z');
const fridayBeforeBankHoliday = new Date('2027-04-30T18:00:00Z'); // 19:00 BST
const thursdayAfternoon = new Date('2026-11-26T15:00:00Z');

describe('the day a callback is made', () => {
  it('Wednesday 23:10: Thursday, whatever the window', () => {
    expect(callDayFor(calendar, wednesdayNight, null)).toBe('2026-11-26');
    expect(callDayFor(calendar, wednesdayNight, morning)).toBe('2026-11-26');
    expect(callDayFor(calendar, wednesdayNight, 'As soon as possible')).toBe('2026-11-26');
  });

  it('Friday after closing: Monday', () => {
    expect(callDayFor(calendar, fridayEvening, null)).toBe('2026-11-30');
    expect(callDayFor(calendar, fridayEvening, lunchtime)).toBe('2026-11-30');
  });

  it('before a bank holiday Monday: Tuesday', () => {
    expect(callDayFor(calendar, fridayBeforeBankHoliday, null)).toBe('2027-05-04');
  });

  it('the window already past today: the next open day; a window still ahead: today', () => {
    expect(callDayFor(calendar, thursdayAfternoon, morning)).toBe('2026-11-27');
    expect(callDayFor(calendar, thursdayAfternoon, lunchtime)).toBe('2026-11-27');
    expect(callDayFor(calendar, thursdayAfternoon, 'Afternoon (2pm to 6pm)')).toBe('2026-11-26');
    expect(callDayFor(calendar, thursdayAfternoon, null)).toBe('2026-11-26');
  });

  it('skips Christmas and the substitute Boxing Day', () => {
    expect(callDayFor(calendar, new Date('2026-12-24T18:01:00Z'), null)).toBe('2026-12-29');
  });

  it('a window the office never opens in: no day', () => {
    const mornings = calendarWithHolidays(parseOfficeHours('Mon-Fri 14:00-18:00'), []);
    expect(callDayFor(mornings, thursdayAfternoon, morning)).toBeNull();
  });
});

describe('the notice out of office hours', () => {
  it('names the next opening: tomorrow (Thursday) from 9:00', () => {
    expect(closedNowNotice(calendar, wednesdayNight)).toBe(
      "We're closed now. We'll call you from 9:00 tomorrow (Thursday).",
    );
  });

  it('today, before opening', () => {
    expect(closedNowNotice(calendar, new Date('2026-11-26T07:30:00Z'))).toBe(
      "We're closed now. We'll call you from 9:00 today.",
    );
  });

  it('further out: the day and date', () => {
    expect(closedNowNotice(calendar, fridayEvening)).toBe(
      "We're closed now. We'll call you from 9:00 on Monday 30 November.",
    );
    expect(closedNowNotice(calendar, fridayBeforeBankHoliday)).toBe(
      "We're closed now. We'll call you from 9:00 on Tuesday 4 May.",
    );
  });

  it('a chosen window: that window on its day', () => {
    expect(closedNowNotice(calendar, wednesdayNight, lunchtime)).toBe(
      "We're closed now. We'll call you tomorrow (Thursday) between 12pm and 2pm.",
    );
    expect(closedNowNotice(calendar, fridayEvening, morning)).toBe(
      "We're closed now. We'll call you on Monday 30 November between 9am and 12pm.",
    );
  });

  it('the office opening at 8:00 says so', () => {
    const early = calendarWithHolidays(parseOfficeHours('Mon-Fri 08:00-18:00, Sat 09:00-13:00'), []);
    expect(closedNowNotice(early, wednesdayNight)).toBe(
      "We're closed now. We'll call you from 8:00 tomorrow (Thursday).",
    );
    expect(closedNowNotice(early, fridayEvening)).toBe(
      "We're closed now. We'll call you from 9:00 tomorrow (Saturday).",
    );
  });

  it('nothing while open: the promise stands', () => {
    expect(closedNowNotice(calendar, thursdayAfternoon)).toBeNull();
    expect(closedNowNotice(calendar, thursdayAfternoon, morning)).toBeNull();
  });
});

describe('the confirmation', () => {
  it('gives the day, the window and the reference', () => {
    expect(callbackConfirmation({ reference: 'CB-7K3Q9X', callDay: '2026-11-26', bestTime: morning }, week)).toBe(
      "We'll call you on Thursday 26 November, between 9am and 12pm. Your reference is CB-7K3Q9X.",
    );
    expect(callbackConfirmation({ reference: 'CB-7K3Q9X', callDay: '2026-11-30', bestTime: null }, week)).toBe(
      "We'll call you on Monday 30 November, between 9am and 6pm. Your reference is CB-7K3Q9X.",
    );
  });

  it('writes times as the choices do', () => {
    expect([0, 9 * 60, 12 * 60, 17 * 60 + 30, 24 * 60].map(formatAmPm)).toEqual([
      '12am',
      '9am',
      '12pm',
      '5:30pm',
      '12am',
    ]);
  });
});

describe('the reference', () => {
  it('is CB- and six characters that cannot be misread, different each time', () => {
    const references = Array.from({ length: 500 }, newCallbackReference);
    for (const reference of references) {
      expect(reference).toMatch(CALLBACK_REFERENCE_PATTERN);
      expect(reference).not.toMatch(/[01ILOUV]/);
    }
    expect(new Set(references).size).toBe(references.length);
  });
});
