import { formatPounds, ukMonth, ukMonthBounds, ukMonthLabel } from '@sme/domain';
import { describe, expect, it } from 'vitest';

describe('the months of the portal and the statements (UK time)', () => {
  it('puts a moment in its London month, across the clock changes and the year end', () => {
    expect(ukMonth(new Date('2026-09-30T23:30:00Z'))).toBe('2026-10'); // 00:30 BST on 1 October
    expect(ukMonth(new Date('2026-10-31T23:59:00Z'))).toBe('2026-10'); // GMT again
    expect(ukMonth(new Date('2026-12-31T23:59:59Z'))).toBe('2026-12');
    expect(ukMonth(new Date('2027-01-01T00:00:00Z'))).toBe('2027-01');
  });

  it('bounds a month at London midnight, and names it', () => {
    expect(ukMonthBounds('2026-10')).toEqual({
      start: new Date('2026-09-30T23:00:00Z'),
      end: new Date('2026-11-01T00:00:00Z'),
    });
    expect(ukMonthBounds('2026-12')).toEqual({
      start: new Date('2026-12-01T00:00:00Z'),
      end: new Date('2027-01-01T00:00:00Z'),
    });
    expect(ukMonthLabel('2026-11')).toBe('November 2026');
    expect(ukMonthLabel('2027-01')).toBe('January 2027');
  });

  it('writes pence as pounds', () => {
    expect(formatPounds(250000)).toBe('£2,500.00');
    expect(formatPounds(1250)).toBe('£12.50');
    expect(formatPounds(0)).toBe('£0.00');
  });
});
