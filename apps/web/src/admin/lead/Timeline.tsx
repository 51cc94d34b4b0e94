import type { RouterOutputs } from '@sme/api';
import { DeleteNoteButton } from './DeleteNoteButton.tsx';

type Entry = RouterOutputs['admin']['leads']['detail']['timeline'][number];

/** Everything that happened to the lead, oldest first, with who and when. */
export function Timeline({ entries, leadId, userId }: { entries: Entry[]; leadId: string; userId: string }) {
  return (
    <section aria-labelledby="timeline-heading" className="rounded-lg border border-slate-200 bg-white p-4">
      <h2 id="timeline-heading" className="text-lg font-semibold">
        Timeline
      </h2>
      <p className="mb-3 text-sm text-slate-700">Oldest first.</p>
      <ol className="space-y-3">
        {entries.map((entry) => (
          <li key={entry.id} className="border-l-4 border-brand-600 pl-3">
            <p className="text-sm text-slate-700">
              <time dateTime={entry.at}>{entry.when}</time> · {entry.who}
            </p>
            <p className={entry.type === 'note_added' ? 'whitespace-pre-line' : 'font-medium'}>{entry.text}</p>
            {entry.note && <p className="whitespace-pre-line">{entry.note}</p>}
            {entry.type === 'note_added' && entry.actorId === userId && (
              <DeleteNoteButton leadId={leadId} eventId={entry.id} at={entry.at} />
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}
