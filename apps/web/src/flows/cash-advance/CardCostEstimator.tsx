import {
  CARD_MACHINE_VAT_PERCENT,
  cardTakingsSchema,
  estimateMessages,
  parseTypedPercent,
  parseTypedPounds,
} from '@sme/domain';
import { useRef, useState } from 'react';
import { useInPageHtml } from '../../app/use-in-page-html.ts';
import { filterKinds, type ProductFilters, type TypedTakings } from './catalogue.ts';
import { EstimateField } from './EstimateField.tsx';
import { useIslandId } from '../../app/use-island-id.ts';

type FieldKey = keyof TypedTakings;

const fieldOfPath: Record<string, FieldKey> = {
  monthlyTakingsPounds: 'takings',
  averageSalePounds: 'sale',
  creditSharePercent: 'credit',
};

/** Each field's first problem by the rules the server stores takings by, and what they made of the values. */
function checkTakings(values: TypedTakings) {
  const takings = parseTypedPounds(values.takings);
  const sale = parseTypedPounds(values.sale);
  const credit = parseTypedPercent(values.credit);
  const found: Partial<Record<FieldKey, string>> = {};
  if (takings === null) found.takings = estimateMessages.monthlyTakings;
  if (sale === null) found.sale = estimateMessages.averageSale;
  if (credit === null) found.credit = estimateMessages.creditShare;
  const checked = cardTakingsSchema.safeParse({
    monthlyTakingsPounds: takings ?? 0,
    averageSalePounds: sale ?? 0,
    creditSharePercent: credit ?? 0,
  });
  if (!checked.success) {
    for (const issue of checked.error.issues) {
      const key = fieldOfPath[String(issue.path[0])];
      if (key && !found[key]) found[key] = issue.message;
    }
  }
  return { found, checked };
}

/**
 * 'Your monthly card takings', 'Average sale' and (optional) 'Share on credit cards': checked here with the rules
 * the server stores them by, then handed to the page, which keeps them in the address (a reload keeps them) and
 * shows each machine's estimated monthly cost. A GET form to the page with the chosen filters, so sent before its
 * code arrives the page comes back with the estimates (the server's render reads the address).
 */
export default function CardCostEstimator({
  typed,
  filters,
  onApply,
  onClear,
}: {
  /** What the address holds now. */
  typed: TypedTakings;
  /** The filters chosen now, which the form carries on. */
  filters: ProductFilters;
  onApply: (typed: TypedTakings) => void;
  onClear: () => void;
}) {
  const id = useIslandId();
  // Clear estimate changes the page's address: it waits for the code.
  const inPageHtml = useInPageHtml();
  // Takings in the address that cannot be used (sent before the code arrived, or typed into the address) are explained
  // beside their fields from the first render, the server's too: the page shows no estimate for them.
  const problemsInAddress = () => (typed.takings !== '' && typed.sale !== '' ? checkTakings(typed).found : {});
  const [errors, setErrors] = useState<Partial<Record<FieldKey, string>>>(problemsInAddress);
  const fields = useRef<Partial<Record<FieldKey, HTMLInputElement | null>>>({});
  // The address's inputs changed (applied, the estimate cleared, Back): the fields show what it holds now. Until then
  // their values stay in the page, so what was typed before the code arrived is what it reads.
  const addressKey = `${typed.takings}|${typed.sale}|${typed.credit}`;
  const [shownKey, setShownKey] = useState(addressKey);
  if (shownKey !== addressKey) {
    setShownKey(addressKey);
    setErrors(problemsInAddress());
  }
  const valueOf = (key: FieldKey) => fields.current[key]?.value ?? typed[key];
  const applied = typed.takings !== '' && typed.sale !== '';

  const submit = () => {
    const { found, checked } = checkTakings({
      takings: valueOf('takings'),
      sale: valueOf('sale'),
      credit: valueOf('credit'),
    });
    setErrors(found);
    const first = (['takings', 'sale', 'credit'] as const).find((key) => found[key]);
    if (first || !checked.success) {
      if (first) fields.current[first]?.focus();
      return;
    }
    onApply({
      takings: String(checked.data.monthlyTakingsPounds),
      sale: String(checked.data.averageSalePounds),
      credit: valueOf('credit').trim() === '' ? '' : String(checked.data.creditSharePercent),
    });
  };

  const field = (key: FieldKey, label: string, hint: string, example: string) => (
    <EstimateField
      key={`${key}:${addressKey}`}
      id={`${id}-${key}`}
      name={key}
      label={label}
      hint={hint}
      example={example}
      defaultValue={typed[key]}
      error={errors[key]}
      inputRef={(element) => {
        fields.current[key] = element;
      }}
    />
  );

  return (
    <form
      method="get"
      noValidate
      aria-labelledby={`${id}-title`}
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      {filterKinds.map(({ key }) =>
        filters[key] === undefined ? null : <input key={key} type="hidden" name={key} value={filters[key]} />,
      )}
      <input type="hidden" name="sort" value="cost" />
      <h2 id={`${id}-title`} className="text-lg font-bold text-ink">
        Estimate your monthly costs
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        Tell us roughly what you take by card and we will estimate each machine&apos;s monthly cost from the card rates
        listed for it: its monthly charge, plus its rates on your takings and its fee on each payment.
      </p>
      <div className="mt-4 grid gap-4 sm:grid-cols-3">
        {field('takings', 'Your monthly card takings', 'In pounds, e.g. £12,500.', '£12,500')}
        {field('sale', 'Average sale', 'What a typical card payment comes to.', '£20')}
        {field('credit', 'Share on credit cards (optional)', 'Per cent of takings; blank for none.', '10%')}
      </div>
      <div className="mt-4 flex flex-wrap gap-3">
        <button type="submit" className="btn-primary">
          Show estimated costs
        </button>
        {applied && (
          <button type="button" className="btn-outline" disabled={inPageHtml} onClick={onClear}>
            Clear estimate
          </button>
        )}
      </div>
      <p className="mt-3 text-xs text-slate-600">
        An estimate from the rates listed, not a quote: what you pay depends on your card mix and the provider&apos;s
        own terms.
      </p>
      <p className="mt-1 text-xs text-slate-600" data-testid="estimator-vat">
        Estimates exclude VAT: {CARD_MACHINE_VAT_PERCENT}% VAT is added to the monthly charge, and card fees carry none.
      </p>
    </form>
  );
}
