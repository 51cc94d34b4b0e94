import { consolePaths } from '@sme/domain';
import { useQuery } from '@tanstack/react-query';
import { useMemo, type ReactNode } from 'react';
import { Toaster } from 'sonner';
import { KeepTryingNotice } from '../ui/KeepTryingNotice.tsx';
import { Redirect, Route, Switch } from 'wouter';
import { useSignOutFollows } from '../account/use-sign-out-follows.ts';
import { PageMeta } from '../app/page-meta.tsx';
import { useTRPC } from '../app/trpc.ts';
import { AuditPage } from './audit/AuditPage.tsx';
import { CallsDuePage } from './calls-due/CallsDuePage.tsx';
import { CardMachinePage } from './content/catalogue/CardMachinePage.tsx';
import { CardMachinesPage } from './content/catalogue/CardMachinesPage.tsx';
import { CatalogueListsPage } from './content/catalogue/CatalogueListsPage.tsx';
import { PostEditorPage } from './content/posts/PostEditorPage.tsx';
import { PostsPage } from './content/posts/PostsPage.tsx';
import { isSignedOut } from './console-errors.ts';
import { ConsoleLayout } from './ConsoleLayout.tsx';
import { ConsoleLoading } from './ConsoleLoading.tsx';
import { FinancePage } from './finance/FinancePage.tsx';
import { FollowUpsPage } from './follow-ups/FollowUpsPage.tsx';
import { InboxPage } from './inbox/InboxPage.tsx';
import { LeadPage } from './lead/LeadPage.tsx';
import { PartnerPage } from './partners/PartnerPage.tsx';
import { PartnersPage } from './partners/PartnersPage.tsx';
import { ReportsPage } from './reports/ReportsPage.tsx';
import { AlertsToaster } from './live/alerts-toaster.tsx';
import { useDueAnnouncements } from './live/use-due-announcements.ts';
import { useLiveConsole } from './live/use-live-console.ts';
import { SignInPage } from './SignInPage.tsx';
import { UsersPage } from './users/UsersPage.tsx';
import { useMediaQuery } from './use-wide-screen.ts';

/** Sonner's own phone layout: toasts the screen's width, placed by mobileOffset. */
const PHONE_QUERY = '(max-width: 600px)';

/** The pages that show leads or people: an editor is sent from each of them to Posts. */
const leadPages = [
  consolePaths.inbox,
  consolePaths.lead,
  consolePaths.followUps,
  consolePaths.callsDue,
  consolePaths.reports,
  consolePaths.partners,
  consolePaths.partner,
  consolePaths.finance,
] as const;

/**
 * The operator console at /admin. Who is signed in decides what shows: the sign-in form, or the console's pages.
 * Its page (console.html) shows the loading state until the code arrives; the session is asked for in the browser.
 */
export default function ConsoleApp() {
  const phone = useMediaQuery(PHONE_QUERY, false);
  return (
    <>
      <ConsoleScreens />
      {/* Top right, under the header, a message covered each page's own actions at the right of its title line (the
          inbox's Export CSV, whole, for its 5 s, and longer while the pointer rested on it): a click meant for them
          landed on the message. On a tablet or a desk the messages take the bottom left corner (the alerts have the
          right); on a phone, a strip under the header and the page's title, which the title's actions sit above.
          Never over the console's navigation or Sign out (WCAG 2.4.11). */}
      <Toaster
        position={phone ? 'top-right' : 'bottom-left'}
        duration={5000}
        visibleToasts={1}
        richColors
        closeButton
        offset={{ bottom: 24, left: 24 }}
        mobileOffset={{ top: 148, left: 16, right: 16 }}
      />
      <AlertsToaster />
      <KeepTryingNotice />
    </>
  );
}

function ConsoleScreens(): ReactNode {
  const trpc = useTRPC();
  const me = useQuery({ ...trpc.admin.session.me.queryOptions(), retry: false, staleTime: 60_000 });
  const signedIn = me.isSuccess;
  // An editor sees no lead: every lead procedure refuses them, so nothing of leads is asked for.
  const worksLeads = signedIn && me.data.role !== 'editor';
  // Changes to leads as they happen (any instance), and the count of leads waiting in the tab title.
  useLiveConsole(worksLeads);
  // Leads whose time comes while the console is open (a callback window, a next try): alerted and counted then.
  useDueAnnouncements(worksLeads);

  // A session that ends while a page is open (expired, or the user was disabled): the sign-in form takes over.
  const meKey = useMemo(() => trpc.admin.session.me.queryKey(), [trpc]);
  useSignOutFollows(signedIn, meKey);

  if (me.isPending) return <ConsoleLoading />;
  if (me.isError) {
    if (isSignedOut(me.error)) return <SignInPage />;
    return (
      <main id="main" className="container-page py-16 text-center">
        <PageMeta title="Console" />
        <h1 className="text-2xl font-bold">Console</h1>
        <p role="alert" className="mt-2">
          The console could not be reached. Please reload the page.
        </p>
      </main>
    );
  }
  const user = me.data;
  return (
    <ConsoleLayout user={user}>
      <Switch>
        {worksLeads ? (
          <>
            <Route path={consolePaths.inbox}>
              <InboxPage userId={user.id} />
            </Route>
            <Route path={consolePaths.lead}>
              {(params) => <LeadPage key={params.id} id={params.id} user={user} />}
            </Route>
            <Route path={consolePaths.followUps}>
              <FollowUpsPage />
            </Route>
            <Route path={consolePaths.callsDue}>
              <CallsDuePage />
            </Route>
            <Route path={consolePaths.reports}>
              <ReportsPage />
            </Route>
            <Route path={consolePaths.partners}>
              <PartnersPage user={user} />
            </Route>
            <Route path={consolePaths.partner}>
              {(params) => <PartnerPage key={params.id} id={params.id} user={user} />}
            </Route>
            <Route path={consolePaths.finance}>
              <FinancePage user={user} />
            </Route>
          </>
        ) : (
          // The console's address (where sign-in lands) and every lead page take an editor to their own first page,
          // replacing the address so Back does not bounce them here again.
          leadPages.map((path) => (
            <Route key={path} path={path}>
              <Redirect to={consolePaths.posts} replace />
            </Route>
          ))
        )}
        <Route path={consolePaths.users}>
          <UsersPage user={user} />
        </Route>
        <Route path={consolePaths.audit}>
          <AuditPage user={user} />
        </Route>
        <Route path={consolePaths.posts}>
          <PostsPage user={user} />
        </Route>
        <Route path={consolePaths.post}>
          {(params) => <PostEditorPage key={params.id} id={params.id} user={user} />}
        </Route>
        <Route path={consolePaths.cardMachines}>
          <CardMachinesPage user={user} />
        </Route>
        <Route path={consolePaths.catalogueLists}>
          <CatalogueListsPage user={user} />
        </Route>
        <Route path={consolePaths.cardMachine}>
          {(params) => <CardMachinePage key={params.id} id={params.id} user={user} />}
        </Route>
      </Switch>
    </ConsoleLayout>
  );
}
