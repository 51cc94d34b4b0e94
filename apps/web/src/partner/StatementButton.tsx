import { useState } from 'react';
import { errorText } from '../admin/console-errors.ts';
import { saveFile } from '../admin/inbox/download-csv.ts';

/**
 * "Download statement (CSV)" for one month: asks the server for the statement (a procedure, so the session and the
 * partner are checked as for every other call) and saves it as a file. Used by the portal and the console.
 */
export function StatementButton({
  monthLabel,
  load,
  className,
}: {
  monthLabel: string;
  load: () => Promise<{ filename: string; csv: string }>;
  className: string;
}) {
  const [state, setState] = useState<{ busy: boolean; error: string | null }>({ busy: false, error: null });
  const download = async () => {
    setState({ busy: true, error: null });
    try {
      const { filename, csv } = await load();
      saveFile(filename, new Blob([csv], { type: 'text/csv;charset=utf-8' }));
      setState({ busy: false, error: null });
    } catch (error) {
      setState({ busy: false, error: errorText(error) });
    }
  };
  return (
    <div>
      {/* Named with its month by aria-label: a visually hidden span would escape a scrolling table's box. */}
      <button
        type="button"
        className={className}
        disabled={state.busy}
        aria-label={`Download statement (CSV) for ${monthLabel}`}
        onClick={() => void download()}
      >
        Download statement (CSV)
      </button>
      {state.error && (
        <p role="alert" className="mt-1 text-sm font-medium text-red-700">
          {state.error}
        </p>
      )}
    </div>
  );
}
