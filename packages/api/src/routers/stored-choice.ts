import { oneOfAnyCase } from '@sme/domain';
import { z } from 'zod';

/**
 * One of a closed list, whatever the letter case (oneOfAnyCase), read as the value the database stores for it:
 * `values` is the list's one label → stored value map, which labelOf reads back.
 */
export const storedChoice = <const Label extends string, Value extends string>(
  options: readonly Label[],
  values: Readonly<Record<Label, Value>>,
  invalid: string,
  missing?: string,
) =>
  z.pipe(
    oneOfAnyCase(options, invalid, missing),
    z.transform((label) => values[label]),
  );
