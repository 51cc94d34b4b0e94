import type { AppRouter } from '@sme/api';
import { useQuery } from '@tanstack/react-query';
import type { inferRouterOutputs } from '@trpc/server';
import { Route, Switch } from 'wouter';
import { useTRPC } from '../app/trpc.ts';
import { AuditPage } from './audit/AuditPage.tsx';
import { isSignedOut } from './console-errors.ts';
import { ConsoleLayout } from './ConsoleLayout.tsx';
import { InboxPage } from './inbox/InboxPage.tsx';
import { LeadPage } from './lead/LeadPage.tsx';
import { SignInPage } from './SignInPage.tsx';
import { UsersPage } from './users/UsersPage.tsx';

export type ConsoleUser = inferRouterOutputs<AppRouter>['admin']['session']['me'];

/**
 * The operator console at /admin. Who is signed in decides what shows: the sign-in form, or the console's pages.
 * Rendered on the server as its loading state (the session is the browser's), then asked for in the browser.
 */
export default function ConsoleApp() {
  const trpc = useTRPC();
  const me = useQuery({ ...trpc.admin.session.me.queryOptions(), retry: false, staleTime: 60_000 });

  if (me.isPending) {
    return (
      <main id="main" className="container-page py-16 text-center" aria-busy="true">
        <p>Loading the console...</p>
      </main>
    );
  }
  if (me.isError) {
    if (isSignedOut(me.error)) return <SignInPage />;
    return (
      <main id="main" className="container-page py-16 text-center">
        <p role="alert">The console could not be reached. Please reload the page.</p>
      </main>
    );
  }
  const user = me.data;
  return (
    <ConsoleLayout user={user}>
      <Switch>
        <Route path="/admin">
          <InboxPage />
        </Route>
        <Route path="/admin/leads/:id">{(params) => <LeadPage id={params.id} user={user} />}</Route>
        <Route path="/admin/users">
          <UsersPage user={user} />
        </Route>
        <Route path="/admin/audit">
          <AuditPage user={user} />
        </Route>
      </Switch>
    </ConsoleLayout>
  );
}
