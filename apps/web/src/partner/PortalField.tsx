import type { ReactNode } from 'react';

/** A portal form field: its label above the control (the control carries `id`), and a hint under the label. */
export function PortalField({
  id,
  label,
  hint,
  children,
}: {
  id: string;
  label: string;
  /** Read out with the control: the control names it with aria-describedby={`${id}-hint`}. */
  hint?: string;
  children: ReactNode;
}) {
  return (
    <div>
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      {hint && (
        <p id={`${id}-hint`} className="mb-1 text-sm text-slate-700">
          {hint}
        </p>
      )}
      {children}
    </div>
  );
}
