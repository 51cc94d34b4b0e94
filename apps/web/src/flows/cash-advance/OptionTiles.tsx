/**
 * One question of the merchant-service form: a visible question over tiles of which one is chosen. Native radio
 * buttons underneath, so arrow keys, Tab and screen readers work as on any radio group; long single words
 * (Emerchantpay) wrap inside their tile rather than overflow it on a narrow phone.
 */
export function OptionTiles<Value extends string>({
  question,
  hint,
  name,
  options,
  value,
  onChange,
  columns,
}: {
  question: string;
  hint?: string;
  name: string;
  options: readonly Value[];
  value: Value | null;
  onChange: (value: Value) => void;
  columns: string;
}) {
  return (
    <fieldset>
      <legend className="text-lg font-semibold text-ink">{question}</legend>
      {hint && <p className="mt-1 text-sm text-slate-700">{hint}</p>}
      <div className={`mt-3 grid gap-3 ${columns}`}>
        {options.map((option) => (
          <label
            key={option}
            className="flex min-h-12 min-w-0 cursor-pointer items-center gap-2 rounded-xl border-2 border-slate-300 bg-white px-3 py-2 text-sm font-semibold text-ink has-checked:border-brand-700 has-checked:bg-brand-50 has-focus-visible:outline-3 has-focus-visible:outline-accent sm:text-base"
          >
            <input
              type="radio"
              name={name}
              value={option}
              checked={value === option}
              onChange={() => onChange(option)}
              className="size-5 shrink-0 accent-brand-700"
            />
            <span className="min-w-0 [overflow-wrap:anywhere]">{option}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
