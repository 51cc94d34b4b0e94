import { consoleRoleLabels, consoleRoles, type ConsoleRole } from '@sme/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { PageMeta } from '../../app/page-meta.tsx';
import { useTRPC } from '../../app/trpc.ts';
import type { ConsoleUser } from '../console-user.ts';
import { cell, ConsoleTable } from '../ConsoleTable.tsx';
import { errorText } from '../console-errors.ts';
import { LabelledOptions } from '../ConsoleField.tsx';
import { savedThen } from '../console-save.ts';
import { smallOutlineButton } from '../console-styles.ts';
import { AddUserForm } from './AddUserForm.tsx';
import { AdminOnly } from './AdminOnly.tsx';
import { ROLE_HINT_ID } from './RoleExplanations.tsx';

/** Console users: who they are, their role, and whether they may sign in. */
function UsersTable() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const users = useQuery(trpc.admin.users.list.queryOptions());
  const refresh = () => queryClient.invalidateQueries({ queryKey: trpc.admin.users.pathKey() });
  const setRole = useMutation(trpc.admin.users.setRole.mutationOptions(savedThen('Role saved', refresh)));
  const setDisabled = useMutation(
    trpc.admin.users.setDisabled.mutationOptions(
      savedThen(
        ({ disabled }: { disabled: boolean }) =>
          disabled ? 'User disabled: they are signed out and cannot sign in' : 'User enabled',
        refresh,
      ),
    ),
  );
  const unlockSignIn = useMutation(
    trpc.admin.users.unlockSignIn.mutationOptions(
      savedThen('Sign-in unlocked: they can sign in again from every address', refresh),
    ),
  );

  if (users.isPending) return <p>Loading users...</p>;
  if (users.isError) return <p role="alert">{errorText(users.error)}</p>;
  return (
    <ConsoleTable
      label="Users table"
      caption="Console users"
      columns={['Name', 'E-mail', 'Role', 'Status', 'Created', 'Sign-in']}
    >
      {users.data.map((user) => (
        <tr key={user.id} className="border-t border-slate-200">
          <td className={cell}>
            {user.name}
            {user.isYou && <span className="text-slate-600"> (you)</span>}
          </td>
          <td className={cell}>{user.email}</td>
          <td className={cell}>
            {user.isYou ? (
              consoleRoleLabels[user.role]
            ) : (
              <select
                aria-label={`Role of ${user.name}`}
                aria-describedby={ROLE_HINT_ID}
                className="field-input min-h-9 py-1"
                value={setRole.isPending && setRole.variables.userId === user.id ? setRole.variables.role : user.role}
                onChange={(event) => setRole.mutate({ userId: user.id, role: event.target.value as ConsoleRole })}
              >
                <LabelledOptions values={consoleRoles} labels={consoleRoleLabels} />
              </select>
            )}
          </td>
          <td className={cell}>
            {user.disabled ? 'Disabled' : 'Enabled'}
            {user.signInLocked && (
              <span className="block text-sm text-red-700">Sign-in locked after wrong passwords</span>
            )}
          </td>
          <td className={`${cell} whitespace-nowrap`}>{user.created}</td>
          <td className={`${cell} space-y-2`}>
            {user.signInLocked && (
              <button
                type="button"
                className={`${smallOutlineButton} block`}
                disabled={unlockSignIn.isPending}
                onClick={() => unlockSignIn.mutate({ userId: user.id })}
              >
                {`Unlock sign-in for ${user.name}`}
              </button>
            )}
            {!user.isYou && (
              <button
                type="button"
                className={`${smallOutlineButton} block`}
                disabled={setDisabled.isPending}
                onClick={() => setDisabled.mutate({ userId: user.id, disabled: !user.disabled })}
              >
                {user.disabled ? `Enable ${user.name}` : `Disable ${user.name}`}
              </button>
            )}
          </td>
        </tr>
      ))}
    </ConsoleTable>
  );
}

export function UsersPage({ user }: { user: ConsoleUser }) {
  return (
    <>
      <PageMeta title="Users – Console" />
      <AdminOnly user={user} title="Users">
        <h1 className="mb-4 text-2xl font-bold">Users</h1>
        <div className="space-y-6">
          <UsersTable />
          <AddUserForm />
        </div>
      </AdminOnly>
    </>
  );
}
