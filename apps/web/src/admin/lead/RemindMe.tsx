import {
  describeFollowUpDue,
  FOLLOW_UP_MAX_AHEAD_MS,
  followUpMessages,
  followUpQuickPicks,
  followUpTimeProblem,
  instantFromUkInput,
  ukDateTimeInputValue,
} from '@sme/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTRPC } from '../../app/trpc.ts';
import { savedThen } from '../console-save.ts';
import { outlineButton } from '../console-styles.ts';
import { useDoneFollowUp } from '../follow-ups/use-done-follow-up.ts';
import { useMyFollowUps } from '../follow-ups/use-my-follow-ups.ts';

/**
 * "Remind me" on a lead's page: the user's own follow-up on this lead (when it is due, and Done), and a new time for
 * it: a quick pick, or a date and time in UK time whatever this computer's zone. Setting it again moves it.
 * `blocked` says why no follow-up can be set (the lead was erased, or asked not to be contacted).
 */
export function RemindMe({ leadId, blocked }: { leadId: string; blocked: string | null }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const ids = useId();
  const mine = useMyFollowUps();
  const current = [...(mine.data?.due ?? []), ...(mine.data?.upcoming ?? [])].find((item) => item.leadId === leadId);
  const [open, setOpen] = useState(false);
  const [picked, setPicked] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const done = useDoneFollowUp();
  const set = useMutation(
    trpc.admin.followUps.set.mutationOptions(
      savedThen(
        ({ dueAt }) => `Follow-up set for ${describeFollowUpDue(new Date(dueAt))} (UK time)`,
        async () => {
          setOpen(false);
          setPicked('');
          await Promise.all([
            queryClient.invalidateQueries({ queryKey: trpc.admin.followUps.mine.queryKey() }),
            // The timeline shows who set a follow-up, and for when.
            queryClient.invalidateQueries({ queryKey: trpc.admin.leads.detail.queryKey({ id: leadId }) }),
          ]);
        },
      ),
    ),
  );
  const remindAt = (at: Date) => set.mutate({ leadId, dueAt: at.toISOString() });

  const submit = () => {
    const at = instantFromUkInput(picked);
    const refused = at ? followUpTimeProblem(at) : followUpMessages.badTime;
    setProblem(refused);
    if (at && !refused) remindAt(at);
  };

  const now = new Date();
  return (
    <section aria-labelledby={`${ids}-heading`} className="rounded-lg border border-slate-200 bg-white p-4">
      <h2 id={`${ids}-heading`} className="mb-2 text-lg font-semibold">
        Follow-up
      </h2>
      {blocked ? (
        <p>{blocked}</p>
      ) : (
        <>
          {current ? (
            <div className="flex flex-wrap items-center gap-3">
              <p>
                Your follow-up is {current.due ? 'due since' : 'due'}{' '}
                <time dateTime={current.dueAt} title={current.dueText}>
                  {current.when}
                </time>{' '}
                (UK time).
              </p>
              <button
                type="button"
                className={outlineButton}
                disabled={done.isPending}
                onClick={() => done.mutate({ id: current.id })}
              >
                Done
              </button>
            </div>
          ) : (
            <p>{mine.isPending ? 'Looking for your follow-up...' : 'You have no follow-up on this lead.'}</p>
          )}
          <button
            type="button"
            className={`${outlineButton} mt-3`}
            aria-expanded={open}
            aria-controls={`${ids}-panel`}
            onClick={() => setOpen(!open)}
          >
            Remind me
          </button>
          {open && (
            <div id={`${ids}-panel`} className="mt-3 space-y-3">
              <fieldset>
                <legend className="field-label">Remind me</legend>
                <div className="flex flex-wrap gap-2">
                  {followUpQuickPicks(now).map((pick) => (
                    <button
                      key={pick.label}
                      type="button"
                      className={outlineButton}
                      disabled={set.isPending}
                      // Worked out at the click, not when the panel opened.
                      onClick={() => remindAt(followUpQuickPicks(new Date()).find((p) => p.label === pick.label)!.at)}
                    >
                      {pick.label}
                    </button>
                  ))}
                </div>
              </fieldset>
              <form
                noValidate
                onSubmit={(event) => {
                  event.preventDefault();
                  submit();
                }}
              >
                <label htmlFor={`${ids}-at`} className="field-label">
                  Or a date and time (UK time)
                </label>
                <div className="flex flex-wrap items-start gap-2">
                  <input
                    id={`${ids}-at`}
                    type="datetime-local"
                    className="field-input max-w-64"
                    value={picked}
                    min={ukDateTimeInputValue(now)}
                    max={ukDateTimeInputValue(new Date(now.getTime() + FOLLOW_UP_MAX_AHEAD_MS))}
                    aria-invalid={problem ? true : undefined}
                    aria-describedby={problem ? `${ids}-problem` : undefined}
                    onChange={(event) => {
                      setPicked(event.target.value);
                      setProblem(null);
                    }}
                  />
                  <button type="submit" className="btn-primary min-h-11 py-1.5" disabled={set.isPending}>
                    Set reminder
                  </button>
                </div>
                {problem && (
                  <p id={`${ids}-problem`} role="alert" className="mt-1 text-sm font-medium text-red-700">
                    {problem}
                  </p>
                )}
              </form>
            </div>
          )}
        </>
      )}
    </section>
  );
}
