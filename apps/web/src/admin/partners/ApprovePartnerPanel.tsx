import { consolePartnerPath, partnerInvitationLabels } from '@sme/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { Link } from 'wouter';
import { useTRPC } from '../../app/trpc.ts';
import type { ConsoleUser } from '../console-user.ts';
import { errorText } from '../console-errors.ts';
import { linkText, outlineButton } from '../console-styles.ts';
import type { LeadDetail } from '../lead/lead-detail.ts';
import { InvitationResult } from './InvitationResult.tsx';

/**
 * On a partner registration's lead page: approve it as a partner (admins), which makes the partner's account and
 * code and sends the invitation; once approved, the partner's code, where the invitation stands and their page.
 */
export function ApprovePartnerPanel({ lead, user }: { lead: LeadDetail; user: ConsoleUser }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const registration = useQuery({
    ...trpc.admin.partners.forRegistration.queryOptions({ leadId: lead.id }),
    staleTime: 0,
  });
  const approve = useMutation(
    trpc.admin.partners.approve.mutationOptions({
      onSuccess: async () => {
        toast.success('Partner approved');
        await queryClient.invalidateQueries({ queryKey: trpc.admin.partners.pathKey() });
      },
      onError: (error) => toast.error(errorText(error)),
    }),
  );

  const resend = useMutation(
    trpc.admin.partners.resendInvitation.mutationOptions({
      onSuccess: () => queryClient.invalidateQueries({ queryKey: trpc.admin.partners.pathKey() }),
      onError: (error) => toast.error(errorText(error)),
    }),
  );
  // The newest answer about the invitation (approving, or sending it again) is the one shown.
  const invitation = resend.data ?? approve.data?.invitation;

  let body;
  if (registration.isPending) body = <p>Loading...</p>;
  else if (registration.isError) body = <p role="alert">{errorText(registration.error)}</p>;
  else if (registration.data.partner) {
    const { partner } = registration.data;
    body = (
      <>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          <dt className="font-semibold">Partner</dt>
          <dd>{partner.name}</dd>
          <dt className="font-semibold">Code</dt>
          <dd className="font-mono" data-testid="partner-code">
            {partner.code}
          </dd>
          <dt className="font-semibold">Invitation</dt>
          <dd>{partnerInvitationLabels[partner.invitation]}</dd>
        </dl>
        <p className="mt-3">
          <Link href={consolePartnerPath(partner.id)} className={linkText}>
            {`Open ${partner.name}'s partner page`}
          </Link>
        </p>
        {/* A partner who has not chosen a password yet may need a new link (lost, or expired after 72 hours). */}
        {user.role === 'admin' && partner.invitation !== 'accepted' && (
          <button
            type="button"
            className={`${outlineButton} mt-3`}
            disabled={resend.isPending}
            onClick={() => resend.mutate({ partnerId: partner.id })}
          >
            Send the invitation again
          </button>
        )}
      </>
    );
  } else if (registration.data.canApprove) {
    body = (
      <>
        <p className="mb-3 text-sm">
          Approving makes a partner account for {lead.email ?? 'this registration'} with a referral code, and e-mails
          them a link to choose their password.
        </p>
        <button
          type="button"
          className={outlineButton}
          disabled={approve.isPending}
          onClick={() => approve.mutate({ leadId: lead.id })}
        >
          Approve as partner
        </button>
      </>
    );
  } else {
    body = (
      <p className="text-sm">
        {lead.erased
          ? 'This registration was erased: it cannot become a partner.'
          : user.role === 'admin'
            ? 'This registration cannot be approved.'
            : 'Only an administrator can approve a partner.'}
      </p>
    );
  }

  return (
    <section aria-labelledby="partner-approval-heading" className="rounded-lg border border-slate-200 bg-white p-4">
      <h2 id="partner-approval-heading" className="mb-3 text-lg font-semibold">
        Partner account
      </h2>
      {body}
      {invitation && (
        <div className="mt-3">
          <InvitationResult invitation={invitation} email={lead.email ?? ''} id="approved-link" />
        </div>
      )}
    </section>
  );
}
