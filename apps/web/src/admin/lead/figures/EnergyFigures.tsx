import {
  annualKwhOf,
  currentAnnualCostPence,
  formatPounds,
  formatUkLongDate,
  fuelLabels,
  type EnergyFiguresShown,
} from '@sme/domain';
import { FigureList } from './FigureList.tsx';

const pence = (value: number) => `${value.toLocaleString('en-GB', { maximumFractionDigits: 3 })}p`;

/**
 * What the visitor said they pay now for each fuel, the yearly usage and cost it implies, and the indicative
 * comparison the booking screen showed them (only when the business had rates for their usage band).
 */
export function EnergyFigures({ shown }: { shown: EnergyFiguresShown }) {
  return (
    <>
      {shown.current.map((current) => {
        const kwh = annualKwhOf(current);
        const annual = currentAnnualCostPence(current);
        const comparison = shown.comparisons.find((compared) => compared.fuel === current.fuel);
        const rows: Array<[string, string]> = [
          [
            'Yearly usage',
            kwh === null
              ? 'Not known'
              : `${kwh.toLocaleString('en-GB')} kWh${current.annualKwh === undefined ? ' (worked out from the bill and rates)' : ''}`,
          ],
          [
            'Monthly bill',
            current.monthlyBillPounds === undefined ? 'Not given' : formatPounds(current.monthlyBillPounds * 100),
          ],
          ['Unit rate', current.unitRatePence === undefined ? 'Not given' : `${pence(current.unitRatePence)} per kWh`],
          [
            'Standing charge',
            current.standingChargePencePerDay === undefined
              ? 'Not given'
              : `${pence(current.standingChargePencePerDay)} a day`,
          ],
          ['Yearly cost now', annual === null ? 'Not known' : `${formatPounds(annual)} a year`],
        ];
        if (comparison && shown.asOf) {
          const difference = comparison.differencePence;
          rows.push(
            [
              'Indicative rates shown',
              `${pence(comparison.band.unitRatePence)} per kWh and ${pence(comparison.band.standingChargePencePerDay)} a day, as of ${formatUkLongDate(new Date(`${shown.asOf}T12:00:00Z`))}`,
            ],
            [
              'Indicative yearly cost shown',
              `${formatPounds(comparison.indicativeAnnualPence)} a year, ${
                difference === 0
                  ? 'the same as now'
                  : `${formatPounds(Math.abs(difference))} ${difference > 0 ? 'less' : 'more'} than now`
              }`,
            ],
          );
        } else {
          rows.push(['Indicative yearly cost shown', 'None']);
        }
        return <FigureList key={current.fuel} title={`${fuelLabels[current.fuel]}: what they pay now`} rows={rows} />;
      })}
    </>
  );
}
