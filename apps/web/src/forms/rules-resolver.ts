import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';
import type * as core from 'zod/v4/core';

/**
 * A form's resolver from shared rules that accept more than the form holds (the server also takes numbers and other
 * spellings): the form's values must be something the rules accept, and they are handed on as typed (raw).
 */
export function rulesResolver<Values extends Input, Input extends FieldValues = FieldValues>(
  rules: core.$ZodType<unknown, Input>,
): Resolver<Values> {
  return zodResolver(rules, undefined, { raw: true }) as unknown as Resolver<Values>;
}
