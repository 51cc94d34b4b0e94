import { consolePaths, consoleRoleLabels } from '@sme/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { toast } from 'sonner';
import { Link, useLocation, useRoute } from 'wouter';
import { SITE_NAME } from '../app/page-meta.tsx';
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
  // A lead's page belongs to the inbox: the Leads link stays the current one.
  const [onLeadPage] = useRoute(consolePaths.lead);
  const current = (href: string) =>
    (href === consolePaths.inbox ? location === href || onLeadPage : location === href) ? 'page' : undefined;

  return (
    <div className="flex min-h-screen flex-col bg-slate-50">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:p-3"
      >
        Skip to content
      </a>
      <header className="bg-brand-900 text-white">
        <div className="container-page flex flex-wrap items-center justify-between gap-x-6 gap-y-2 py-3">
          <p className="text-lg font-bold">
            {SITE_NAME} <span className="font-normal text-brand-100">Console</span>
          </p>
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
            <button
              type="button"
              className="min-h-9 rounded-lg border border-white px-3 py-1 font-semibold hover:bg-white hover:text-brand-900"
              onClick={() => signOut.mutate()}
              disabled={signOut.isPending}
            >
              Sign out
            </button>
          </div>
        </div>
      </header>
      <main id="main" tabIndex={-1} className="container-page flex-1 py-6 focus:outline-none">
        {children}
      </main>
    </div>
  );
}
