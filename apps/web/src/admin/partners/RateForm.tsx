import { partnerMessages } from '@sme/domain';
import { useState, type FormEvent } from 'react';
import { ConsoleField } from '../ConsoleField.tsx';
import { smallOutlineButton } from '../console-styles.ts';
import { penceOf, poundsText } from './money.ts';

/**
 * One kind's commission as an admin changes it: typed in pounds, saved in pence. A partner's own rate can also go
 * back to the default.
 */
export function RateForm({
  id,
  kindLabel,
  amountPence,
  saving,
  onSave,
  onUseDefault,
}: {
  /** Unique on the page: the field's id. */
  id: string;
  kindLabel: string;
  amountPence: number;
  saving: boolean;
  onSave: (amountPence: number) => void;
  /** Only for a partner's own rate. */
  onUseDefault?: () => void;
}) {
  const [typed, setTyped] = useState(() => poundsText(amountPence));
  const [problem, setProblem] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const pence = penceOf(typed);
    setProblem(pence === null ? partnerMessages.rateInvalid : null);
    if (pence !== null) onSave(pence);
  };
  return (
    <form onSubmit={submit} noValidate className="flex flex-wrap items-end gap-2">
      <ConsoleField id={id} label={`${kindLabel} commission (£)`} className="w-40">
        <input
          id={id}
          inputMode="decimal"
          className="field-input"
          value={typed}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${id}-problem` : undefined}
          onChange={(event) => setTyped(event.target.value)}
        />
      </ConsoleField>
      {/* Named in full by aria-label: a visually hidden span (absolutely placed) would escape the scrolling table's
          box and widen the page on a phone. */}
      <button
        type="submit"
        className={smallOutlineButton}
        disabled={saving}
        aria-label={`Save the ${kindLabel} commission`}
      >
        Save
      </button>
      {onUseDefault && (
        <button
          type="button"
          className={smallOutlineButton}
          disabled={saving}
          aria-label={`Use the default for ${kindLabel}`}
          onClick={onUseDefault}
        >
          Use the default
        </button>
      )}
      {problem && (
        <p id={`${id}-problem`} role="alert" className="w-full text-sm font-medium text-red-700">
          {problem}
        </p>
      )}
    </form>
  );
}
