import type { RouterOutputs } from '@sme/api';
import { hashKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { SignOutButton } from '../account/AccountFrame.tsx';
import { PageMeta } from '../app/page-meta.tsx';
import { useTRPC } from '../app/trpc.ts';
import { errorText } from '../admin/console-errors.ts';
import { Earnings } from './Earnings.tsx';
import { PortalFrame } from './PortalFrame.tsx';
import { ReferralLink } from './ReferralLink.tsx';
import { Referrals } from './Referrals.tsx';

export type PortalPartner = RouterOutputs['partner']['me'];

/** A signed-in partner's page: the link to share first, then who they referred, then what they earned. */
export function PartnerHome({ partner }: { partner: PortalPartner }) {
  return (
    <PortalFrame account={<Account partner={partner} />}>
      <PageMeta title="Partner portal" />
      <h1 className="mb-1 text-2xl font-bold print:hidden">Partner portal</h1>
      <p className="mb-6 text-slate-700 print:hidden">
        Signed in as {partner.name} ({partner.email}).
      </p>
      <div className="space-y-6">
        <ReferralLink link={partner.link} qrSvg={partner.qrSvg} />
        <div className="grid gap-6 lg:grid-cols-2 print:hidden">
          <Referrals />
          <Earnings />
        </div>
      </div>
    </PortalFrame>
  );
}

/** Who is signed in, and Sign out. */
function Account({ partner }: { partner: PortalPartner }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const signOut = useMutation(
    trpc.partner.session.signOut.mutationOptions({
      onSuccess: async () => {
        // Asked again, the session is gone: the sign-in form shows, and nothing of this partner stays in memory.
        const meKey = trpc.partner.me.queryKey();
        await queryClient.resetQueries({ queryKey: meKey, exact: true });
        queryClient.removeQueries({ predicate: (query) => query.queryHash !== hashKey(meKey) });
      },
    }),
  );
  return (
    <div className="flex flex-wrap items-center gap-3 text-sm">
      <span>{partner.name}</span>
      <SignOutButton pending={signOut.isPending} onSignOut={() => signOut.mutate()} />
      {signOut.isError && (
        <p role="alert" className="w-full font-medium">
          {errorText(signOut.error)}
        </p>
      )}
    </div>
  );
}
