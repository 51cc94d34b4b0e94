import { zodResolver } from '@hookform/resolvers/zod';
import { productSchema, type ProductFormValues, type ProductValues } from '@sme/domain';
import { useEffect, useId } from 'react';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import { showFieldErrors, splitFieldErrors } from '../../console-field-errors.ts';
import { ImageField } from '../ImageField.tsx';

export interface ListOption {
  id: number;
  name: string;
  retired: boolean;
}

export interface ProductOptions {
  terms: ListOption[];
  acquirers: ListOption[];
  manufacturers: ListOption[];
  features: ListOption[];
}

export const blankProduct: ProductFormValues = {
  name: '',
  image: '',
  featureIds: [],
  termId: '',
  acquirerId: '',
  manufacturerId: '',
  monthlyCharge: '',
  debitRatePercent: '',
  debitPencePerTransaction: '',
  creditRatePercent: '',
  creditPencePerTransaction: '',
  contractMonths: '',
  exitFee: '',
  setUpFee: '',
};

// The schema reads text (as the form holds it) and hands over checked values: the resolver's two sides differ.
type ProductField = keyof ProductFormValues;
const productFields = Object.keys(blankProduct) as ProductField[];

const resolver = zodResolver(productSchema) as unknown as Resolver<ProductFormValues, unknown, ProductValues>;

/** A row's choices: the current ones, and a retired one only where it is the row's choice already. */
const choicesOf = (options: ListOption[], chosen: string[]) =>
  options.filter((option) => !option.retired || chosen.includes(String(option.id)));
const optionLabel = (option: ListOption) => (option.retired ? `${option.name} (retired)` : option.name);

/**
 * A card machine's form: checked here by the domain's rules (the server checks them again); a refusal of the
 * server shows under its field, and what was typed stays.
 */
