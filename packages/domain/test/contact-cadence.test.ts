import { describe, expect, it } from 'vitest';
import { addOfficeTime, DEFAULT_CONTACT_CADENCE, nextTryAfter, parseContactCadence } from '../src/contact-cadence.ts';
import { DEFAULT_OFFICE_HOURS, parseOfficeHours, type OfficeCalendar } from '../src/office-hours.ts';

// Christmas 2026 in England and Wales: Friday 25th, and Monday 28th for Boxing Day on the Saturday.
const holidays = new Set(['2026-12-25', '2026-12-28']);
const calendar: OfficeCalendar = {
  week: parseOfficeHours(DEFAULT_OFFICE_HOURS),
  isHoliday: (day) => holidays.has(day),
};
const cadence = parseContactCadence(DEFAULT_CONTACT_CADENCE);
const after = (attempts: number, at: string, outcome: 'no_answer' | 'wrong_number' = 'no_answer', hasEmail = true) =>
  nextTryAfter(calendar, cadence, { attempts, at: new Date(at), outcome, hasEmail, byEmail: false });

describe('the contact cadence', () => {
  it('reads the business’s steps and refuses one it cannot read, naming it', () => {
    expect(cadence).toEqual([
      { officeMinutes: 10 },
      { officeMinutes: 60 },
      { officeMinutes: 180 },
      { nextOpenDay: true },
      { nextOpenDay: true },
      { nextOpenDay: true },
    ]);
    expect(parseContactCadence(' 5m, 2h ')).toEqual([{ officeMinutes: 5 }, { officeMinutes: 120 }]);
    expect(() => parseContactCadence('10m,soon')).toThrow('"soon" is not a step of the contact cadence');
    expect(() => parseContactCadence('0m')).toThrow('"0m" is not a step');
    expect(() => parseContactCadence(' , ')).toThrow('The contact cadence has no step');
  });

  it('counts the waits in office time: across closing, a weekend and the Christmas bank holidays', () => {
    // Thursday 24 December 17:55: five minutes before closing, then Tuesday 29th 09:00 (25th, weekend, 28th closed).
    expect(addOfficeTime(calendar, new Date('2026-12-24T17:55:00Z'), 10 * 60_000)).toEqual(
      new Date('2026-12-29T09:05:00Z'),
    );
    // At night: from the next opening.
    expect(addOfficeTime(calendar, new Date('2026-12-01T22:00:00Z'), 60 * 60_000)).toEqual(
      new Date('2026-12-02T10:00:00Z'),
    );
  });

  it('gives each attempt its next try, and none after the last step', () => {
    expect(after(1, '2026-12-01T10:05:00Z')).toEqual({ at: new Date('2026-12-01T10:15:00Z'), byEmail: false });
    expect(after(3, '2026-12-01T16:00:00Z')?.at).toEqual(new Date('2026-12-02T10:00:00Z'));
    // "Next open day": the opening of the first open day after today, whatever the time today.
    expect(after(4, '2026-12-24T09:30:00Z')?.at).toEqual(new Date('2026-12-29T09:00:00Z'));
    expect(after(6, '2026-12-01T09:00:00Z')?.at).toEqual(new Date('2026-12-02T09:00:00Z'));
    expect(after(7, '2026-12-01T09:00:00Z')).toBeNull();
  });

  it('turns to e-mail after a wrong number, and stops when there is no e-mail to write to', () => {
    expect(after(1, '2026-12-01T10:05:00Z', 'wrong_number')).toEqual({
      at: new Date('2026-12-01T10:15:00Z'),
      byEmail: true,
    });
    expect(after(1, '2026-12-01T10:05:00Z', 'wrong_number', false)).toBeNull();
  });
});
