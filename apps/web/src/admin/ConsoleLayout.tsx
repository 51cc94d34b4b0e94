import { consolePaths, consoleRoleLabels } from '@sme/domain';
import { useMutation } from '@tanstack/react-query';
import { Menu as MenuIcon, X } from 'lucide-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { toast } from 'sonner';
import { Link, useLocation, useRoute } from 'wouter';
import { AccountFrame, SignOutButton } from '../account/AccountFrame.tsx';
import { useTRPC } from '../app/trpc.ts';
import type { ConsoleUser } from './console-user.ts';
import { errorText } from './console-errors.ts';
import { AlertsSwitch } from './live/AlertsSwitch.tsx';
import { LiveStatus } from './live/LiveStatus.tsx';
import { FollowUpsNavLink } from './follow-ups/FollowUpsNavLink.tsx';
import { headerButton } from './console-styles.ts';
import { OnDutySwitch } from './OnDutySwitch.tsx';
import { useWideScreen } from './use-wide-screen.ts';

const navLink =
  'inline-flex min-h-9 items-center rounded px-2 py-1 font-medium whitespace-nowrap text-white underline-offset-4 hover:underline';

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

  const wide = useWideScreen();
  const [open, setOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  const navRef = useRef<HTMLElement>(null);
  // A link followed from the menu closes it; so does a click anywhere else.
  const [seenLocation, setSeenLocation] = useState(location);
  if (location !== seenLocation) {
    setSeenLocation(location);
    setOpen(false);
  }
  useEffect(() => {
    if (!open) return;
    const outside = (event: PointerEvent) => {
      if (!navRef.current?.contains(event.target as Node)) setOpen(false);
    };
    // Escape closes it and gives the focus back to its button.
    const escape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      menuButton.current?.focus();
    };
    document.addEventListener('pointerdown', outside);
    document.addEventListener('keydown', escape);
    return () => {
      document.removeEventListener('pointerdown', outside);
      document.removeEventListener('keydown', escape);
    };
  }, [open]);

  // The lead pages and the duty switch: in the header's line on a desk, first in the menu on a phone. Rendered once
  // either way (the follow-ups link also announces each follow-up as it falls due).
  const leadLinks = worksLeads && (
    <ul className={wide ? 'flex flex-wrap items-center gap-x-1' : 'flex flex-col gap-1'}>
      <li>{link(consolePaths.inbox, 'Leads')}</li>
      <li>
        <FollowUpsNavLink className={navLink} current={current(consolePaths.followUps)} />
      </li>
      <li>{link(consolePaths.callsDue, 'Calls due')}</li>
      <li>{link(consolePaths.reports, 'Reports')}</li>
      <li>{link(consolePaths.partners, 'Partners')}</li>
      <li>{link(consolePaths.finance, 'Finance figures')}</li>
    </ul>
  );
  const onDuty = worksLeads && <OnDutySwitch user={user} />;

  return (
    <AccountFrame
      area="Console"
      header={
        // One line on a desk: the lead pages, the duty switch, and a menu for the rest. On a phone all of it folds
        // into the menu, so the first lead shows under a header one button tall.
        <nav
          ref={navRef}
          aria-label="Console"
          className="relative flex flex-1 items-center justify-end gap-x-3 lg:justify-between"
        >
          {wide && leadLinks}
          <div className="flex items-center gap-3 text-sm">
            {/* On a desk and a phone alike: a console that is not live must say so where it is always seen. */}
            {worksLeads && <LiveStatus />}
            {wide && onDuty}
            <button
              ref={menuButton}
              type="button"
              className={headerButton}
              aria-expanded={open}
              aria-controls="console-menu"
              onClick={() => setOpen(!open)}
            >
              {open ? <X aria-hidden="true" className="size-4" /> : <MenuIcon aria-hidden="true" className="size-4" />}
              Menu
            </button>
          </div>
          {/* Mounted while closed: the alerts switch keeps the alert sound ready after a reload. */}
          <div
            id="console-menu"
            className={`${open ? 'flex' : 'hidden'} absolute top-full right-0 z-40 mt-3 max-h-[calc(100vh-5rem)] w-[calc(100vw-2rem)] max-w-sm flex-col gap-3 overflow-y-auto rounded-lg border border-white/40 bg-brand-900 p-4 shadow-xl lg:w-72`}
          >
            {!wide && leadLinks}
            <ul className={`flex flex-col gap-1 ${!wide && worksLeads ? 'border-t border-white/40 pt-3' : ''}`}>
              {/* A group of its own, named for screen readers as well: "Content" list, then its pages. */}
              <li>
                <span id="console-nav-content" className="px-2 text-sm font-semibold text-brand-100">
                  Content
                </span>
                <ul aria-labelledby="console-nav-content" className="flex flex-col gap-1">
                  <li>{link(consolePaths.posts, 'Posts')}</li>
                  <li>{link(consolePaths.cardMachines, 'Card machines')}</li>
                  <li>{link(consolePaths.catalogueLists, 'Catalogue lists')}</li>
                </ul>
              </li>
              {user.role === 'admin' && (
                <>
                  <li className="mt-1 border-t border-white/40 pt-2">{link(consolePaths.users, 'Users')}</li>
                  <li>{link(consolePaths.audit, 'Audit log')}</li>
                </>
              )}
            </ul>
            <div className="flex flex-col items-start gap-3 border-t border-white/40 pt-3 text-sm">
              {!wide && onDuty}
              {worksLeads && <AlertsSwitch user={user} />}
              <span>
                {user.name} <span className="text-brand-100">({consoleRoleLabels[user.role]})</span>
              </span>
              <SignOutButton pending={signOut.isPending} onSignOut={() => signOut.mutate()} />
            </div>
          </div>
        </nav>
      }
    >
      {children}
    </AccountFrame>
  );
}
