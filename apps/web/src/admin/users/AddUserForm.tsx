import { CONSOLE_PASSWORD_MIN, consoleRoleLabels, consoleRoles, type ConsoleRole } from '@sme/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { useTRPC } from '../../app/trpc.ts';
import { errorText } from '../console-errors.ts';

const empty = { name: '', email: '', password: '', role: 'agent' as ConsoleRole };

/** An admin adds a colleague with a first password to pass on to them. */
export function AddUserForm() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [form, setForm] = useState(empty);
  const create = useMutation(
    trpc.admin.users.create.mutationOptions({
      onSuccess: async () => {
        toast.success(`${form.name} can now sign in`);
        setForm(empty);
        await queryClient.invalidateQueries({ queryKey: trpc.admin.users.pathKey() });
      },
    }),
  );
  const field = (key: keyof typeof empty) => ({
    id: `new-user-${key}`,
    value: form[key],
    onChange: (event: { target: { value: string } }) => setForm({ ...form, [key]: event.target.value }),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate(form);
  };

  return (
    <section aria-labelledby="add-user-heading" className="rounded-lg border border-slate-200 bg-white p-4">
      <h2 id="add-user-heading" className="mb-3 text-lg font-semibold">
        Add a user
      </h2>
      <form onSubmit={submit} noValidate className="grid gap-3 sm:grid-cols-2">
        <div>
          <label htmlFor="new-user-name" className="field-label">
            Name
          </label>
          <input {...field('name')} className="field-input" autoComplete="off" />
        </div>
        <div>
          <label htmlFor="new-user-email" className="field-label">
            Email
          </label>
          <input {...field('email')} type="email" className="field-input" autoComplete="off" />
        </div>
        <div>
          <label htmlFor="new-user-password" className="field-label">
            Password
          </label>
          <input
            {...field('password')}
            type="password"
            className="field-input"
            autoComplete="new-password"
            aria-describedby="new-user-password-hint"
          />
          <p id="new-user-password-hint" className="mt-1 text-sm text-slate-700">
            At least {CONSOLE_PASSWORD_MIN} characters.
          </p>
        </div>
        <div>
          <label htmlFor="new-user-role" className="field-label">
            Role
          </label>
          <select {...field('role')} className="field-input">
            {consoleRoles.map((role) => (
              <option key={role} value={role}>
                {consoleRoleLabels[role]}
              </option>
            ))}
          </select>
        </div>
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
