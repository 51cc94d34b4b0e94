import * as z from 'zod/mini';

/**
 * One of a closed list, whatever the letter case and the spaces around it ('gas', ' Gas '), read as the list spells
 * it. `invalid` answers a value not on the list; `missing`, when given, answers a blank or absent one (otherwise
 * `invalid` does).
 */
export const oneOfAnyCase = <const Option extends string>(
  options: readonly Option[],
  invalid: string,
  missing?: string,
) =>
  z.pipe(
    z
      .string({ error: missing ?? invalid })
      .check(z.trim(), ...(missing === undefined ? [] : [z.minLength(1, missing)])),
    z.transform((value: string, payload): Option => {
      const option = options.find((candidate) => candidate.toLowerCase() === value.toLowerCase());
      if (option !== undefined) return option;
      // The code REST answers beside the message (packages/api's error-codes.ts).
      payload.issues.push({ code: 'custom', message: invalid, input: value, params: { code: 'invalid_value' } });
      return z.NEVER;
    }),
  );
