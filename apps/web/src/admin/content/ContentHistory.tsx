import { formatUkDateTime } from '@sme/domain';
import type { UseQueryResult } from '@tanstack/react-query';
import { useId } from 'react';
import { confirmDialog } from '../../ui/confirm-dialog.ts';
import { cell, ConsoleTable } from '../ConsoleTable.tsx';
import { errorText } from '../console-errors.ts';
import { smallOutlineButton } from '../console-styles.ts';

/** One saved state of a post or a card machine, as the history procedures list it. */
export interface ContentVersion {
  id: string;
  at: string;
  action: string;
  by: string | null;
}

/**
 * A piece of content's saved states, newest first, with a button to restore each earlier one (for those who may
 * edit). What a restore puts back, and the words for each kind of content, come from the caller.
 */
export function ContentHistory<Version extends ContentVersion>({
  history,
  canEdit,
  restoring,
  onRestore,
  restoreText,
  tableLabel,
  caption,
  labelColumn,
  labelOf,
  actionText,
  byText,
}: {
  history: UseQueryResult<{ versions: Version[] }, unknown>;
  canEdit: boolean;
  restoring: boolean;
  onRestore: (version: Version) => void;
  /** The confirmation's words for restoring the version saved at `at`. */
  restoreText: (at: string) => string;
  tableLabel: string;
  caption: string;
  labelColumn: string;
  labelOf: (version: Version) => string;
  actionText: (action: string) => string;
  /** Who made the version; `by` is null where no account is known. */
  byText: (version: Version) => string;
}) {
  const ids = useId();

  const ask = async (version: Version) => {
    const confirmed = await confirmDialog({
      title: 'Restore this version?',
      text: restoreText(version.at),
      confirmText: 'Restore',
    });
    if (confirmed) onRestore(version);
  };

  return (
    <section aria-labelledby={`${ids}-heading`}>
      <h2 id={`${ids}-heading`} className="mb-3 text-lg font-semibold">
        History
      </h2>
      {history.isPending ? (
        <p>Loading the history...</p>
      ) : history.isError ? (
        <p role="alert">{errorText(history.error)}</p>
      ) : history.data.versions.length === 0 ? (
        <p>No changes recorded yet.</p>
      ) : (
        <ConsoleTable
          label={tableLabel}
          caption={caption}
          columns={['When (UK time)', 'What', 'Who', labelColumn, ...(canEdit ? ['Restore'] : [])]}
          minWidth={canEdit ? 'min-w-[48rem]' : 'min-w-[40rem]'}
        >
          {history.data.versions.map((version, index) => (
            <tr key={version.id} className="border-t border-slate-200">
              <td className={`${cell} whitespace-nowrap tabular-nums`}>
                <time dateTime={version.at}>{formatUkDateTime(version.at)}</time>
              </td>
              <td className={cell}>{actionText(version.action)}</td>
              <td className={cell}>{byText(version)}</td>
              <td className={`${cell} break-words`}>{labelOf(version)}</td>
              {canEdit && (
                <td className={cell}>
                  {index === 0 ? (
                    <span className="text-slate-700">Current</span>
                  ) : (
                    <button
                      type="button"
                      className={smallOutlineButton}
                      disabled={restoring}
                      aria-label={`Restore the version of ${formatUkDateTime(version.at)}`}
                      onClick={() => void ask(version)}
                    >
                      Restore
                    </button>
                  )}
                </td>
              )}
            </tr>
          ))}
        </ConsoleTable>
      )}
    </section>
  );
}
