import { loanFiguresShown } from '@sme/domain';
import type { Context } from '../../context.ts';
import { readFinanceFigures } from '../../services/finance/settings.ts';

/**
 * The loan calculator's figures for the amount and term it showed, worked out here from the business's loan figures
 * as they are now (never the browser's): `{ figuresShown }` to keep on the application, or nothing when the visitor
 * did not use the calculator or the business has entered no loan figures (then the calculator showed none).
 */
export async function calculatorFiguresOf(
  ctx: Context,
  input: { calculator_amount?: number | undefined; calculator_term?: number | undefined },
): Promise<{ figuresShown: object } | Record<string, never>> {
  if (input.calculator_amount === undefined || input.calculator_term === undefined) return {};
  const { loan } = await readFinanceFigures(ctx.prisma);
  if (!loan) return {};
  return { figuresShown: loanFiguresShown(loan, input.calculator_amount, input.calculator_term) };
}
