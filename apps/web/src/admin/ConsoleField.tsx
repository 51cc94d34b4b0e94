import type { ReactNode } from 'react';

/** A console form field: its label above the control (the control carries `id`). */
export function ConsoleField({
  id,
  label,
  className,
  children,
}: {
  id: string;
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={className}>
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      {children}
    </div>
  );
}

/** One <option> per value of a closed list, named by its label. */
export function LabelledOptions<Value extends string>({
  values,
  labels,
}: {
  values: readonly Value[];
  labels: Record<Value, string>;
}) {
  return values.map((value) => (
    <option key={value} value={value}>
      {labels[value]}
    </option>
  ));
}