export function CardMachineForm({
  values,
  options,
  canEdit,
  saving,
  saveError,
  onSave,
  onDirty,
}: {
  values: ProductFormValues;
  options: ProductOptions;
  canEdit: boolean;
  saving: boolean;
  /** The server's refusal of the last save, if any. */
  saveError: unknown;
  onSave: (values: ProductValues) => void;
  onDirty?: (dirty: boolean) => void;
}) {
  const ids = useId();
  const {
    register,
    handleSubmit,
    control,
    setError,
    reset,
    watch,
    formState: { errors, isDirty },
  } = useForm<ProductFormValues, unknown, ProductValues>({ defaultValues: values, resolver });

  // A saved (or restored) version comes back from the server: the form starts again from it.
  useEffect(() => reset(values), [values, reset]);
  useEffect(() => onDirty?.(isDirty), [isDirty, onDirty]);

  const general = saveError ? splitFieldErrors(saveError, productFields).general : [];
  useEffect(() => {
    if (saveError) showFieldErrors(saveError, productFields, setError);
  }, [saveError, setError]);

  const idOf = (field: ProductField) => `${ids}-${field}`;
  const errorOf = (field: ProductField) => errors[field]?.message;
  const describedBy = (field: ProductField, hint?: boolean) =>
    [hint ? `${idOf(field)}-hint` : '', errorOf(field) ? `${idOf(field)}-error` : ''].filter(Boolean).join(' ') ||
    undefined;
  const problem = (field: ProductField) =>
    errorOf(field) ? (
      <p id={`${idOf(field)}-error`} className="mt-1 text-sm font-medium text-red-700">
        {errorOf(field)}
      </p>
    ) : null;

  const text = (field: ProductField, label: string, hint?: string) => (
    <div>
      <label htmlFor={idOf(field)} className="field-label">
        {label}
      </label>
      <input
        id={idOf(field)}
        className="field-input"
        inputMode={field === 'name' ? undefined : 'decimal'}
        autoComplete="off"
        aria-invalid={errorOf(field) ? true : undefined}
        aria-describedby={describedBy(field, Boolean(hint))}
        {...register(field)}
      />
      {hint && (
        <p id={`${idOf(field)}-hint`} className="mt-1 text-sm text-slate-700">
          {hint}
        </p>
      )}
      {problem(field)}
    </div>
  );

  const select = (field: 'termId' | 'acquirerId' | 'manufacturerId', label: string, list: ListOption[]) => (
    <div>
      <label htmlFor={idOf(field)} className="field-label">
        {label}
      </label>
      <select
        id={idOf(field)}
        className="field-input"
        aria-invalid={errorOf(field) ? true : undefined}
        aria-describedby={describedBy(field)}
        {...register(field)}
      >
        <option value="">Choose...</option>
        {choicesOf(list, [values[field]]).map((option) => (
          <option key={option.id} value={String(option.id)}>
            {optionLabel(option)}
          </option>
        ))}
      </select>
      {problem(field)}
    </div>
  );

  const featureError = errorOf('featureIds');
  const chosenFeatures = watch('featureIds');

  return (
    <form
      aria-label="Card machine"
      noValidate
      onSubmit={handleSubmit(onSave)}
      className="space-y-6 rounded-lg border border-slate-200 bg-white p-4"
    >
      <fieldset disabled={!canEdit || saving} className="space-y-6">
        <legend className="sr-only">The card machine&apos;s details</legend>
        <div className="grid gap-4 md:grid-cols-2">
          {text('name', 'Name', 'As the public page shows it, e.g. PAX A920 Pro portable.')}
          <Controller
            control={control}
            name="image"
            render={({ field }) => (
              <ImageField
                label="Image"
                folder="cash_advance/product"
                value={field.value}
                onChange={field.onChange}
                error={errorOf('image')}
                disabled={!canEdit || saving}
              />
            )}
          />
        </div>

        <fieldset aria-describedby={featureError ? `${idOf('featureIds')}-error` : undefined}>
          <legend className="field-label">Features</legend>
          <div className="grid gap-2 sm:grid-cols-2 md:grid-cols-4">
            {choicesOf(options.features, [...values.featureIds, ...(chosenFeatures ?? [])]).map((feature) => (
              <label key={feature.id} className="flex min-h-6 items-center gap-2">
                <input
                  type="checkbox"
                  value={String(feature.id)}
                  className="size-5"
                  aria-invalid={featureError ? true : undefined}
                  {...register('featureIds')}
                />
                {optionLabel(feature)}
              </label>
            ))}
          </div>
          {problem('featureIds')}
        </fieldset>

        <div className="grid gap-4 md:grid-cols-3">
          {select('termId', 'Term', options.terms)}
          {select('acquirerId', 'Acquirer', options.acquirers)}
          {select('manufacturerId', 'Manufacturer', options.manufacturers)}
        </div>

        <fieldset className="grid gap-4 md:grid-cols-2 lg:grid-cols-4">
          <legend className="mb-2 text-lg font-semibold">Prices</legend>
          {/* The public cards add '+ VAT' to the charge and the fees; card fees are exempt. */}
          <p className="text-sm text-slate-700 md:col-span-2 lg:col-span-4">
            Enter prices before VAT: visitors see the monthly charge, set-up and exit fees marked + VAT, and card fees
            marked no VAT.
          </p>
          {text('monthlyCharge', 'Monthly charge (£)', 'Whole pounds before VAT, from 0 to 10,000.')}
          {text('contractMonths', 'Contract length (months)', 'Whole months, 0 to 120; blank if not known.')}
          {text('exitFee', 'Exit fee (£)', 'Pounds and pence before VAT, e.g. 150.00; blank if not known.')}
          {text('setUpFee', 'Set-up fee (£)', 'Pounds and pence before VAT, e.g. 0.00; blank if not known.')}
          {text('debitRatePercent', 'Debit card rate (%)', 'e.g. 0.35 (up to 3 decimals); blank if not known.')}
          {text('debitPencePerTransaction', 'Debit card, pence per payment', 'e.g. 2.5; blank if not known.')}
          {text('creditRatePercent', 'Credit card rate (%)', 'e.g. 1.5 (up to 3 decimals); blank if not known.')}
          {text('creditPencePerTransaction', 'Credit card, pence per payment', 'e.g. 2.5; blank if not known.')}
        </fieldset>
      </fieldset>

      {canEdit && (
        <>
          <div role="alert" className="text-sm font-medium text-red-700">
            {general.join(' ')}
          </div>
          <button type="submit" className="btn-primary min-h-11" disabled={saving}>
            {saving ? 'Saving...' : 'Save'}
          </button>
        </>
      )}
    </form>
  );
}
