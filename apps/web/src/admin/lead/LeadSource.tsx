import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { RouterOutputs } from '@sme/api';
import type { ReactNode } from 'react';
import { useTRPC } from '../../app/trpc.ts';
import { ConsoleField } from '../ConsoleField.tsx';
import { savedThen } from '../console-save.ts';

type LeadDetail = RouterOutputs['admin']['leads']['detail'];
type TouchView = NonNullable<LeadDetail['attribution']['firstTouch']>;

const NO_PARTNER = '';

/**
 * "Where this lead came from": the first visit's source, medium and campaign, its landing page and referring site,
 * a later visit that continued the lead, and the partner who referred it, which staff can correct.
 */
export function LeadSource({ lead }: { lead: Pick<LeadDetail, 'id' | 'attribution' | 'referredBy'> }) {
  const { attribution, referredBy } = lead;
  const first = attribution.firstTouch;
  const last = attribution.lastTouch;
  return (
    <section aria-labelledby="source-heading" className="rounded-lg border border-slate-200 bg-white p-4">
      <h2 id="source-heading" className="mb-3 text-lg font-semibold">
        Where this lead came from
      </h2>
      {attribution.source === null && !first ? (
        <p className="text-sm" data-testid="lead-source-none">
          Not recorded: the lead came without its visit (an integrator&rsquo;s call, or a visit the site could not
          keep).
        </p>
      ) : (
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm" data-testid="lead-source">
          <Row term="Source" value={attribution.source} />
          <Row term="Medium" value={attribution.medium} />
          <Row term="Campaign" value={attribution.campaign} />
          <Row term="Landing page" value={first?.landingPage} />
          <Row term="Referring site" value={first?.referrer} />
          {first?.utmTerm && <Row term="UTM term" value={first.utmTerm} />}
          {first?.utmContent && <Row term="UTM content" value={first.utmContent} />}
          {first?.gclid && <Row term="GCLID" value={first.gclid} />}
          {first && <Row term="First touch" value={<Moment touch={first} />} />}
          <Row term="Last touch" value={last ? <LastTouch touch={last} /> : 'None: the lead was made in one visit'} />
        </dl>
      )}
      <ReferredBy leadId={lead.id} referredBy={referredBy} />
    </section>
  );
}

function Row({ term, value }: { term: string; value: ReactNode }) {
  return (
    <>
      <dt className="font-semibold">{term}</dt>
      <dd className="min-w-0 break-words">{value ?? '—'}</dd>
    </>
  );
}

const Moment = ({ touch }: { touch: TouchView }) => <time dateTime={touch.at}>{touch.when}</time>;

/** Another visit that continued the lead: when, and where that visit came from. */
function LastTouch({ touch }: { touch: TouchView }) {
  const channel = [touch.source, touch.medium, touch.campaign].filter(Boolean).join(' / ');
  return (
    <>
      <Moment touch={touch} />, from {channel}
      {touch.landingPage ? ` (landed on ${touch.landingPage})` : ''}
    </>
  );
}

/** "Referred by {partner}", and a choice of partner (or none) to correct it: saved at once, as status is. */
function ReferredBy({ leadId, referredBy }: { leadId: string; referredBy: LeadDetail['referredBy'] }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const partners = useQuery(trpc.admin.partners.options.queryOptions());
  const setPartner = useMutation(
    trpc.admin.leads.setPartner.mutationOptions(
      savedThen(
        ({ referredBy: now }) => (now ? `Referred by ${now.name}` : 'No partner now'),
        () => queryClient.invalidateQueries({ queryKey: trpc.admin.leads.pathKey() }),
      ),
    ),
  );
  // While the change saves, the select shows the choice just made.
  const shown = setPartner.isPending ? (setPartner.variables.partnerId ?? NO_PARTNER) : (referredBy?.id ?? NO_PARTNER);
  return (
    <div className="mt-4 border-t border-slate-200 pt-3">
      <p className="mb-2 text-sm font-semibold" data-testid="referred-by">
        {referredBy ? `Referred by ${referredBy.name} (${referredBy.code})` : 'Not referred by a partner'}
      </p>
      <ConsoleField id="lead-partner" label="Correct who referred it">
        <select
          id="lead-partner"
          className="field-input min-h-10 py-1.5"
          value={shown}
          disabled={setPartner.isPending || partners.isPending}
          onChange={(event) => setPartner.mutate({ id: leadId, partnerId: event.target.value || null })}
        >
          <option value={NO_PARTNER}>No partner</option>
          {/* The lead's partner stays a choice while the list loads. */}
          {(partners.data ?? (referredBy ? [referredBy] : [])).map((partner) => (
            <option key={partner.id} value={partner.id}>
              {partner.name} ({partner.code})
            </option>
          ))}
        </select>
      </ConsoleField>
    </div>
  );
}
