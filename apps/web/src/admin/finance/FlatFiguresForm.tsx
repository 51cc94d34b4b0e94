import { useId, useMemo, type ReactNode } from 'react';
import type { FieldValues, Path, Resolver } from 'react-hook-form';
import { FinanceField } from './FinanceField.tsx';
import { FinanceFormButtons } from './FinanceFormButtons.tsx';
import { useFinanceForm, type FinanceFormProps } from './use-finance-form.ts';

/** What makes one kind's form when its figures are a flat list of typed fields, one of them a date. */
export interface FlatFigures<Values extends FieldValues, Settings> {
  /** The form's accessible name, e.g. "Cash advance figures". */
  name: string;
  /** What the buttons save and clear, e.g. "cash advance figures". */
  what: string;
  fields: readonly (keyof Values & string)[];
  labels: Record<keyof Values & string, { label: string; hint: string }>;
  dateField: keyof Values & string;
  resolver: Resolver<Values, unknown, Settings>;
  /** The stored figures as the form shows them (blank fields when none are stored). */
  valuesOf: (stored: Settings | null) => Values;
  /** The grid's columns at each width. */
  columns: string;
  intro?: ReactNode;
}

/**
 * A kind of finance figures whose fields are a flat list (cash advance, Climate Change Levy): each field with its
 * label, hint and refusal, checked by the kind's rules, then the form's buttons.
 */
export function FlatFiguresForm<Values extends FieldValues, Settings>({
  figures,
  stored,
  canEdit,
  saving,
  saveError,
  onSave,
  onClear,
}: FinanceFormProps<Settings> & { figures: FlatFigures<Values, Settings>; stored: Settings | null }) {
  const ids = useId();
  const { valuesOf, resolver, fields } = figures;
  const values = useMemo(() => valuesOf(stored), [valuesOf, stored]);
  const isField = useMemo(() => (path: string) => (fields as readonly string[]).includes(path), [fields]);
  const {
    register,
    handleSubmit,
    general,
    formState: { errors },
  } = useFinanceForm({ values, resolver, saveError, isField });

  return (
    <form aria-label={figures.name} noValidate onSubmit={handleSubmit(onSave)} className="space-y-6">
      {figures.intro}
      <fieldset disabled={!canEdit || saving} className={`grid gap-4 ${figures.columns}`}>
        <legend className="sr-only">The {figures.what}</legend>
        {fields.map((name) => (
          <FinanceField
            key={name}
            id={`${ids}-${name}`}
            label={figures.labels[name].label}
            hint={figures.labels[name].hint}
            error={errors[name]?.message as string | undefined}
            registered={register(name as Path<Values>)}
            type={name === figures.dateField ? 'date' : 'text'}
          />
        ))}
      </fieldset>
      {canEdit && (
        <FinanceFormButtons
          what={figures.what}
          general={general}
          saving={saving}
          canClear={stored !== null}
          onClear={onClear}
        />
      )}
    </form>
  );
}
