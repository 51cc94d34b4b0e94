import { TRPCError } from '@trpc/server';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fieldErrors, fieldRejected } from '../../src/trpc.ts';

// The console's forms place a refused save's messages by these paths, not by the messages' wording.
describe('the field paths the error formatter sends with a refusal', () => {
  it("names each failed check's field, a list's item by its index", () => {
    const schema = z.object({ title: z.string().min(1, 'title needed'), topics: z.array(z.enum(['a'], 'bad topic')) });
    const parsed = schema.safeParse({ title: '', topics: ['x'] });
    expect(parsed.success).toBe(false);
    const error = new TRPCError({ code: 'BAD_REQUEST', cause: parsed.error });
    expect(fieldErrors(error)).toEqual([
      { path: 'title', message: 'title needed' },
      { path: 'topics.0', message: 'bad topic' },
    ]);
  });

  it("carries a handler's field refusal as a 400 with its field, and no field for other refusals", () => {
    const error = fieldRejected('name', 'That name is taken.');
    expect(error.code).toBe('BAD_REQUEST');
    expect(error.message).toBe('That name is taken.');
    expect(fieldErrors(error)).toEqual([{ path: 'name', message: 'That name is taken.' }]);
    expect(fieldErrors(new TRPCError({ code: 'CONFLICT', message: 'Someone saved first.' }))).toEqual([]);
  });
});
