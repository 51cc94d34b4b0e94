import { describe, expect, it } from 'vitest';
import {
  cardTakingsAllowed,
  cardTakingsSchema,
  cashAdvanceEstimateInputSchema,
  estimateMessages,
  parseTypedPercent,
} from '../src/index.ts';

const takings = { monthlyTakingsPounds: 12_000, averageSalePounds: 20, creditSharePercent: 10 };

describe('what the estimators take', () => {
  it.each([
    [takings, true],
    [{ ...takings, creditSharePercent: 0 }, true],
    [{ ...takings, averageSalePounds: 12_000 }, true],
    [{ ...takings, averageSalePounds: 12_000.01 }, false],
    [{ ...takings, monthlyTakingsPounds: 0 }, false],
    [{ ...takings, monthlyTakingsPounds: 10_000_001 }, false],
    [{ ...takings, averageSalePounds: 0.001 }, false],
    [{ ...takings, creditSharePercent: 100.5 }, false],
    [{ ...takings, creditSharePercent: -1 }, false],
  ])('the page and the server agree on %j: %s', (given, allowed) => {
    expect(cardTakingsAllowed(given)).toBe(allowed);
    expect(cardTakingsSchema.safeParse(given).success).toBe(allowed);
  });

  it('says what is wrong with each figure', () => {
    const issues = (value: unknown) =>
      cardTakingsSchema.safeParse(value).error?.issues.map((issue) => [issue.path.join('.'), issue.message]);
    expect(issues({ ...takings, monthlyTakingsPounds: 0 })).toEqual([
      ['monthlyTakingsPounds', estimateMessages.monthlyTakings],
    ]);
    expect(issues({ ...takings, averageSalePounds: 20_000 })).toEqual([
      ['averageSalePounds', estimateMessages.saleAboveTakings],
    ]);
    expect(
      cashAdvanceEstimateInputSchema.safeParse({ advancePounds: 0, monthlyTakingsPounds: 5 }).error?.issues[0]?.message,
    ).toBe(estimateMessages.advance);
  });

  it('reads a typed per cent: "10", "10%", blank for none', () => {
    expect(parseTypedPercent('10')).toBe(10);
    expect(parseTypedPercent(' 10 % ')).toBe(10);
    expect(parseTypedPercent('')).toBe(0);
    expect(parseTypedPercent('ten')).toBeNull();
    expect(parseTypedPercent('12.5')).toBeNull();
  });
});
