import type { ReactNode } from 'react';

/**
 * A set of tiles of which one is chosen: native radio buttons underneath, so arrow keys, Tab and screen readers
 * work as they do on any radio group, and a tile chosen before the page's code arrives stays chosen.
 */
export function ChoiceTiles<Value extends string>({
  legend,
  name,
  options,
  value,
  defaultValue,
  onChange,
  describedBy,
  columns = 'sm:grid-cols-3',
  icon,
  legendVisible = false,
}: {
  legend: string;
  /** Show the question above the tiles (when the step's heading does not already ask it). */
  legendVisible?: boolean;
  name: string;
  options: readonly Value[];
  /** The chosen tile, kept in React state; leave out for tiles whose choice stays in the page (`defaultValue`). */
  value?: Value | null;
  /** The tile chosen when the page is rendered, for tiles read from the form when it is sent. */
  defaultValue?: Value | null;
  onChange?: (value: Value) => void;
  describedBy?: string;
  columns?: string;
  icon?: (option: Value) => ReactNode;
}) {
  return (
    <fieldset aria-describedby={describedBy}>
      <legend className={legendVisible ? 'text-lg font-semibold text-ink' : 'sr-only'}>{legend}</legend>
      <div className={`grid gap-3 ${columns} ${legendVisible ? 'mt-3' : ''}`}>
        {options.map((option) => (
          <label
            key={option}
            className="flex min-h-14 min-w-0 cursor-pointer items-center gap-3 rounded-xl border-2 border-slate-300 px-4 py-3 font-semibold text-ink has-checked:border-brand-700 has-checked:bg-brand-50 has-focus-visible:outline-3 has-focus-visible:outline-accent"
          >
            <input
              type="radio"
              name={name}
              value={option}
              {...(value === undefined
                ? { defaultChecked: defaultValue === option }
                : { checked: value === option, onChange: () => onChange?.(option) })}
              className="size-5 shrink-0 accent-brand-700"
            />
            {icon?.(option)}
            {/* Long single words (Emerchantpay) wrap inside a narrow phone's tile rather than overflow it. */}
            <span className="min-w-0 [overflow-wrap:anywhere]">{option}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
