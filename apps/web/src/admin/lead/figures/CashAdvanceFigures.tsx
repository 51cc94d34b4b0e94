import { formatPounds, formatUkLongDate, type CashAdvanceFiguresShown } from '@sme/domain';
import { FigureList } from './FigureList.tsx';

/** The cash-advance estimate as the visitor last used it. */
export function CashAdvanceFigures({ shown }: { shown: CashAdvanceFiguresShown }) {
  const { estimate } = shown;
  return (
    <FigureList
      title={`Cash advance estimate (figures as of ${formatUkLongDate(new Date(`${shown.asOf}T12:00:00Z`))})`}
      rows={[
        ['Advance wanted', formatPounds(shown.advancePounds * 100)],
        ['Monthly card takings', formatPounds(shown.monthlyTakingsPounds * 100)],
        [
          'Total repaid',
          `${formatPounds(estimate.lowest.totalPence)} (factor ${estimate.lowest.factorRate}) to ${formatPounds(estimate.highest.totalPence)} (factor ${estimate.highest.factorRate})`,
        ],
        [
          'Time to repay',
          `About ${estimate.lowest.months} to ${estimate.highest.months} months, repaying ${formatPounds(estimate.monthlyRepaidPence)} a month`,
        ],
      ]}
    />
  );
}
