import { outlineButton } from '../console-styles.ts';

/**
 * The end of a finance form for an admin: what the server refused that belongs to no field, Save, and Clear once
 * figures are saved (the site then shows none of them).
 */
export function FinanceFormButtons({
  what,
  general,
  saving,
  canClear,
  onClear,
}: {
  /** The figures, as the buttons name them for a screen reader: "loan figures". */
  what: string;
  general: string[];
  saving: boolean;
  canClear: boolean;
  onClear: () => void;
}) {
  return (
    <>
      <div role="alert" className="text-sm font-medium text-red-700">
        {general.join(' ')}
      </div>
      <div className="flex flex-wrap gap-3">
        <button type="submit" className="btn-primary min-h-11" disabled={saving} aria-label={`Save the ${what}`}>
          {saving ? 'Saving...' : 'Save'}
        </button>
        {canClear && (
          <button
            type="button"
            className={`${outlineButton} min-h-11`}
            disabled={saving}
            aria-label={`Clear the ${what}`}
            onClick={onClear}
          >
            Clear
          </button>
        )}
      </div>
    </>
  );
}
