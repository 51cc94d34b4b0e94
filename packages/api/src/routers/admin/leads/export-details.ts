import { formatCallDay, formatUkDateTime } from '@sme/domain';
import type { Db, LeadDetails } from '../../../services/lead-kinds/lead-kind.ts';
import { readSubmissions, sourceOf, type LinkedLead } from '../../../services/lead-kinds/registry.ts';

/** What the export adds to a lead's row from its submission: every answer, and when to call. */
export interface ExportDetails {
  /** The answers as the lead page labels them. */
  answers: Map<string, string>;
  /** The booked call's time, or the callback's day and best time. */
  callAt: string | null;
}

const noDetails: ExportDetails = { answers: new Map(), callAt: null };

/** When to call, as the lead page says it: the latest booked call still on, else the callback the visitor asked for. */
function callAtOf(details: LeadDetails): string | null {
  const booked = details.calls
    .filter((call) => call.startAt && call.status !== 'canceled' && call.status !== 'rescheduled')
    .sort((a, b) => (a.startAt! < b.startAt! ? 1 : -1))[0];
  if (booked?.startAt) return `Booked call ${formatUkDateTime(booked.startAt)}`;
  const callback = details.callback;
  if (!callback) return null;
  const day = callback.callDay ? `${formatCallDay(callback.callDay)}, ` : '';
  return `Callback ${day}${callback.bestTime ?? 'any time'}`;
}

/** A page's submissions, read together: one statement per kind on the page, not one per lead. */
export async function exportDetails(db: Db, leads: LinkedLead[]): Promise<ExportDetails[]> {
  const read = await readSubmissions(db, leads.map(sourceOf));
  return read.map((submission) =>
    submission
      ? {
          answers: new Map(submission.details.answers.map((answer) => [answer.label, answer.value])),
          callAt: callAtOf(submission.details),
        }
      : noDetails,
  );
}
