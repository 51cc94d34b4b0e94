import {
  billIncludesVatField,
  CONTRACT_END_UNSURE,
  currentEnergyParts,
  energyFuels,
  type CurrentEnergyFieldName,
} from '@sme/domain';

// The supplier step's fields as the island and the server read them.

/** The supplier step's "I am not sure" box: its field. */
export const CONTRACT_END_UNSURE_FIELD = 'contract_end_unsure';

const figureNames = energyFuels.flatMap((fuel) =>
  currentEnergyParts.map((part): CurrentEnergyFieldName => `${fuel}_${part}`),
);

/**
 * What the supplier step sends for its fields, by the island or, for a plain submission, by the server: the supplier,
 * the end date ('I am not sure' when ticked) and the figures of "What you pay now" the form holds (only the fuels
 * compared are in it). A bill's tick is sent for each fuel whose bill is in the form: a box left unticked sends
 * nothing, which is 'false'.
 */
export function supplierStepInput(fields: Record<string, string | undefined>) {
  const figures: Record<string, string> = {};
  for (const name of figureNames) {
    const value = fields[name];
    if (value !== undefined) figures[name] = value;
  }
  for (const fuel of energyFuels) {
    if (fields[`${fuel}_monthly_bill`] === undefined) continue;
    figures[billIncludesVatField(fuel)] = fields[billIncludesVatField(fuel)] === 'true' ? 'true' : 'false';
  }
  return {
    supplier: fields.supplier ?? '',
    contact_end_date: fields[CONTRACT_END_UNSURE_FIELD] ? CONTRACT_END_UNSURE : (fields.contact_end_date ?? ''),
    ...figures,
  };
}

/** Whether any figure of "What you pay now" is among `values` (its disclosure then opens with the step). */
export const figuresGiven = (values: Record<string, string | undefined>) =>
  figureNames.some((name) => Boolean(values[name]));
