import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useSignOutFollows } from '../account/use-sign-out-follows.ts';
import { PageMeta } from '../app/page-meta.tsx';
import { useTRPC } from '../app/trpc.ts';
import { isSignedOut } from '../admin/console-errors.ts';
import { PartnerHome } from './PartnerHome.tsx';
import { PortalFrame } from './PortalFrame.tsx';
import { PortalLoading } from './PortalLoading.tsx';
import { SignInForm } from './SignInForm.tsx';

/** Who is signed in decides what /partner shows: the sign-in form, or the partner's own page. */
export function PortalScreens({ passwordSetFor }: { passwordSetFor: string | null }) {
  const trpc = useTRPC();
  const me = useQuery({ ...trpc.partner.me.queryOptions(), retry: false, staleTime: 60_000 });
  const meKey = useMemo(() => trpc.partner.me.queryKey(), [trpc]);
  useSignOutFollows(me.isSuccess, meKey);

  if (me.isPending) return <PortalLoading />;
  if (me.isError) {
    if (isSignedOut(me.error)) return <SignInForm passwordSetFor={passwordSetFor} />;
    return (
      <PortalFrame>
        <PageMeta title="Partner portal" />
        <h1 className="text-2xl font-bold">Partner portal</h1>
        <p role="alert" className="mt-2">
          The partner portal could not be reached. Please reload the page.
        </p>
      </PortalFrame>
    );
  }
  return <PartnerHome partner={me.data} />;
}
