import {
  annualKwhOf,
  currentAnnualCostPence,
  formatEnergyPence,
  formatPounds,
  formatUkLongDate,
  fuelLabels,
  taxBasisText,
  type EnergyFiguresShown,
} from '@sme/domain';
import { FigureList } from './FigureList.tsx';

/** What a lead kept before the comparison included VAT and CCL on both sides (issue 44). */
const noBasis =
  'None stated: worked out before both sides included VAT and Climate Change Levy (the bill included them, the indicative rates did not).';

/**
 * What the visitor said they pay now for each fuel, the yearly usage and cost it implies, and the indicative
 * comparison the booking screen showed them (only when the business had rates for their usage band), on the basis
 * the booking screen stated: both figures including VAT and Climate Change Levy.
 */
export function EnergyFigures({ shown }: { shown: EnergyFiguresShown }) {
  const levy = shown.levy ?? null;
  return (
    <>
      {shown.current.map((current) => {
        const comparison = shown.comparisons.find((compared) => compared.fuel === current.fuel);
        // What the visitor was shown, where they were shown it; else worked out with the CCL rates the lead kept.
        const kwh = comparison?.annualKwh ?? annualKwhOf(current, levy);
        const annual = comparison?.currentAnnualPence ?? currentAnnualCostPence(current, levy);
        // Worked out here, a cost includes both; a comparison kept before issue 44 may not have.
        const annualBasis = !comparison || comparison.basis ? ', including VAT and CCL' : '';
        const rows: Array<[string, string]> = [
          [
            'Yearly usage',
            kwh === null
              ? 'Not known'
              : `${kwh.toLocaleString('en-GB')} kWh${current.annualKwh === undefined ? ' (worked out from the bill and rates)' : ''}`,
          ],
          [
            'Monthly bill',
            current.monthlyBillPounds === undefined
              ? 'Not given'
              : `${formatPounds(current.monthlyBillPounds * 100)}, ${current.billIncludesVatAndCcl === false ? 'before' : 'including'} VAT and CCL`,
          ],
          [
            'Unit rate',
            current.unitRatePence === undefined
              ? 'Not given'
              : `${formatEnergyPence(current.unitRatePence)} per kWh, before VAT and CCL`,
          ],
          [
            'Standing charge',
            current.standingChargePencePerDay === undefined
              ? 'Not given'
              : `${formatEnergyPence(current.standingChargePencePerDay)} a day, before VAT and CCL`,
          ],
          ['Yearly cost now', annual === null ? 'Not known' : `${formatPounds(annual)} a year${annualBasis}`],
        ];
        if (comparison && shown.asOf) {
          const difference = comparison.differencePence;
          rows.push(
            [
              'Indicative rates shown',
              `${formatEnergyPence(comparison.band.unitRatePence)} per kWh and ${formatEnergyPence(comparison.band.standingChargePencePerDay)} a day before VAT and CCL, as of ${formatUkLongDate(new Date(`${shown.asOf}T12:00:00Z`))}`,
            ],
            [
              'Indicative yearly cost shown',
              `${formatPounds(comparison.indicativeAnnualPence)} a year, ${
                difference === 0
                  ? 'the same as now'
                  : `${formatPounds(Math.abs(difference))} ${difference > 0 ? 'less' : 'more'} than now`
              }`,
            ],
            ['Basis shown', comparison.basis ? taxBasisText(comparison.fuel, comparison.basis) : noBasis],
          );
        } else {
          rows.push(['Indicative yearly cost shown', 'None']);
        }
        return <FigureList key={current.fuel} title={`${fuelLabels[current.fuel]}: what they pay now`} rows={rows} />;
      })}
    </>
  );
}
