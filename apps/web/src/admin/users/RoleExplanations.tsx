import { consoleRoleLabels, consoleRoles, type ConsoleRole } from '@sme/domain';

/** What each role may do, in a line: shown where an admin chooses one. */
export const roleExplanations: Record<ConsoleRole, string> = {
  admin: 'everything: leads, content, users and the audit log.',
  agent: 'works the leads, partners and reports; reads the site’s content.',
  editor: 'edits the site’s content (posts, card machines and their lists); sees no leads.',
};

/**
 * The Users page's one list of the roles, under the new user's role: every role select on the page (the new user's,
 * each user's in the table) is described by it.
 */
export const ROLE_HINT_ID = 'user-role-hint';

/** The roles explained, one line each. */
export function RoleExplanations({ className }: { className?: string }) {
  return (
    <ul id={ROLE_HINT_ID} className={`text-sm text-slate-700 ${className ?? ''}`}>
      {consoleRoles.map((role) => (
        <li key={role}>
          <span className="font-semibold">{consoleRoleLabels[role]}</span>: {roleExplanations[role]}
        </li>
      ))}
    </ul>
  );
}
