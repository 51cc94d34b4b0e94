import Holidays from 'date-holidays';
import { DEFAULT_OFFICE_HOURS, parseOfficeHours, type OfficeCalendar, type OfficeWeek } from '@sme/domain';

// England and Wales share their bank holidays; Scotland and Northern Ireland have others. The office is in England.
const englandAndWales = new Holidays('GB', 'ENG');
const byYear = new Map<number, Set<string>>();

const SUBSTITUTE = / \(substitute day\)$/;

/**
 * The bank holidays of a year in England and Wales, as yyyy-mm-dd, worked out once per year asked for (any year). A
 * holiday that falls at a weekend is a bank holiday on its substitute day only (Boxing Day 2026, a Saturday, is
 * Monday 28 December): the library lists the weekend date too, which an office open on Saturdays would lose.
 */
function bankHolidays(year: number): Set<string> {
  let days = byYear.get(year);
  if (!days) {
    const holidays = englandAndWales.getHolidays(year).filter((holiday) => holiday.type === 'public');
    const substituted = new Set(
      holidays
        .filter((holiday) => SUBSTITUTE.test(holiday.name))
        .map((holiday) => holiday.name.replace(SUBSTITUTE, '')),
    );
    days = new Set(
      holidays
        .filter((holiday) => SUBSTITUTE.test(holiday.name) || !substituted.has(holiday.name))
        .map((holiday) => holiday.date.slice(0, 10)),
    );
    byYear.set(year, days);
  }
  return days;
}

/** Whether a UK calendar day (yyyy-mm-dd) is a bank holiday in England and Wales. */
export const isBankHoliday = (day: string): boolean => bankHolidays(Number(day.slice(0, 4))).has(day);

/** The bank holidays of `years` years from `year` (this year and the next by default), in date order. */
export const bankHolidaysFrom = (year: number, years = 2): string[] =>
  Array.from({ length: years }, (_, index) => [...bankHolidays(year + index)].sort()).flat();

/** The office's calendar: its week (OFFICE_HOURS), closed on England and Wales bank holidays. */
export const officeCalendar = (week: OfficeWeek): OfficeCalendar => ({ week, isHoliday: isBankHoliday });

/** The calendar a procedure counts office time by: the server's OFFICE_HOURS, or the default hours in a test. */
export const calendarOf = (ctx: { officeHours?: OfficeWeek }): OfficeCalendar =>
  officeCalendar(ctx.officeHours ?? parseOfficeHours(DEFAULT_OFFICE_HOURS));
