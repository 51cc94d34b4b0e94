import { NOTE_DELETE_MINUTES } from '@sme/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTRPC } from '../../app/trpc.ts';
import { confirmDialog } from '../../ui/confirm-dialog.ts';
import { savedThen } from '../console-save.ts';
import { smallOutlineButton } from '../console-styles.ts';

const windowMs = NOTE_DELETE_MINUTES * 60_000;

/**
 * "Delete" on the user's own note, for NOTE_DELETE_MINUTES after adding it, with a confirmation first. It goes away
 * when the time is up (the server refuses after that too).
 */
export function DeleteNoteButton({ leadId, eventId, at }: { leadId: string; eventId: string; at: string }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const until = new Date(at).getTime() + windowMs;
  const [expired, setExpired] = useState(() => Date.now() >= until);
  useEffect(() => {
    if (expired) return;
    const timer = setTimeout(() => setExpired(true), Math.max(0, until - Date.now()));
    return () => clearTimeout(timer);
  }, [until, expired]);
  const remove = useMutation(
    trpc.admin.leads.deleteNote.mutationOptions(
      savedThen('Note deleted', () =>
        queryClient.invalidateQueries({ queryKey: trpc.admin.leads.detail.queryKey({ id: leadId }) }),
      ),
    ),
  );
  if (expired) return null;
  const confirmDelete = async () => {
    const confirmed = await confirmDialog({
      title: 'Delete this note?',
      text: 'Its words are removed for good. The timeline keeps "Note deleted" with your name and the time.',
      confirmText: 'Yes, delete',
    });
    if (confirmed) remove.mutate({ eventId });
  };
  return (
    <button
      type="button"
      className={`${smallOutlineButton} mt-1`}
      disabled={remove.isPending}
      onClick={() => void confirmDelete()}
      aria-label="Delete note"
    >
      Delete
    </button>
  );
}
