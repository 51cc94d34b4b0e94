import { outlineButton } from '../console-styles.ts';

const submitStyles = {
  primary: 'btn-primary min-h-10 py-1.5',
  danger:
    'min-h-10 rounded-lg border-2 border-red-700 bg-red-700 px-4 py-1.5 font-semibold text-white hover:bg-red-800 disabled:cursor-not-allowed disabled:opacity-60',
} as const;

/** A lead page form's buttons: its submit (off while it saves) and Cancel, which closes the form unsaved. */
export function FormActions({
  label,
  busy,
  onCancel,
  tone = 'primary',
  className = 'mt-2',
}: {
  label: string;
  busy: boolean;
  onCancel: () => void;
  tone?: keyof typeof submitStyles;
  className?: string;
}) {
  return (
    <div className={`${className} flex flex-wrap gap-2`}>
      <button type="submit" className={submitStyles[tone]} disabled={busy} aria-busy={busy}>
        {label}
      </button>
      <button type="button" className={outlineButton} onClick={onCancel}>
        Cancel
      </button>
    </div>
  );
}
