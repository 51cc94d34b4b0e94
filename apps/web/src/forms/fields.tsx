import type { ComponentProps, ReactNode } from 'react';

/** A field's label, with a visual asterisk when it is required. */
export function FieldLabel({
  htmlFor,
  required = false,
  className = 'field-label',
  children,
}: {
  htmlFor: string;
  required?: boolean;
  className?: string;
  children: ReactNode;
}) {
  return (
    <label htmlFor={htmlFor} className={className}>
      {children}
      {required && (
        <span className="text-red-700" aria-hidden="true">
          {' '}
          *
        </span>
      )}
    </label>
  );
}

/** A control's aria-invalid and the message it is described by (`errorId`), while there is an error. */
export function describedByError(errorId: string, error: unknown) {
  return error ? { 'aria-invalid': true, 'aria-describedby': errorId } : {};
}

/** What a labelled control takes besides its own attributes. */
interface Labelled {
  /** The control's id, which its label names. */
  id: string;
  label: ReactNode;
  /** The asterisk on the label, and aria-required on the control (the forms check their fields themselves). */
  required?: boolean;
  labelClassName?: string;
}

export type LabelledInputProps = Omit<ComponentProps<'input'>, 'id' | 'required'> & Labelled;
type LabelledSelectProps = Omit<ComponentProps<'select'>, 'id' | 'required'> & Labelled;

/** An input under its label. */
export function LabelledInput(props: LabelledInputProps) {
  return labelled(props, (input) => <input {...input} />);
}

/** A select under its label; its options are the children. */
export function LabelledSelect(props: LabelledSelectProps) {
  return labelled(props, (select) => <select {...select} />);
}

/** The label, then the control with its id; the caller's attributes may override its look and aria-required. */
function labelled<Control extends object>(
  { id, label, required = false, labelClassName, ...attributes }: Labelled & Control,
  control: (attributes: { id: string; className: string; 'aria-required'?: boolean } & Partial<Control>) => ReactNode,
) {
  return (
    <>
      <FieldLabel htmlFor={id} required={required} className={labelClassName}>
        {label}
      </FieldLabel>
      {control({
        id,
        className: 'field-input',
        'aria-required': required || undefined,
        ...(attributes as Partial<Control>),
      })}
    </>
  );
}

/** One <option> per value of a closed list, each named by its value. */
export function OptionList({ values }: { values: readonly string[] }) {
  return values.map((value) => (
    <option key={value} value={value}>
      {value}
    </option>
  ));
}

/** One of a form's plain text fields. */
export interface TextFieldSpec<Name extends string> {
  name: Name;
  label: string;
  type?: 'email' | 'tel';
  autoComplete: string;
  required?: boolean;
  /** Across both columns of a two-column form. */
  wide?: boolean;
}

/**
 * A form's plain text fields, each in its own box under its label; `id` prefixes their ids. `register` gives each
 * input its name and handlers: react-hook-form's, or a plain form's (the name and the value it was sent with).
 */
export function TextFieldList<Name extends string>({
  id,
  fields,
  register,
}: {
  id: string;
  fields: readonly TextFieldSpec<Name>[];
  register: (name: Name) => Omit<ComponentProps<'input'>, 'id'>;
}) {
  return fields.map((field) => (
    <div key={field.name} className={field.wide ? 'sm:col-span-2' : undefined}>
      <LabelledInput
        id={`${id}-${field.name}`}
        label={field.label}
        required={field.required}
        type={field.type ?? 'text'}
        autoComplete={field.autoComplete}
        {...register(field.name)}
      />
    </div>
  ));
}
