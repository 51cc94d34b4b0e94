import { formatPounds, formatRatePercent, formatUkLongDate, type LoanFiguresShown } from '@sme/domain';
import { FigureList } from './FigureList.tsx';

/** The loan calculator as the visitor last used it, and the representative example beside it. */
export function LoanFigures({ shown }: { shown: LoanFiguresShown }) {
  const { quote, example } = shown;
  return (
    <FigureList
      title={`Loan calculator (figures as of ${formatUkLongDate(new Date(`${shown.asOf}T12:00:00Z`))})`}
      rows={[
        ['Amount', formatPounds(shown.amountPounds * 100)],
        ['Term', `${shown.termMonths} months`],
        [
          'Monthly repayment',
          `${formatPounds(quote.lowest.monthlyPence)} at ${formatRatePercent(quote.lowest.aprPercent)} APR to ${formatPounds(quote.highest.monthlyPence)} at ${formatRatePercent(quote.highest.aprPercent)} APR`,
        ],
        ['Total repayable', `${formatPounds(quote.lowest.totalPence)} to ${formatPounds(quote.highest.totalPence)}`],
        [
          'Representative example',
          `${formatPounds(example.amountPence)} over ${example.termMonths} months at ${formatRatePercent(example.interestRatePercent)} a year (fixed), fee ${formatPounds(example.feePence)}: ${formatPounds(example.monthlyPence)} a month, ${formatPounds(example.totalPayablePence)} in all. Representative ${formatRatePercent(example.aprPercent)} APR.`,
        ],
      ]}
    />
  );
}
