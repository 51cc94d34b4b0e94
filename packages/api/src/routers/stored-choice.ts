import { z } from 'zod';
import type * as core from 'zod/v4/core';

/**
 * A closed-list answer as the database stores it: `choice` is the field's rule from packages/domain/src/rules (the
 * one the form checks with, so its options and messages are written once), `values` the list's one label → stored
 * value map, which labelOf reads back.
 */
export const storedChoice = <const Label extends string, Value extends string>(
  choice: core.$ZodType<Label>,
  values: Readonly<Record<Label, Value>>,
) =>
  z.pipe(
    choice,
    z.transform((label: Label) => values[label]),
  );
