import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { PageMeta, SITE_NAME } from '../app/page-meta.tsx';
import { useTRPC } from '../app/trpc.ts';
import { errorText } from './console-errors.ts';
import { ConsoleField } from './ConsoleField.tsx';

/** What the console asks for, as password managers know the two fields. */
const credentials = [
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'username' },
  { name: 'password', label: 'Password', type: 'password', autoComplete: 'current-password' },
] as const;

/** The console's door: e-mail and password. The server's answer (wrong, locked, disabled) is read out. */
export function SignInPage() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [values, setValues] = useState({ email: '', password: '' });
  const signIn = useMutation(
    trpc.admin.session.signIn.mutationOptions({
      onSuccess: async () => {
        setValues((current) => ({ ...current, password: '' }));
        await queryClient.invalidateQueries();
      },
    }),
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    signIn.mutate(values);
  };

  return (
    <main id="main" className="flex min-h-screen items-center justify-center bg-slate-50 px-4 py-12">
      <PageMeta title="Sign in – Console" />
      <div className="w-full max-w-sm rounded-2xl bg-white p-8 shadow-md">
        <p className="text-sm font-semibold text-brand-700">{SITE_NAME} Console</p>
        <h1 className="mt-1 mb-6 text-2xl font-bold">Sign in to the console</h1>
        <form onSubmit={submit} noValidate className="space-y-4">
          {credentials.map((field) => (
            <ConsoleField key={field.name} id={`console-${field.name}`} label={field.label}>
              <input
                id={`console-${field.name}`}
                type={field.type}
                autoComplete={field.autoComplete}
                required
                className="field-input"
                value={values[field.name]}
                onChange={(event) => {
                  const value = event.target.value;
                  setValues((current) => ({ ...current, [field.name]: value }));
                }}
              />
            </ConsoleField>
          ))}
          <div role="alert" className="min-h-6 text-sm font-medium text-red-700">
            {signIn.isError ? errorText(signIn.error) : null}
          </div>
          <button type="submit" className="btn-primary w-full" disabled={signIn.isPending}>
            Sign in
          </button>
        </form>
      </div>
    </main>
  );
}
