import {
  CONSOLE_PASSWORD_MAX,
  CONSOLE_PASSWORD_MIN,
  consoleMessages,
  consoleRoleLabels,
  consoleRoles,
  type ConsoleRole,
} from '@sme/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { useTRPC } from '../../app/trpc.ts';
import { errorText } from '../console-errors.ts';
import { ConsoleField, LabelledOptions } from '../ConsoleField.tsx';
import { ROLE_HINT_ID, RoleExplanations } from './RoleExplanations.tsx';

interface NewUser {
  name: string;
  email: string;
  password: string;
  role: ConsoleRole;
}

const blank: NewUser = { name: '', email: '', password: '', role: 'agent' };

/**
 * An admin adds a colleague with a first password to pass on to them. The password's length is checked here
 * (its rule and message come from the domain); everything else the server checks, and its message shows below.
 */
export function AddUserForm() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<NewUser>({ defaultValues: blank });
  const create = useMutation(trpc.admin.users.create.mutationOptions());

  const onSubmit = handleSubmit(
    (values) => {
      create.mutate(values, {
        onSuccess: async () => {
          toast.success(`${values.name.trim()} can now sign in`);
          reset(blank);
          await queryClient.invalidateQueries({ queryKey: trpc.admin.users.pathKey() });
        },
        // What the admin typed stays in the form.
      });
    },
    // The field's own message takes over from an earlier answer of the server (focus moves to the field).
    () => create.reset(),
  );

  const passwordError = errors.password?.message;

  return (
    <section aria-labelledby="add-user-heading" className="rounded-lg border border-slate-200 bg-white p-4">
      <h2 id="add-user-heading" className="mb-3 text-lg font-semibold">
        Add a user
      </h2>
      <form onSubmit={onSubmit} noValidate className="grid gap-3 sm:grid-cols-2">
        <div>
          <label htmlFor="new-user-name" className="field-label">
            Name
          </label>
          <input id="new-user-name" {...register('name')} className="field-input" autoComplete="off" />
        </div>
        <div>
          <label htmlFor="new-user-email" className="field-label">
            Email
          </label>
          <input id="new-user-email" {...register('email')} type="email" className="field-input" autoComplete="off" />
        </div>
        <div>
          <label htmlFor="new-user-password" className="field-label">
            Password
          </label>
          <input
            id="new-user-password"
            {...register('password', {
              minLength: { value: CONSOLE_PASSWORD_MIN, message: consoleMessages.passwordTooShort },
              maxLength: {
                value: CONSOLE_PASSWORD_MAX,
                message: `The password can be at most ${CONSOLE_PASSWORD_MAX} characters.`,
              },
            })}
            type="password"
            className="field-input"
            autoComplete="new-password"
            aria-invalid={passwordError ? true : undefined}
            aria-describedby={
              passwordError ? 'new-user-password-hint new-user-password-error' : 'new-user-password-hint'
            }
          />
          <p id="new-user-password-hint" className="mt-1 text-sm text-slate-700">
            At least {CONSOLE_PASSWORD_MIN} characters.
          </p>
          {passwordError && (
            <p id="new-user-password-error" className="mt-1 text-sm font-medium text-red-700">
              {passwordError}
            </p>
          )}
        </div>
        <ConsoleField id="new-user-role" label="Role">
          <select id="new-user-role" {...register('role')} className="field-input" aria-describedby={ROLE_HINT_ID}>
            <LabelledOptions values={consoleRoles} labels={consoleRoleLabels} />
          </select>
          <RoleExplanations className="mt-1" />
        </ConsoleField>
        <div role="alert" className="text-sm font-medium text-red-700 sm:col-span-2">
          {create.isError ? errorText(create.error) : null}
        </div>
        <div className="sm:col-span-2">
          <button type="submit" className="btn-primary" disabled={create.isPending}>
            Create user
          </button>
        </div>
      </form>
    </section>
  );
}
