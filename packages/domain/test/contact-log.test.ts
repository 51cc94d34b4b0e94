import { describe, expect, it } from 'vitest';
import {
  attemptText,
  attemptsText,
  contactLoggedText,
  DEFAULT_OFFICE_HOURS,
  firstContactText,
  formatOfficeDuration,
  isOutcomeOf,
  officeTimeBetween,
  officeTimeSince,
  openingFrom,
  ordinal,
  parseOfficeHours,
  waitingLevel,
  waitingLevelWords,
  waitingOf,
  type OfficeCalendar,
} from '../src/index.ts';

const minutes = (n: number) => n * 60_000;
// England and Wales' Summer bank holiday 2026; the server's calendar knows them all (date-holidays).
const calendar: OfficeCalendar = {
  week: parseOfficeHours(DEFAULT_OFFICE_HOURS),
  isHoliday: (day) => day === '2026-08-31',
};

describe('a waiting time', () => {
  it('reads in minutes, then hours and minutes; days of office time stay hours', () => {
    expect(formatOfficeDuration(0)).toBe('Under 1 min');
    expect(formatOfficeDuration(59_999)).toBe('Under 1 min');
    expect(formatOfficeDuration(minutes(2))).toBe('2 min');
    expect(formatOfficeDuration(minutes(2) + 59_000)).toBe('2 min');
    expect(formatOfficeDuration(minutes(60))).toBe('1 h');
    expect(formatOfficeDuration(minutes(65))).toBe('1 h 5 min');
    expect(formatOfficeDuration(minutes(27 * 60 + 5))).toBe('27 h 5 min');
  });

  it('turns amber at the 3 minutes promised and red from 15, with a word beside the colour', () => {
    expect(waitingLevel(minutes(3) - 1)).toBe('normal');
    expect(waitingLevel(minutes(3))).toBe('amber');
    expect(waitingLevel(minutes(15) - 1)).toBe('amber');
    expect(waitingLevel(minutes(15))).toBe('red');
    expect(waitingLevelWords).toEqual({ normal: '', amber: 'Over 3 min', red: 'Over 15 min' });
    expect(waitingOf(minutes(16))).toEqual({ ms: minutes(16), text: '16 min', level: 'red' });
  });

  it('counts office time only: across closing time, a weekend and a bank holiday', () => {
    // Thursday 17:58 BST to Friday 09:01: 3 minutes.
    const closing = officeTimeBetween(calendar, new Date('2026-08-27T16:58:00Z'), new Date('2026-08-28T08:01:00Z'));
    expect(waitingOf(closing).text).toBe('3 min');
    // Friday 17:50 BST, the weekend, the bank holiday Monday, to Tuesday 09:10: 20 minutes, red.
    const longWeekend = officeTimeBetween(calendar, new Date('2026-08-28T16:50:00Z'), new Date('2026-09-01T08:10:00Z'));
    expect(waitingOf(longWeekend)).toEqual({ ms: minutes(20), text: '20 min', level: 'red' });
  });

  it('ticks on screen within the office’s opening only, from the server’s reading', () => {
    // Read at 17:55 BST on Friday: the opening ends at 18:00; the next is Tuesday's, after the bank holiday.
    const asOf = new Date('2026-08-28T16:55:00Z');
    const opening = openingFrom(calendar, asOf)!;
    const clock = {
      asOf: asOf.toISOString(),
      opensAt: opening.start.toISOString(),
      closesAt: opening.end.toISOString(),
    };
    expect(officeTimeSince(clock, asOf.getTime() + minutes(2))).toBe(minutes(2));
    expect(officeTimeSince(clock, asOf.getTime() + minutes(60))).toBe(minutes(5));
    const after = openingFrom(calendar, opening.end)!;
    expect(after.start.toISOString()).toBe('2026-09-01T08:00:00.000Z');
    const closed = {
      asOf: opening.end.toISOString(),
      opensAt: after.start.toISOString(),
      closesAt: after.end.toISOString(),
    };
    expect(officeTimeSince(closed, Date.parse('2026-08-31T10:00:00Z'))).toBe(0);
    expect(officeTimeSince(closed, Date.parse('2026-09-01T08:02:00Z'))).toBe(minutes(2));
  });
});

describe('the contact log’s words', () => {
  it('names the outcomes of each channel', () => {
    expect(isOutcomeOf('call', 'no_answer')).toBe(true);
    expect(isOutcomeOf('call', 'bounced')).toBe(false);
    expect(isOutcomeOf('email', 'bounced')).toBe(true);
  });

  it('counts attempts as people say them', () => {
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22, 23, 101].map(ordinal)).toEqual([
      '1st',
      '2nd',
      '3rd',
      '4th',
      '11th',
      '12th',
      '13th',
      '21st',
      '22nd',
      '23rd',
      '101st',
    ]);
    expect(attemptText(3, 'call', 'no_answer')).toBe('3rd call, no answer');
    expect(attemptText(1, 'email', 'bounced')).toBe('1st e-mail, bounced');
    expect(contactLoggedText('call', 'no_answer', 2)).toBe('Call: No answer (2nd attempt)');
    expect(attemptsText(2, 1)).toBe('3 attempts: 2 calls, 1 e-mail');
    expect(attemptsText(1, 0)).toBe('1 attempt: 1 call');
  });

  it('says how fast the first contact was, and by whom', () => {
    expect(firstContactText(125, 'Sam')).toBe('First contact after 2 min by Sam');
    expect(firstContactText(20, 'Sam')).toBe('First contact after under 1 min by Sam');
    expect(firstContactText(3900, null)).toBe('First contact after 1 h 5 min');
  });
});
