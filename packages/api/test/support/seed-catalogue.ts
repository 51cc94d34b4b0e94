import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { seedStorageDir, type CashAdvanceCatalogue } from '@sme/db';

/** The shipped card-machine catalogue the seed loads: the products and lists a catalogue answer is checked against. */
export const seedCatalogue = JSON.parse(
  readFileSync(join(seedStorageDir, '..', 'cash-advance.json'), 'utf8'),
) as CashAdvanceCatalogue;

export type SeedProduct = CashAdvanceCatalogue['products'][number];
