import { consolePaths, consoleRoleLabels } from '@sme/domain';
import { useMutation } from '@tanstack/react-query';
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
  const [location] = useLocation();
  const signOut = useMutation(
    trpc.admin.session.signOut.mutationOptions({
      // The console's own address loaded afresh: its sign-in form, then each role's first page. A new page rather
      // than clearing the cache in this one: nothing of the leads stays in memory, and no part of the signed-out
      // console can ask for them again while it unmounts (seen: the inbox's count asked for as the next user signed in).
      onSuccess: () => window.location.replace(consolePaths.inbox),
      onError: (error) => toast.error(errorText(error)),
    }),
  );
  // A lead's page belongs to the inbox, a partner's page to Partners, a post's editor to Posts and a product's to Card
  // machines: their link stays the current one.
  const [onLeadPage] = useRoute(consolePaths.lead);
  const [onPartnerPage] = useRoute(consolePaths.partner);
  const [onPostPage] = useRoute(consolePaths.post);
  const [onCardMachinePage] = useRoute(consolePaths.cardMachine);
  const current = (href: string) =>
    location === href ||
    (href === consolePaths.inbox && onLeadPage) ||
    (href === consolePaths.partners && onPartnerPage) ||
    (href === consolePaths.posts && onPostPage) ||
    (href === consolePaths.cardMachines && onCardMachinePage)
      ? 'page'
      : undefined;
  const link = (href: string, text: string) => (
    <Link href={href} className={navLink} aria-current={current(href)}>
      {text}
    </Link>
  );
  // An editor edits the site's content and sees no lead: no lead pages, no duty, no alerts.
  const worksLeads = user.role !== 'editor';

  return (
    <AccountFrame
      area="Console"
      header={
        <>
          <nav aria-label="Console">
            <ul className="flex flex-wrap items-center gap-x-3 gap-y-1">
              {worksLeads && (
                <>
                  <li>{link(consolePaths.inbox, 'Leads')}</li>
                  <li>
                    <FollowUpsNavLink className={navLink} current={current(consolePaths.followUps)} />
                  </li>
                  <li>{link(consolePaths.callsDue, 'Calls due')}</li>
                  <li>{link(consolePaths.reports, 'Reports')}</li>
                  <li>{link(consolePaths.partners, 'Partners')}</li>
                  <li>{link(consolePaths.finance, 'Finance figures')}</li>
                </>
              )}
              {/* A group of its own, named for screen readers as well: "Content" list, then its pages. */}
              <li
                className={`flex flex-wrap items-center gap-x-3 gap-y-1${worksLeads ? ' border-l border-white/40 pl-3' : ''}`}
              >
                <span id="console-nav-content" className="text-sm font-semibold text-brand-100">
                  Content
                </span>
                <ul aria-labelledby="console-nav-content" className="flex flex-wrap gap-x-3 gap-y-1">
                  <li>{link(consolePaths.posts, 'Posts')}</li>
                  <li>{link(consolePaths.cardMachines, 'Card machines')}</li>
                  <li>{link(consolePaths.catalogueLists, 'Catalogue lists')}</li>
                </ul>
              </li>
              {user.role === 'admin' && (
                <>
                  <li className="border-l border-white/40 pl-3">{link(consolePaths.users, 'Users')}</li>
                  <li>{link(consolePaths.audit, 'Audit log')}</li>
                </>
              )}
            </ul>
          </nav>
          <div className="flex flex-wrap items-center gap-3 text-sm">
            {worksLeads && (
              <>
                <OnDutySwitch user={user} />
                <AlertsSwitch user={user} />
              </>
            )}
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
