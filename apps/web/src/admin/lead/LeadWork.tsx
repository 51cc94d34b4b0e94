import { leadStatusLabels, leadStatuses, type LeadStatusValue } from '@sme/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTRPC } from '../../app/trpc.ts';
import { AssigneeOptions } from '../AssigneeOptions.tsx';
import { ConsoleField, LabelledOptions } from '../ConsoleField.tsx';
import { savedThen } from '../console-save.ts';

/**
 * The note an agent is writing on a lead, kept in this browser's storage until it is added: a reload, Back, or a
 * session that ends (sign-in brings the agent back to the lead) loses nothing. Per user and lead, on staff machines.
 */
function noteDraft(userId: string, leadId: string) {
  const key = `console-note-draft:${userId}:${leadId}`;
  return {
    read: () => {
      try {
        return localStorage.getItem(key) ?? '';
      } catch {
        return '';
      }
    },
    write: (text: string) => {
      try {
        if (text) localStorage.setItem(key, text);
        else localStorage.removeItem(key);
      } catch {
        // Storage refused (private mode, full): the note stays on the page, as before drafts were kept.
      }
    },
  };
}

/** Status, assignee and a new note: what staff change on a lead. Each saves at once and refreshes the page. */
export function LeadWork({
  id,
  status,
  assigneeId,
  userId,
}: {
  id: string;
  status: LeadStatusValue;
  assigneeId: string | null;
  /** The signed-in user: "Assign to me" gives them the lead in one click. */
  userId: string;
}) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const draft = noteDraft(userId, id);
  const [note, setNote] = useState(draft.read);
  // One key per draft: the same note sent twice (a double-click, a retry) is stored once.
  const [noteKey, setNoteKey] = useState(() => crypto.randomUUID());
  // Cleared by a save and not typed in since: a second click on "Add note" is the same note again, not an empty one.
  const [justSaved, setJustSaved] = useState(false);
  const refresh = () => queryClient.invalidateQueries({ queryKey: trpc.admin.leads.pathKey() });

  const setStatus = useMutation(trpc.admin.leads.setStatus.mutationOptions(savedThen('Status saved', refresh)));
  const assign = useMutation(trpc.admin.leads.assign.mutationOptions(savedThen('Assignment saved', refresh)));
  const addNote = useMutation(
    trpc.admin.leads.addNote.mutationOptions(
      savedThen(() => {
        setNote('');
        draft.write('');
        setNoteKey(crypto.randomUUID());
        setJustSaved(true);
        return 'Note added';
      }, refresh),
    ),
  );
  // A note not yet added is kept in this browser (see noteDraft) and, on leaving the page, asked about first.
  useEffect(() => {
    if (!note.trim()) return;
    const ask = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [note]);

  // While a change saves, the select shows the choice just made, not the value it had before.
  const shownStatus = setStatus.isPending ? setStatus.variables.status : status;
  const shownAssignee = assign.isPending ? assign.variables.assigneeId : assigneeId;

  return (
    <section aria-labelledby="work-heading" className="rounded-lg border border-slate-200 bg-white p-4">
      <h2 id="work-heading" className="mb-3 text-lg font-semibold">
        Work this lead
      </h2>
      <div className="grid gap-3 sm:grid-cols-2">
        <ConsoleField id="lead-status" label="Status">
          <select
            id="lead-status"
            className="field-input"
            value={shownStatus}
            disabled={setStatus.isPending}
            onChange={(event) => setStatus.mutate({ id, status: event.target.value as LeadStatusValue })}
          >
            <LabelledOptions values={leadStatuses} labels={leadStatusLabels} />
          </select>
        </ConsoleField>
        <ConsoleField id="lead-assignee" label="Assigned to">
          <select
            id="lead-assignee"
            className="field-input"
            value={shownAssignee ?? ''}
            disabled={assign.isPending}
            onChange={(event) => assign.mutate({ id, assigneeId: event.target.value || null })}
          >
            <option value="">Nobody</option>
            <AssigneeOptions />
          </select>
          {shownAssignee !== userId && (
            <button
              type="button"
              className="btn-outline mt-2 min-h-10 py-1.5"
              disabled={assign.isPending}
              onClick={() => assign.mutate({ id, assigneeId: userId })}
            >
              Assign to me
            </button>
          )}
        </ConsoleField>
      </div>
      <form
        className="mt-4"
        onSubmit={(event) => {
          event.preventDefault();
          if (addNote.isPending || (justSaved && !note.trim())) return;
          addNote.mutate({ id, text: note, key: noteKey });
        }}
      >
        <label htmlFor="lead-note" className="field-label">
          Note
        </label>
        <textarea
          id="lead-note"
          rows={3}
          maxLength={5000}
          className="field-input"
          value={note}
          onChange={(event) => {
            setNote(event.target.value);
            draft.write(event.target.value);
            setJustSaved(false);
          }}
        />
        <button
          type="submit"
          className="btn-primary mt-2 min-h-10 py-1.5"
          disabled={addNote.isPending}
          aria-busy={addNote.isPending}
        >
          {addNote.isPending ? 'Adding note…' : 'Add note'}
        </button>
      </form>
    </section>
  );
}
