import { z } from 'zod';

/** An ISO 8601 moment with its offset, as toISOString() writes one (the form the server hands out). */
const isoPattern = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?(?:Z|[+-]\d{2}:\d{2})$/;

/**
 * A moment the console sends back (the version an editor opened, a publication time): strictly the server's own
 * format, since Date.parse reads far more than that and would let odd text through to the comparison.
 */
export const isoMoment = (message: string) =>
  z.string({ error: message }).refine((text) => isoPattern.test(text) && !Number.isNaN(Date.parse(text)), message);
