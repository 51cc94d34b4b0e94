import * as z from 'zod/mini';
import { messages } from '../messages.ts';

/**
 * The business name of the energy and water & waste quotes (spec §5): 'Please enter business name !' when blank.
 * The energy wizard checks it before sending; the server adds the length and the characters it can store.
 */
export const businessNameRequired = z
  .string({ error: messages.enterBusinessName })
  .check(z.trim(), z.minLength(1, messages.enterBusinessName));
