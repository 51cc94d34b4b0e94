import {
  formatEnergyPence,
  formatPounds,
  formatUkLongDate,
  fuelLabels,
  taxBasisText,
  type EnergyTaxBasis,
  type IndicativeComparison,
} from '@sme/domain';
import { useQuery } from '@tanstack/react-query';
import { useTRPC } from '../../app/trpc.ts';

function differenceText({ differencePence }: IndicativeComparison) {
  if (differencePence === 0) return 'The same as you pay now';
  return `${formatPounds(Math.abs(differencePence))} a year ${differencePence > 0 ? 'less' : 'more'} than you pay now`;
}

/**
 * The energy lead's indicative comparison, as the supplier step kept it (worked out on the server from the rates the
 * business entered for the visitor's usage band): nothing unless there is one. Labelled indicative, not a quote, and
 * stating its basis: both figures include VAT and Climate Change Levy, at the rates the server used. A comparison kept
 * before that basis (none stated) is not shown again.
 */
export function EnergyIndicative({ id }: { id: string }) {
  const trpc = useTRPC();
  const { data } = useQuery({ ...trpc.energy.figures.queryOptions({ id }), retryOnMount: false });
  const figures = data?.figures;
  const comparisons =
    figures?.comparisons.filter(
      (comparison): comparison is IndicativeComparison & { basis: EnergyTaxBasis } => comparison.basis !== undefined,
    ) ?? [];
  if (!figures || comparisons.length === 0 || !figures.asOf) return null;
  const asOf = formatUkLongDate(new Date(`${figures.asOf}T12:00:00Z`));
  return (
    <section
      aria-labelledby="indicative-heading"
      className="mt-6 max-w-2xl rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200"
      data-testid="energy-indicative"
    >
      <h2 id="indicative-heading" className="text-lg font-bold text-ink">
        Indicative yearly cost: not a quote
      </h2>
      <div className="mt-3 grid gap-4 sm:grid-cols-2">
        {comparisons.map((comparison) => {
          const current = figures.current.find((fuel) => fuel.fuel === comparison.fuel);
          return (
            <div key={comparison.fuel} data-testid={`indicative-${comparison.fuel}`}>
              <h3 className="font-semibold text-brand-700">
                {fuelLabels[comparison.fuel]}, {comparison.annualKwh.toLocaleString('en-GB')} kWh a year
              </h3>
              <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
                <dt className="text-slate-700">You pay now</dt>
                <dd className="text-right font-semibold">{formatPounds(comparison.currentAnnualPence)} a year</dd>
                <dt className="text-slate-700">At indicative rates</dt>
                <dd className="text-right font-semibold">{formatPounds(comparison.indicativeAnnualPence)} a year</dd>
                <dt className="text-slate-700">Difference</dt>
                <dd className="text-right font-semibold">{differenceText(comparison)}</dd>
              </dl>
              <p className="mt-1 text-sm text-slate-800" data-testid={`indicative-${comparison.fuel}-basis`}>
                {taxBasisText(comparison.fuel, comparison.basis)}
                {current?.billIncludesVatAndCcl === false &&
                  ' Your monthly bill, which you said is before VAT and Climate Change Levy, has both added.'}
              </p>
              <p className="mt-1 text-sm text-slate-700">
                Indicative rates for your usage, before VAT and Climate Change Levy:{' '}
                {formatEnergyPence(comparison.band.unitRatePence)} per kWh and{' '}
                {formatEnergyPence(comparison.band.standingChargePencePerDay)} a day.
              </p>
            </div>
          );
        })}
      </div>
      <p className="mt-3 text-sm text-slate-800">
        Indicative only, not a quote: worked out from the figures you gave and the indicative rates from our supplier
        panel for businesses using as much as you, as of {asOf}. Real prices depend on your meter, your contract and the
        market on the day; your specialist confirms them on the call.
      </p>
    </section>
  );
}
