import { consoleLeadPath } from '@sme/domain';
import { Link } from 'wouter';
import { PageMeta } from '../../app/page-meta.tsx';
import { errorText } from '../console-errors.ts';
import { linkText, smallOutlineButton } from '../console-styles.ts';
import { useDoneFollowUp } from './use-done-follow-up.ts';
import { useMyFollowUps, type FollowUpItem } from './use-my-follow-ups.ts';

const card = 'rounded-lg border border-slate-200 bg-white p-4';

/** "My follow-ups": the signed-in user's reminders, those due now first, then those to come, soonest first. */
export function FollowUpsPage() {
  const mine = useMyFollowUps();
  const due = mine.data?.due.length ?? 0;
  return (
    <>
      <PageMeta title={due > 0 ? `My follow-ups (${due}) – Console` : 'My follow-ups – Console'} />
      <h1 className="text-2xl font-bold">My follow-ups</h1>
      <p className="mt-1 mb-4 text-sm text-slate-700">
        Times are UK time. Set one with &ldquo;Remind me&rdquo; on a lead&rsquo;s page.
      </p>
      {mine.isPending && <p>Loading your follow-ups...</p>}
      {mine.isError && <p role="alert">{errorText(mine.error)}</p>}
      {mine.data && (
        <div className="grid gap-6 lg:grid-cols-2">
          <FollowUpList id="due" heading={`Due (${due})`} items={mine.data.due} empty="Nothing due. Well done." />
          <FollowUpList
            id="upcoming"
            heading={`Upcoming (${mine.data.upcoming.length})`}
            items={mine.data.upcoming}
            empty="Nothing coming up."
          />
        </div>
      )}
    </>
  );
}

function FollowUpList({
  id,
  heading,
  items,
  empty,
}: {
  id: string;
  heading: string;
  items: FollowUpItem[];
  empty: string;
}) {
  const done = useDoneFollowUp();
  return (
    <section aria-labelledby={`${id}-heading`} className={card}>
      <h2 id={`${id}-heading`} className="mb-3 text-lg font-semibold">
        {heading}
      </h2>
      {items.length === 0 ? (
        <p>{empty}</p>
      ) : (
        <ul className="divide-y divide-slate-200">
          {items.map((item) => (
            <li key={item.id} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 py-2">
              <div className="min-w-0">
                <Link href={consoleLeadPath(item.leadId)} className={`${linkText} font-semibold break-words`}>
                  {item.title}
                </Link>
                <p className="text-sm text-slate-700">
                  {item.kindLabel} · {item.due ? 'Due ' : ''}
                  <time dateTime={item.dueAt} title={item.dueText}>
                    {item.when}
                  </time>
                </p>
              </div>
              <button
                type="button"
                className={smallOutlineButton}
                disabled={done.isPending && done.variables.id === item.id}
                onClick={() => done.mutate({ id: item.id })}
                aria-label={`Done: ${item.title}`}
              >
                Done
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
