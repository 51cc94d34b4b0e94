// The energy and water wizards' rules (zod), only ever imported dynamically: fetched once a step's code is there, not
// with the page, as loan-rules.ts is for the loan wizard.
export {
  businessNameRequired,
  currentEnergySchema,
  energyServiceChoice,
  energySupplierRules,
  waterWasteServiceChoice,
} from '@sme/domain';
