import type { EnergyService } from '@sme/domain';

/**
 * A Gas or Electricity choice made before the energy wizard (the home page's choices, /utility's tiles) rides along
 * as `?service=gas|electricity` on /comercial-utility and the wizard's URLs until the Service step preselects it.
 * It names a product, never anything about the visitor, so it is safe in a URL.
 */
const choices = { gas: 'Gas', electricity: 'Electricity' } as const satisfies Record<string, EnergyService>;
export type EnergyChoice = keyof typeof choices;

/** The query parameter that carries it. */
export const ENERGY_CHOICE_PARAM = 'service';

/** The choice carried in a query string, if it is one we know. */
export function energyChoiceIn(search: string): EnergyChoice | null {
  const value = new URLSearchParams(search).get(ENERGY_CHOICE_PARAM);
  return value === 'gas' || value === 'electricity' ? value : null;
}

/** The service the choice stands for at the Service step. */
export const serviceForChoice = (choice: EnergyChoice | null): EnergyService | null =>
  choice ? choices[choice] : null;

/** `url` with the choice added to its query (unchanged without one). */
export const withEnergyChoice = (url: string, choice: EnergyChoice | null) =>
  choice ? `${url}${url.includes('?') ? '&' : '?'}${ENERGY_CHOICE_PARAM}=${choice}` : url;

/** The choice as a form's fields (a postcode form carries it on: postcode-starts.ts). */
export const energyChoiceFields = (choice: EnergyChoice | null): Record<string, string> =>
  choice ? { [ENERGY_CHOICE_PARAM]: choice } : {};
