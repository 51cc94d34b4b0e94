import { describe, expect, it } from 'vitest';
import {
  energyServiceChoice,
  energySupplierRules,
  loanCategoryChoice,
  merchantServiceRules,
  waterWasteServiceChoice,
} from '../src/index.ts';

// The steps check these before sending and the procedures read them: each nothing-chosen answer is the spec's message.
const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('the choices of the quote and funding steps', () => {
  it.each([
    ['energy service', energyServiceChoice, 'Please select a service !'],
    ['water or waste', waterWasteServiceChoice, 'Please select a service !'],
    ['loan category', loanCategoryChoice, 'Please select one first !'],
  ] as const)('%s: none chosen is %j', (_name, rule, message) => {
    expect(firstMessage(rule.safeParse(null))).toBe(message);
    expect(firstMessage(rule.safeParse(undefined))).toBe(message);
  });

  it('reads a listed choice in any letter case as the list spells it', () => {
    expect(energyServiceChoice.safeParse(' gas ').data).toBe('Gas');
    expect(waterWasteServiceChoice.safeParse('WASTE').data).toBe('Waste');
    expect(loanCategoryChoice.safeParse('retail').data).toBe('Retail');
  });

  it("supplier step: 'Data missing !' for a supplier or an end date left out, before a badly written date", () => {
    expect(firstMessage(energySupplierRules.safeParse({ contact_end_date: '2027-03-31' }))).toBe('Data missing !');
    expect(firstMessage(energySupplierRules.safeParse({ supplier: 'EDF', contact_end_date: ' ' }))).toBe(
      'Data missing !',
    );
    expect(firstMessage(energySupplierRules.safeParse({ supplier: 'EDF', contact_end_date: 'soon' }))).toBe(
      "Please give the contract end date as a date (yyyy-mm-dd) or 'I am not sure'.",
    );
    expect(energySupplierRules.safeParse({ supplier: 'edf', contact_end_date: 'i am not sure' }).success).toBe(true);
  });

  const merchant = {
    card_provider: 'Dojo',
    take_payment: 'Online E-Commerce',
    business_location: 'Store',
    business_name: 'Carter Bakery Ltd',
  };

  it.each(Object.keys(merchant))("merchant service: without %s, 'Please fill up all the options !'", (field) => {
    expect(firstMessage(merchantServiceRules.safeParse({ ...merchant, [field]: undefined }))).toBe(
      'Please fill up all the options !',
    );
  });

  it('merchant service: a blank business name is left out; all four given pass', () => {
    expect(firstMessage(merchantServiceRules.safeParse({ ...merchant, business_name: '   ' }))).toBe(
      'Please fill up all the options !',
    );
    expect(merchantServiceRules.safeParse(merchant).success).toBe(true);
  });
});
