import { currentEnergyFieldsOf, type CurrentEnergy } from '@sme/domain';

/** "What you pay now" as the lead kept it, as the step's fields hold it (text), to fill the step in again. */
export function keptFigures(current: CurrentEnergy[] | undefined): Record<string, string> {
  const fields = currentEnergyFieldsOf(current ?? []);
  return Object.fromEntries(Object.entries(fields).map(([name, value]) => [name, String(value)]));
}
