import { Minus, Plus } from 'lucide-react';
import { useInPageHtml } from '../../app/use-in-page-html.ts';
import { useIslandId } from '../../app/use-island-id.ts';

/**
 * A number changed only by − and +, so it always stays within its limits (spec §5: bins and capacity). A field of its
 * form named `name`, which sends the number shown; the buttons need the code, and wait for it.
 */
export function NumberStepper({
  label,
  name,
  value,
  min,
  max,
  step = 1,
  unit = '',
  onChange,
}: {
  label: string;
  name: string;
  value: number;
  min: number;
  max: number;
  step?: number;
  unit?: string;
  onChange: (value: number) => void;
}) {
  const id = useIslandId();
  const inPageHtml = useInPageHtml();
  return (
    <div role="group" aria-labelledby={`${id}-label`}>
      <input type="hidden" name={name} value={value} />
      <span id={`${id}-label`} className="field-label">
        {label}
      </span>
      <div className="inline-flex items-center gap-3">
        <button
          type="button"
          className="btn-outline size-11 p-0"
          aria-label={`Fewer: ${label}`}
          disabled={inPageHtml || value <= min}
          onClick={() => onChange(Math.max(min, value - step))}
        >
          <Minus aria-hidden="true" className="size-5" />
        </button>
        <output aria-live="polite" className="min-w-24 text-center text-xl font-bold" data-testid={`${label} value`}>
          {value}
          {unit}
        </output>
        <button
          type="button"
          className="btn-outline size-11 p-0"
          aria-label={`More: ${label}`}
          disabled={inPageHtml || value >= max}
          onClick={() => onChange(Math.min(max, value + step))}
        >
          <Plus aria-hidden="true" className="size-5" />
        </button>
      </div>
    </div>
  );
}
