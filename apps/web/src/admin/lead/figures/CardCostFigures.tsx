import { formatPounds, type CardCostShown } from '@sme/domain';
import { FigureList } from './FigureList.tsx';

/** The card-machine cost estimate behind the product chosen. */
export function CardCostFigures({ shown }: { shown: CardCostShown }) {
  const { takings } = shown;
  return (
    <FigureList
      title="Card machine costs"
      rows={[
        ['Monthly card takings', formatPounds(takings.monthlyTakingsPounds * 100)],
        ['Average sale', formatPounds(takings.averageSalePounds * 100)],
        ['Share on credit cards', `${takings.creditSharePercent}%`],
        [
          'Estimated monthly cost',
          shown.estimatedMonthlyPence === null
            ? `No estimate (no card rates entered): ${formatPounds(shown.monthlyChargePounds * 100)} a month`
            : formatPounds(shown.estimatedMonthlyPence),
        ],
        ['Contract length', shown.contractMonths === null ? 'Not entered' : `${shown.contractMonths} months`],
        ['Exit fee', shown.exitFeePence === null ? 'Not entered' : formatPounds(shown.exitFeePence)],
      ]}
    />
  );
}
