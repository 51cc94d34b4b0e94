import type { Context } from '../../context.ts';
import { readFinanceFigures } from '../../services/finance/settings.ts';
import { router } from '../../trpc.ts';
import { query } from '../procedure.ts';
import { figuresInput, figuresOutput } from './figures.schema.ts';

export const financeRouter = router({
  /**
   * The figures behind the loan calculator, the cash-advance estimate and the energy comparison (the card machines'
   * rates are the catalogue's). The site's only: no REST path. Cached with the content (a change clears it).
   */
  figures: query({
    input: figuresInput,
    output: figuresOutput,
    handler: (ctx: Context) => readFinanceFigures(ctx.prisma),
  }),
});
