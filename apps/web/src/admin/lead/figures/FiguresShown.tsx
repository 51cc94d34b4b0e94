import type { LeadFiguresShown } from '@sme/domain';
import { CardCostFigures } from './CardCostFigures.tsx';
import { CashAdvanceFigures } from './CashAdvanceFigures.tsx';
import { EnergyFigures } from './EnergyFigures.tsx';
import { LoanFigures } from './LoanFigures.tsx';

/**
 * What the visitor entered in the site's calculators and the figures they were shown, so the agent starts the call
 * from the same numbers. Nothing when the visitor used none.
 */
export function FiguresShown({ figures }: { figures: LeadFiguresShown | null }) {
  if (!figures || Object.keys(figures).length === 0) return null;
  return (
    <section aria-labelledby="figures-heading" className="rounded-lg border border-slate-200 bg-white p-4">
      <h2 id="figures-heading" className="mb-3 text-lg font-semibold">
        What the visitor saw
      </h2>
      <div className="space-y-4">
        {figures.loan && <LoanFigures shown={figures.loan} />}
        {figures.cashAdvance && <CashAdvanceFigures shown={figures.cashAdvance} />}
        {figures.cardCost && <CardCostFigures shown={figures.cardCost} />}
        {figures.energy && <EnergyFigures shown={figures.energy} />}
      </div>
    </section>
  );
}
