import { zodResolver } from '@hookform/resolvers/zod';
import { REPORT_MAX_DAYS, reportRangeSchema, type ReportRange } from '@sme/domain';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';

const fields = [
  { name: 'from', label: 'From' },
  { name: 'to', label: 'To' },
] as const;

/**
 * The report's days: two date inputs, checked here by the same rules the server checks (a real day, in order, at
 * most a year), each message below its field. The report changes only when the form is sent, not at every keystroke
 * a date input makes.
 */
export function ReportRangeForm({ range, onChange }: { range: ReportRange; onChange: (range: ReportRange) => void }) {
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<ReportRange>({ defaultValues: range, resolver: zodResolver(reportRangeSchema) });
  // The address changed by itself (Back, the Reports link): the inputs show its range.
  const { from, to } = range;
  useEffect(() => reset({ from, to }), [from, to, reset]);

  return (
    <form
      aria-label="Report dates"
      noValidate
      onSubmit={handleSubmit(onChange)}
      className="flex flex-wrap items-start gap-3 rounded-lg border border-slate-200 bg-white p-4"
    >
      {fields.map(({ name, label }) => {
        const error = errors[name]?.message;
        const id = `report-${name}`;
        return (
          <div key={name} className="min-w-40 flex-1 sm:max-w-52">
            <label htmlFor={id} className="field-label">
              {label}
            </label>
            <input
              id={id}
              type="date"
              className="field-input"
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : 'report-range-hint'}
              {...register(name)}
            />
            {error && (
              <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-700">
                {error}
              </p>
            )}
          </div>
        );
      })}
      <div className="flex flex-col sm:pt-6">
        <button type="submit" className="btn-primary min-h-11">
          Show report
        </button>
      </div>
      <p id="report-range-hint" className="w-full text-sm text-slate-700">
        UK days, both included; at most {REPORT_MAX_DAYS} days.
      </p>
    </form>
  );
}
