import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { Link, useSearch } from 'wouter';
import { PageMeta } from '../../app/page-meta.tsx';
import { useTRPC } from '../../app/trpc.ts';
import { confirmDialog } from '../../ui/confirm-dialog.ts';
import type { ConsoleUser } from '../console-user.ts';
import { errorText, isMissing } from '../console-errors.ts';
import { linkText } from '../console-styles.ts';
import { ApprovePartnerPanel } from '../partners/ApprovePartnerPanel.tsx';
import { BookedCalls } from './BookedCalls.tsx';
import { ContactLog } from './ContactLog.tsx';
import { Deliveries } from './Deliveries.tsx';
import { FiguresShown } from './figures/FiguresShown.tsx';
import { LeadAnswers } from './LeadAnswers.tsx';
import { LeadSource } from './LeadSource.tsx';
import { LinkedLeads } from './LinkedLeads.tsx';
import { LeadWork } from './LeadWork.tsx';
import { OnThisLead } from './OnThisLead.tsx';
import { RemindMe } from './RemindMe.tsx';
import { Timeline } from './Timeline.tsx';
import { WhoToCall } from './WhoToCall.tsx';

/**
 * A lead's page to act from: who to call and when, the follow-up and the contact log first; then what the visitor
 * answered, the timeline, and the deliveries folded into one line.
 */
export function LeadPage({ id, user }: { id: string; user: ConsoleUser }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  // The inbox's filters and page ride along (?inbox=...), so going back shows the same list.
  const inbox = new URLSearchParams(useSearch()).get('inbox');
  const back = `/admin${inbox ? `?${inbox}` : ''}`;
  const lead = useQuery({
    ...trpc.admin.leads.detail.queryOptions({ id }),
    staleTime: 0,
    // While something is still to send, its status is followed.
    refetchInterval: (query) =>
      query.state.data?.deliveries.some((delivery) => delivery.status === 'pending') ? 5000 : false,
  });
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
    <p className="mb-4">
      <Link href={back} className={linkText}>
        Back to leads
      </Link>
    </p>
  );
  if (lead.isPending) {
    return (
      <>
        <PageMeta title="Lead – Console" />
        {backLink}
        <p>Loading the lead...</p>
      </>
    );
  }
  if (lead.isError) {
    const missing = isMissing(lead.error);
    return (
      <>
        <PageMeta title={missing ? 'Lead not found – Console' : 'Lead – Console'} />
        {backLink}
        <h1 className="text-2xl font-bold">{missing ? 'Lead not found' : 'Lead'}</h1>
        <p role="alert" className="mt-2">
          {errorText(lead.error)}
        </p>
      </>
    );
  }

  const data = lead.data;
  const title = data.erased ? 'Erased lead' : (data.businessName ?? data.personName ?? `${data.kindLabel} lead`);
  const confirmErase = async () => {
    const confirmed = await confirmDialog({
      title: 'Erase personal data?',
      text: `Names, contact details, addresses and notes of "${title}" are blanked for good. The lead stays as an anonymous count.`,
      confirmText: 'Yes, erase',
    });
    if (confirmed) erase.mutate({ id });
  };

  return (
    <>
      <PageMeta title={`${title} – Console`} />
      {backLink}
      <h1 className="text-2xl font-bold break-words">{title}</h1>
      <OnThisLead leadId={id} />
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

      {/* Who to call and what to do next come first (and first on a phone); what was said and done follows. */}
      <div className="mt-6 grid gap-6 lg:grid-cols-2">
        <div className="min-w-0 space-y-6">
          <WhoToCall lead={data} />
          {data.kind === 'partner_registration' && <ApprovePartnerPanel lead={data} user={user} />}
          <BookedCalls calls={data.calls} />
          <RemindMe
            leadId={id}
            blocked={
              data.erased
                ? 'No follow-ups: this lead was erased.'
                : data.doNotContact
                  ? 'No follow-ups: this lead asked not to be contacted.'
                  : null
            }
          />
          <ContactLog lead={data} receivedAt={lead.dataUpdatedAt} />
          <LeadWork id={id} status={data.status} assigneeId={data.assignee?.id ?? null} userId={user.id} />
          <LinkedLeads linked={data.linked} />
          <LeadSource lead={data} />
        </div>

        <div className="min-w-0 space-y-6">
          <LeadAnswers leadId={id} answers={data.answers} erased={data.erased} />
          <FiguresShown figures={data.figures} />
          <Timeline entries={data.timeline} leadId={id} userId={user.id} />
          <Deliveries leadId={id} deliveries={data.deliveries} canResend={user.role === 'admin' && !data.erased} />
          {user.role === 'admin' && !data.erased && (
            <section aria-labelledby="erase-heading" className="rounded-lg border border-red-200 bg-white p-4">
              <h2 id="erase-heading" className="mb-2 text-lg font-semibold">
                Personal data
              </h2>
              <p className="mb-3 text-sm">
                Erasing blanks this person&rsquo;s details and the notes about them. The lead stays as an anonymous
                count.
              </p>
              <button
                type="button"
                className="min-h-10 rounded-lg border-2 border-red-700 px-4 py-1.5 font-semibold text-red-700 hover:bg-red-50 disabled:cursor-not-allowed disabled:opacity-60"
                onClick={() => void confirmErase()}
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
