import { correctionMessages } from '@sme/domain';
import { z } from 'zod';
import { leadIdInput } from './filters.schema.ts';

/**
 * An answer staff correct on the lead page: which one (a field id the lead page was given) and its new value, which
 * the handler checks by the visitor's own rule for that field.
 */
export const correctAnswerInput = leadIdInput.extend({
  field: z.string().max(60, correctionMessages.notCorrectable),
  value: z.string().max(5000),
});
