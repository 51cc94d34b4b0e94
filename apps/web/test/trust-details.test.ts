import type { PublicSettings } from '@sme/domain';
import { describe, expect, it } from 'vitest';
import { companyLine, trustDetails } from '../src/layout/trust-details.ts';

describe('the company number line', () => {
  it.each([
    ['01234567', 'Registered in England and Wales, company number 01234567'],
    ['OC123456', 'Registered in England and Wales, company number OC123456'],
    ['SC123456', 'Registered in Scotland, company number SC123456'],
    ['SO123456', 'Registered in Scotland, company number SO123456'],
    ['NI123456', 'Registered in Northern Ireland, company number NI123456'],
    ['R0123456', 'Registered in Northern Ireland, company number R0123456'],
    // A prefix whose part of the UK is not known here: the number, with no place that could be wrong.
    ['ZC123456', 'Registered with Companies House, company number ZC123456'],
  ])('names where %s is registered', (number, line) => {
    expect(companyLine(number)).toBe(line);
  });
});

describe('the footer registration lines', () => {
  it('holds one line for each number set, in the order company, FCA, ICO', () => {
    const base = {} as PublicSettings;
    expect(trustDetails(base)).toEqual([]);
    expect(trustDetails({ ...base, icoNumber: 'Z1234567', fcaFrn: '1234567' })).toEqual([
      'Authorised and regulated by the Financial Conduct Authority for credit broking, firm reference number 1234567',
      "Registered with the Information Commissioner's Office, registration number Z1234567",
    ]);
  });
});
