import { useEffect } from 'react';
import { useForm, type DefaultValues, type FieldPath, type FieldValues, type Resolver } from 'react-hook-form';
import { splitFinanceErrors } from './FinanceField.tsx';

/** What every finance form is given: whether it may be changed, the save under way and its refusal, and what to do. */
export interface FinanceFormProps<Settings> {
  canEdit: boolean;
  saving: boolean;
  saveError: unknown;
  onSave: (settings: Settings) => void;
  onClear: () => void;
}

const samePath = (path: string) => path;

/**
 * One kind of finance figures as a form: react-hook-form with the kind's rules, reset whenever the stored figures
 * change (a save, another admin's save), and the server's refusals put under their fields (the first one focused);
 * a refusal of no field comes back as `general`, for the form's buttons to show.
 */
export function useFinanceForm<Values extends FieldValues, Settings>({
  values,
  resolver,
  saveError,
  isField,
  fieldOf = samePath,
}: {
  values: Values;
  resolver: Resolver<Values, unknown, Settings>;
  saveError: unknown;
  /** Whether a path the server names is one of this form's fields (a function made once, not on every render). */
  isField: (path: string) => boolean;
  /** The form's own name for a path the server names, where they differ (a list's own error). */
  fieldOf?: (path: string) => string;
}) {
  const form = useForm<Values, unknown, Settings>({ defaultValues: values as DefaultValues<Values>, resolver });
  const { reset, setError } = form;
  useEffect(() => reset(values), [values, reset]);
  const { general } = splitFinanceErrors(saveError, isField);
  useEffect(() => {
    splitFinanceErrors(saveError, isField).fields.forEach(([field, message], index) =>
      setError(fieldOf(field) as FieldPath<Values>, { type: 'server', message }, { shouldFocus: index === 0 }),
    );
  }, [saveError, setError, isField, fieldOf]);
  return { ...form, general };
}
