import type { ReactNode } from 'react';
import type { ConsoleUser } from '../console-user.ts';

/** A page only admins see; an agent or an editor who follows a link is told why it is empty. */
export function AdminOnly({ user, title, children }: { user: ConsoleUser; title: string; children: ReactNode }) {
  if (user.role !== 'admin') {
    return (
      <>
        <h1 className="text-2xl font-bold">{title}</h1>
        <p className="mt-2">Only an administrator can see this page.</p>
      </>
    );
  }
  return children;
}
