import { describe, expect, it } from 'vitest';
import {
  defaultReportRange,
  formatReportDay,
  formatSecondsInWords,
  reportDays,
  reportRangeSchema,
  withinTargetPercent,
} from '../src/index.ts';

describe('a time to first contact in words', () => {
  it.each([
    [0, '0 s'],
    [44, '44 s'],
    [180, '3 min'],
    [181, '3 min 1 s'],
    [1214, '20 min 14 s'],
    [3668, '1 h 1 min 8 s'],
    [7200, '2 h'],
    [97_500, '27 h 5 min'],
    [null, '–'],
  ])('%s seconds read "%s"', (seconds, words) => {
    expect(formatSecondsInWords(seconds)).toBe(words);
  });
});

describe("the report's days", () => {
  it('opens on the last 7 UK days, today included, across a month and a year end', () => {
    expect(defaultReportRange('2026-11-26')).toEqual({ from: '2026-11-20', to: '2026-11-26' });
    expect(defaultReportRange('2027-01-03')).toEqual({ from: '2026-12-28', to: '2027-01-03' });
  });

  it('lists every calendar day of the range, the clock change and a leap day included', () => {
    expect(reportDays('2026-03-28', '2026-03-30')).toEqual(['2026-03-28', '2026-03-29', '2026-03-30']);
    expect(reportDays('2028-02-28', '2028-03-01')).toEqual(['2028-02-28', '2028-02-29', '2028-03-01']);
    expect(formatReportDay('2028-02-29')).toBe('Tue 29 Feb 2028');
  });

  it('takes a year of days, and refuses one more', () => {
    expect(reportRangeSchema.safeParse({ from: '2027-01-01', to: '2027-12-31' }).success).toBe(true);
    expect(reportRangeSchema.safeParse({ from: '2027-01-01', to: '2028-01-01' }).success).toBe(true);
    expect(reportRangeSchema.safeParse({ from: '2028-01-01', to: '2028-12-31' }).success).toBe(true);
    expect(reportRangeSchema.safeParse({ from: '2027-01-01', to: '2028-01-02' }).error?.issues[0]?.message).toBe(
      'A report covers at most 366 days: choose a shorter range.',
    );
  });
});

describe('the share answered within 3 minutes', () => {
  it('is of the answered leads, rounded down so it never claims more than was kept', () => {
    expect(withinTargetPercent(5, 9)).toBe(55);
    expect(withinTargetPercent(249, 250)).toBe(99);
    expect(withinTargetPercent(0, 3)).toBe(0);
    expect(withinTargetPercent(0, 0)).toBeNull();
  });
});
