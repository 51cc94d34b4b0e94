import { consolePaths, consoleRoleLabels } from '@sme/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { toast } from 'sonner';
import { Link, useLocation, useRoute } from 'wouter';
import { AccountFrame, SignOutButton } from '../account/AccountFrame.tsx';
import { useTRPC } from '../app/trpc.ts';
import type { ConsoleUser } from './console-user.ts';
import { errorText } from './console-errors.ts';
import { AlertsSwitch } from './live/AlertsSwitch.tsx';
import { FollowUpsNavLink } from './follow-ups/FollowUpsNavLink.tsx';
import { OnDutySwitch } from './OnDutySwitch.tsx';

const navLink = 'rounded px-2 py-1 font-medium text-white underline-offset-4 hover:underline';

/** The console's own frame: what it is, where to go, who is signed in, and the way out. */
export function ConsoleLayout({ user, children }: { user: ConsoleUser; children: ReactNode }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [location, navigate] = useLocation();
  const signOut = useMutation(
    trpc.admin.session.signOut.mutationOptions({
      onSuccess: () => {
        queryClient.clear();
        navigate(consolePaths.inbox);
      },
      onError: (error) => toast.error(errorText(error)),
    }),
  );
  // A lead's page belongs to the inbox, a partner's page to Partners: their link stays the current one.
  const [onLeadPage] = useRoute(consolePaths.lead);
  const [onPartnerPage] = useRoute(consolePaths.partner);
  const current = (href: string) =>
    location === href ||
    (href === consolePaths.inbox && onLeadPage) ||
    (href === consolePaths.partners && onPartnerPage)
      ? 'page'
      : undefined;

  return (
    <AccountFrame
      area="Console"
      header={
        <>
          <nav aria-label="Console">
            <ul className="flex flex-wrap gap-3">
              <li>
                <Link href={consolePaths.inbox} className={navLink} aria-current={current(consolePaths.inbox)}>
                  Leads
                </Link>
              </li>
              <li>
                <FollowUpsNavLink className={navLink} current={current(consolePaths.followUps)} />
              </li>
              <li>
                <Link href={consolePaths.callsDue} className={navLink} aria-current={current(consolePaths.callsDue)}>
                  Calls due
                </Link>
              </li>
              <li>
                <Link href={consolePaths.reports} className={navLink} aria-current={current(consolePaths.reports)}>
                  Reports
                </Link>
              </li>
              <li>
                <Link href={consolePaths.partners} className={navLink} aria-current={current(consolePaths.partners)}>
                  Partners
                </Link>
              </li>
              {user.role === 'admin' && (
                <>
                  <li>
                    <Link href={consolePaths.users} className={navLink} aria-current={current(consolePaths.users)}>
                      Users
                    </Link>
                  </li>
                  <li>
                    <Link href={consolePaths.audit} className={navLink} aria-current={current(consolePaths.audit)}>
                      Audit log
                    </Link>
                  </li>
                </>
              )}
            </ul>
          </nav>
          <div className="flex flex-wrap items-center gap-3 text-sm">
            <OnDutySwitch user={user} />
            <AlertsSwitch user={user} />
            <span>
              {user.name} <span className="text-brand-100">({consoleRoleLabels[user.role]})</span>
            </span>
            <SignOutButton pending={signOut.isPending} onSignOut={() => signOut.mutate()} />
          </div>
        </>
      }
    >
      {children}
    </AccountFrame>
  );
}
