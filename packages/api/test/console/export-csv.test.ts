import { describe, expect, it } from 'vitest';
import { spreadsheetSafe } from '../../src/routers/admin/leads/export-csv.ts';

describe('a CSV cell a spreadsheet opens', () => {
  it.each([
    ['=1+2', "'=1+2"],
    ['+44 20 7946 0000', "'+44 20 7946 0000"],
    ['-5', "'-5"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\tcmd', "'\tcmd"],
    ['\rcmd', "'\rcmd"],
  ])('starts %j with a quote so it is never run as a formula', (value, written) => {
    expect(spreadsheetSafe(value)).toBe(written);
  });

  it.each(['Shah Bakery', '07700 900123', 'a=b', "O'Neill & Sons", ''])('leaves %j as it is', (value) => {
    expect(spreadsheetSafe(value)).toBe(value);
  });
});
