import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { Link, useSearch } from 'wouter';
import { PageMeta } from '../../app/page-meta.tsx';
import { useTRPC } from '../../app/trpc.ts';
import type { ConsoleUser } from '../ConsoleApp.tsx';
import { errorText } from '../console-errors.ts';
import { LeadWork } from './LeadWork.tsx';
import { Timeline } from './Timeline.tsx';

const isHttps = (uri: string) => /^https:\/\//.test(uri);

/** A lead's page: what the visitor answered, what was booked, and everything done since. */
export function LeadPage({ id, user }: { id: string; user: ConsoleUser }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const inbox = new URLSearchParams(useSearch()).get('inbox');
  const back = `/admin${inbox ? `?${inbox}` : ''}`;
  const lead = useQuery({ ...trpc.admin.leads.detail.queryOptions({ id }), staleTime: 0 });
  const erase = useMutation(
    trpc.admin.leads.erase.mutationOptions({
      onSuccess: async () => {
        toast.success('Personal data erased');
        await queryClient.invalidateQueries({ queryKey: trpc.admin.leads.pathKey() });
      },
      onError: (error) => toast.error(errorText(error)),
    }),
  );

  const backLink = (
    <Link href={back} className="text-brand-700 underline">
      Back to leads
    </Link>
  );
  if (lead.isPending) return <p>{backLink}</p>;
  if (lead.isError) {
    return (
      <>
        <PageMeta title="Lead – Console" />
        <p className="mb-4">{backLink}</p>
        <h1 className="text-2xl font-bold">Lead not found</h1>
        <p role="alert" className="mt-2">
          {errorText(lead.error)}
        </p>
      </>
    );
  }

  const data = lead.data;
  const title = data.erased ? 'Erased lead' : (data.businessName ?? data.personName ?? `${data.kindLabel} lead`);
  const confirmErase = () => {
    if (
      window.confirm(
        `Erase this person's data from "${title}"? Names, contact details, addresses and notes are blanked for good.`,
      )
    ) {
      erase.mutate({ id });
    }
  };

  return (
    <>
      <PageMeta title={`${title} – Console`} />
      <p className="mb-4">{backLink}</p>
      <h1 className="text-2xl font-bold">{title}</h1>
      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr_auto_1fr]">
        <dt className="font-semibold">Received</dt>
        <dd>
          <time dateTime={data.receivedAt}>{data.received}</time>
        </dd>
        <dt className="font-semibold">Kind</dt>
        <dd>{data.kindLabel}</dd>
        <dt className="font-semibold">Progress</dt>
        <dd>{data.progress}</dd>
        <dt className="font-semibold">Status</dt>
        <dd>{data.statusLabel}</dd>
      </dl>

      <div className="mt-6 grid gap-6 lg:grid-cols-2">
        <div className="space-y-6">
          <section aria-labelledby="answers-heading" className="rounded-lg border border-slate-200 bg-white p-4">
            <h2 id="answers-heading" className="mb-3 text-lg font-semibold">
              Answers
            </h2>
            {data.answers.length === 0 ? (
              <p>{data.erased ? 'The personal data was erased.' : 'No answers yet.'}</p>
            ) : (
              <dl className="grid gap-x-4 gap-y-2 sm:grid-cols-[12rem_1fr]">
                {data.answers.map((answer) => (
                  <div key={answer.label} className="contents">
                    <dt className="font-semibold text-slate-700">{answer.label}</dt>
                    <dd className="break-words whitespace-pre-line">{answer.value}</dd>
                  </div>
                ))}
              </dl>
            )}
          </section>

          {data.calls.length > 0 && (
            <section aria-labelledby="calls-heading" className="rounded-lg border border-slate-200 bg-white p-4">
              <h2 id="calls-heading" className="mb-3 text-lg font-semibold">
                Booked calls
              </h2>
              <ul className="space-y-1">
                {data.calls.map((call) => (
                  <li key={call.eventUri}>
                    {isHttps(call.eventUri) ? (
                      <a
                        href={call.eventUri}
                        target="_blank"
                        rel="noopener noreferrer"
                        className="text-brand-700 underline"
                      >
                        Open the booked call (opens in a new tab)
                      </a>
                    ) : (
                      'Booked call (details erased)'
                    )}
                  </li>
                ))}
              </ul>
            </section>
          )}
        </div>

        <div className="space-y-6">
          <LeadWork id={id} status={data.status} assigneeId={data.assignee?.id ?? null} />
          <Timeline entries={data.timeline} />
          {user.role === 'admin' && !data.erased && (
            <section aria-labelledby="erase-heading" className="rounded-lg border border-red-200 bg-white p-4">
              <h2 id="erase-heading" className="mb-2 text-lg font-semibold">
                People&rsquo;s data
              </h2>
              <p className="mb-3 text-sm">
                Erasing blanks this person&rsquo;s details and the notes about them. The lead stays as an anonymous
                count.
              </p>
              <button
                type="button"
                className="min-h-10 rounded-lg border-2 border-red-700 px-4 py-1.5 font-semibold text-red-700 hover:bg-red-50"
                onClick={confirmErase}
                disabled={erase.isPending}
              >
                Erase personal data
              </button>
            </section>
          )}
        </div>
      </div>
    </>
  );
}
